import { describe, expect, it } from 'vitest';
import { businessCreateOf, emptyCompany, normaliseVat, validPhone, validVat } from './company';

describe('normaliseVat', () => {
  it.each([
    ['che-123.456.789 mwst', 'CHE-123.456.789 MWST'],
    ['  de 123   456', 'DE 123 456'],
    ['ATU12345678', 'ATU12345678'],
    ['', ''],
  ])('%j → %j', (typed, expected) => expect(normaliseVat(typed)).toBe(expected));
});

describe('validVat', () => {
  it.each([
    ['', true],
    ['CHE-123.456.789 MWST', true],
    ['che-123', false],
    ['DE/123', false],
  ])('%j → %s', (vat, expected) => expect(validVat(vat)).toBe(expected));
});

describe('validPhone (spec 5)', () => {
  it.each([
    ['', true],
    ['+041 555 1234', true],
    ['(044) 555-12345', true],
    ['044.555.123456', true],
    ['044 555 123', false],
    ['+41 79 555 01 23', false],
    ['0445551234', false],
  ])('%j → %s', (phone, expected) => expect(validPhone(phone)).toBe(expected));
});

const full = {
  ...emptyCompany,
  name: ' Muster AG ',
  email: ' office@muster.example ',
  country: 'CH',
  phone: '044 555 1234',
  address1: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  vat: 'che-123.456.789',
  gtc: true,
  dpa: true,
};

describe('businessCreateOf', () => {
  it.each([
    [
      'only the required fields',
      { ...emptyCompany, name: 'A', email: 'a@b.example', country: 'DE' },
      undefined,
      { name: 'A', email: 'a@b.example', country: 'DE', gtc_accepted: true, dpa_accepted: true },
    ],
    [
      'every field, trimmed, VAT uppercased, with the referral',
      full,
      'PARTNER-42',
      {
        name: 'Muster AG',
        email: 'office@muster.example',
        country: 'CH',
        phone: '044 555 1234',
        address_1: 'Bahnhofstrasse 1',
        postal_code: '8001',
        city: 'Zürich',
        vat: 'CHE-123.456.789',
        gtc_accepted: true,
        dpa_accepted: true,
        cello_ucc: 'PARTNER-42',
      },
    ],
    [
      'a referral that does not fit the contract is left out',
      { ...emptyCompany, name: 'A', email: 'a@b.example', country: 'DE', address2: '  ' },
      'bad code!',
      { name: 'A', email: 'a@b.example', country: 'DE', gtc_accepted: true, dpa_accepted: true },
    ],
  ])('%s', (_, values, ucc, expected) => {
    expect(businessCreateOf(values, ucc)).toEqual(expected);
  });
});
