import { describe, expect, it } from 'vitest';
import { seatLimitOf, seatsAllow } from '../../src/domain/businesses/seats';

const active = { seats: 5, status: 'active' } as const;

describe('seatLimitOf', () => {
  it.each([
    ['a trial, whatever its plan', { paymentMethod: 'TRIALING', pricePlan: 'scale' }, null, 10],
    [
      'a trial, even with a subscription row',
      { paymentMethod: 'TRIALING', pricePlan: 'team' },
      active,
      10,
    ],
    ['individual', { paymentMethod: 'STRIPE', pricePlan: 'individual' }, null, 1],
    ['team', { paymentMethod: 'STRIPE', pricePlan: 'team' }, null, 10],
    ['team with 5 seats bought', { paymentMethod: 'STRIPE', pricePlan: 'team' }, active, 5],
    [
      'past due still has its seats',
      { paymentMethod: 'STRIPE', pricePlan: 'team' },
      { seats: 7, status: 'past_due' },
      7,
    ],
    [
      'a locked business keeps its seats',
      { paymentMethod: 'BLOCKED', pricePlan: 'pro' },
      { seats: 12, status: 'unpaid' },
      12,
    ],
    [
      'a cancelled subscription no longer counts',
      { paymentMethod: 'STRIPE', pricePlan: 'CANCELED' },
      { seats: 20, status: 'canceled' },
      10,
    ],
    ['invoiced (MANUAL)', { paymentMethod: 'MANUAL', pricePlan: 'pro' }, null, Infinity],
    ['invoiced (CHARGEBEE)', { paymentMethod: 'CHARGEBEE', pricePlan: 'scale' }, null, Infinity],
    [
      'invoiced with a subscription row',
      { paymentMethod: 'MANUAL', pricePlan: 'pro' },
      { seats: 30, status: 'active' },
      30,
    ],
    ['enterprise', { paymentMethod: 'STRIPE', pricePlan: 'ent_standard' }, null, Infinity],
    ['an unknown plan', { paymentMethod: 'STRIPE', pricePlan: 'legacy' }, null, 10],
    [
      'a trial that has ended',
      { paymentMethod: 'NEEDS_PAYMENT_METHOD', pricePlan: 'team' },
      null,
      10,
    ],
  ] as const)('%s', (_, business, subscription, limit) => {
    expect(seatLimitOf(business, subscription)).toBe(limit);
  });
});

describe('seatsAllow', () => {
  const trial = { paymentMethod: 'TRIALING', pricePlan: 'team' } as const;
  it.each([
    [9, 1, true],
    [9, 2, false],
    [10, 0, true],
    [10, 1, false],
    [0, 10, true],
  ])('%i taken + %i wanted within 10: %s', (taken, wanted, allowed) => {
    expect(seatsAllow(trial, null, taken, wanted)).toBe(allowed);
  });

  it('counts the seats bought', () => {
    const paying = { paymentMethod: 'STRIPE', pricePlan: 'team' } as const;
    expect(seatsAllow(paying, active, 4, 1)).toBe(true);
    expect(seatsAllow(paying, active, 5, 1)).toBe(false);
  });
});
