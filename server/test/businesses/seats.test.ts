import { describe, expect, it } from 'vitest';
import { seatLimitOf, seatsAllow } from '../../src/domain/businesses/seats';

describe('seatLimitOf', () => {
  it.each([
    ['a trial, whatever its plan', { paymentMethod: 'TRIALING', pricePlan: 'scale' }, 10],
    ['individual', { paymentMethod: 'STRIPE', pricePlan: 'individual' }, 1],
    ['team', { paymentMethod: 'STRIPE', pricePlan: 'team' }, 10],
    ['pro', { paymentMethod: 'MANUAL', pricePlan: 'pro' }, 50],
    ['scale', { paymentMethod: 'CHARGEBEE', pricePlan: 'scale' }, 250],
    ['enterprise', { paymentMethod: 'MANUAL', pricePlan: 'enterprise_2026' }, Infinity],
    ['an unknown plan', { paymentMethod: 'STRIPE', pricePlan: 'legacy' }, 10],
    ['a trial that has ended', { paymentMethod: 'NEEDS_PAYMENT_METHOD', pricePlan: 'team' }, 10],
  ] as const)('%s', (_, business, limit) => {
    expect(seatLimitOf(business)).toBe(limit);
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
    expect(seatsAllow(trial, taken, wanted)).toBe(allowed);
  });
});
