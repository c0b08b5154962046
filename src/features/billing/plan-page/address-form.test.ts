import { describe, expect, it } from 'vitest';
import { addressBody, draftOf, validateAddress, type AddressDraft } from './address-form';

const draft: AddressDraft = {
  address1: 'Bahnhofstrasse 1',
  address2: '',
  city: 'Zürich',
  postalCode: '8001',
  country: 'CH',
  vat: '',
  currency: 'CHF',
};

describe('validateAddress', () => {
  it.each([
    ['a complete address', {}, {}],
    ['no street', { address1: '  ' }, { address1: 'required' }],
    ['no city', { city: '' }, { city: 'required' }],
    ['no country', { country: '' }, { country: 'required' }],
    ['no postal code', { postalCode: ' ' }, { postalCode: 'required' }],
    ['a postal code too short', { postalCode: '1' }, { postalCode: 'postalCode' }],
    ['a postal code with signs', { postalCode: '80/01' }, { postalCode: 'postalCode' }],
    ['a British postal code', { postalCode: 'SW1A 1AA' }, {}],
    ['a VAT number in lower case is fine', { vat: 'de123456789' }, {}],
    ['a VAT number with dots', { vat: 'CHE-123.456.789 MWST' }, {}],
    ['a VAT number with other signs', { vat: 'DE12/34' }, { vat: 'vat' }],
    ['a VAT number too long', { vat: 'DE'.padEnd(33, '1') }, { vat: 'vat' }],
  ] as [string, Partial<AddressDraft>, object][])('%s', (_, patch, expected) => {
    expect(validateAddress({ ...draft, ...patch })).toEqual(expected);
  });
});

describe('addressBody', () => {
  it('trims, upper-cases the VAT number and leaves empty optional fields out', () => {
    expect(addressBody({ ...draft, address1: ' Bahnhofstrasse 1 ', vat: ' de123456789 ' })).toEqual(
      {
        address1: 'Bahnhofstrasse 1',
        city: 'Zürich',
        postalCode: '8001',
        country: 'CH',
        vat: 'DE123456789',
        currency: 'CHF',
      },
    );
  });
  it('keeps a second line', () => {
    expect(addressBody({ ...draft, address2: 'Postfach' }).address2).toBe('Postfach');
  });
});

describe('draftOf', () => {
  it('fills missing optional fields with empty text', () => {
    expect(
      draftOf({
        address1: 'A',
        city: 'B',
        postalCode: '1000',
        country: 'DE',
        currency: 'EUR',
        paymentMethod: 'STRIPE',
      }),
    ).toMatchObject({ address2: '', vat: '' });
  });
});
