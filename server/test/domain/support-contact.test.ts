import { describe, expect, it } from 'vitest';
import { cleanSupportContact, isValidPhone } from '../../src/domain/businesses/support-contact';

describe('the support phone rule (spec §5)', () => {
  it.each([
    ['044 555 0100', true],
    ['+041 555 0100', true],
    ['(044) 555-0100', true],
    ['+(044).555.010012', true],
    ['044-555-01234', true],
    ['044 555 010', false], // the last group has 4 to 6 digits
    ['044 555 0100123', false],
    ['0445550100', false], // separators are required
    ['044  555 0100', false],
    ['(044 555 0100', false],
    ['++044 555 0100', false],
    ['44 555 0100', false],
    ['044 555 0100 ', false],
    ['abc def ghij', false],
    ['', false],
  ])('%j is valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('cleaning a support contact', () => {
  it.each([
    [
      { email: 'it@acme.example', phone: '044 555 0100' },
      { email: 'it@acme.example', phone: '044 555 0100' },
    ],
    [
      { email: ' it@acme.example ', phone: ' 044 555 0100 ' },
      { email: 'it@acme.example', phone: '044 555 0100' },
    ],
    [{ email: 'not an address', phone: '044 555 0100' }, { phone: '044 555 0100' }],
    [{ email: 'it@acme.example', phone: '12345' }, { email: 'it@acme.example' }],
    [{ email: 'it@', phone: 'call us' }, {}],
    [{ email: '', phone: '' }, {}],
    [{}, {}],
  ])('%j keeps %j', (input, kept) => {
    expect(cleanSupportContact(input)).toEqual(kept);
  });
});
