import { describe, expect, it } from 'vitest';
import {
  checkCardForm,
  expiredAt,
  luhnValid,
  parseExpiry,
  testCard,
  TEST_CARDS,
} from '../../src/sandboxes/payment-provider/cards';
import { addCycles } from '../../src/sandboxes/payment-provider/periods';

const at = new Date('2026-11-20T09:00:00.000Z');

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4241', false],
    ['4000002760003184', true],
    ['79927398713', false],
    ['abcd', false],
  ])('Luhn %s → %s', (number, valid) => {
    expect(luhnValid(number.replace(/\s/g, ''))).toBe(valid);
  });

  it('every test card passes Luhn and is found with spaces', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(testCard('4000 0025 0000 3155')?.onSave).toBe('3ds');
    expect(testCard('4111111111111111')).toBeNull();
  });

  it.each([
    ['12/29', { month: 12, year: 2029 }],
    ['1 / 2030', { month: 1, year: 2030 }],
    ['13/29', null],
    ['1229', null],
  ])('expiry %s → %j', (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it.each([
    [11, 2026, false],
    [10, 2026, true],
    [12, 2025, true],
  ])('a card expiring %i/%i is expired on 20 Nov 2026: %s', (expMonth, expYear, expired) => {
    expect(expiredAt({ expMonth, expYear }, at)).toBe(expired);
  });

  it.each([
    [{ number: '4242424242424242', expiry: '12/29', cvc: '123', name: 'A' }, null],
    [{ number: '4242424242424241', expiry: '12/29', cvc: '123', name: 'A' }, ['number']],
    [
      { number: '4242424242424242', expiry: '10/26', cvc: '12', name: ' ' },
      ['expiry', 'cvc', 'name'],
    ],
  ])('form %j → errors %j', (form, fields) => {
    const result = checkCardForm(form, at);
    if (fields === null)
      expect(result).toEqual({ card: { number: form.number, expMonth: 12, expYear: 2029 } });
    else expect(Object.keys('errors' in result ? result.errors : {})).toEqual(fields);
  });
});

describe('periods', () => {
  it.each([
    ['2026-01-31T10:00:00.000Z', 'monthly', 1, '2026-02-28T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'monthly', 2, '2026-03-31T10:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'yearly', 1, '2029-02-28T00:00:00.000Z'],
    ['2026-11-20T09:00:00.000Z', 'monthly', 2, '2027-01-20T09:00:00.000Z'],
  ] as const)('%s + %s × %i → %s', (anchor, cycle, count, expected) => {
    expect(addCycles(new Date(anchor), cycle, count).toISOString()).toBe(expected);
  });
});
