import { describe, expect, it } from 'vitest';
import {
  hasRunningSubscription,
  periodPrice,
  planStatus,
  scheduledPlan,
  type Subscription,
} from './plan-status';

const NOW = new Date('2026-11-26T12:00:00.000Z');

function subscription(patch: Partial<Subscription> = {}, next?: string): Subscription {
  return {
    pricePlan: {
      name: 'team',
      licenses: {
        idents: {
          eidas: { payForMembers: true, payForInvitations: false },
          zertes: { payForMembers: true, payForInvitations: false },
        },
      },
      current: {
        base: {
          type: 'team',
          startAt: '2026-11-01T00:00:00.000Z',
          endAt: '2026-12-01T00:00:00.000Z',
        },
      },
      next: next ? { base: { type: next, startAt: '2026-12-01T00:00:00.000Z' } } : null,
      discounts: [],
    },
    paymentMethod: 'STRIPE',
    status: 'active',
    cycle: 'monthly',
    currency: 'CHF',
    seats: { total: 3, used: 2, minimum: 2 },
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    card: null,
    trialEndsAt: null,
    ...patch,
  };
}
const trial = (trialEndsAt: string | null) =>
  subscription({ paymentMethod: 'TRIALING', status: null, cycle: null, trialEndsAt });

describe('planStatus', () => {
  const cases: [string, Subscription, unknown][] = [
    ['a trial with days left', trial('2026-12-03T12:00:00.000Z'), { kind: 'trial', daysLeft: 7 }],
    ['the last part of a day counts', trial('2026-11-26T13:00:00.000Z'), { daysLeft: 1 }],
    ['a trial past its end says 0', trial('2026-11-20T00:00:00.000Z'), { daysLeft: 0 }],
    ['a trial without an end', trial(null), { kind: 'trial', endsAt: null, daysLeft: null }],
    [
      'trial expired',
      subscription({ paymentMethod: 'NEEDS_PAYMENT_METHOD' }),
      { kind: 'trial-expired' },
    ],
    ['blocked', subscription({ paymentMethod: 'BLOCKED', status: 'unpaid' }), { kind: 'blocked' }],
    ['active', subscription(), { kind: 'active' }],
    ['invoiced', subscription({ paymentMethod: 'MANUAL', status: null }), { kind: 'active' }],
    [
      'cancelling until the period ends',
      subscription({}, 'CANCELED'),
      { kind: 'cancelling', endsAt: '2026-12-01T00:00:00.000Z' },
    ],
    [
      'cancelled',
      subscription({
        status: 'canceled',
        pricePlan: { ...subscription().pricePlan, name: 'CANCELED' },
      }),
      { kind: 'cancelled' },
    ],
    ['a scheduled downgrade is still active', subscription({}, 'individual'), { kind: 'active' }],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(planStatus(input, NOW)).toMatchObject(expected as object);
  });
});

describe('scheduledPlan', () => {
  it.each([
    ['none', undefined, null],
    ['a cancellation is no plan', 'CANCELED', null],
    ['a downgrade', 'individual', 'individual'],
    ['the same plan again', 'team', null],
  ] as const)('%s', (_, next, expected) => {
    expect(scheduledPlan(subscription({}, next))).toBe(expected);
  });
});

describe('periodPrice', () => {
  const plans = {
    plans: [
      {
        name: 'team',
        minSeats: 2,
        prices: [
          { currency: 'CHF' as const, cycle: 'monthly' as const, perSeat: 12.1 },
          { currency: 'CHF' as const, cycle: 'yearly' as const, perSeat: 120 },
        ],
      },
    ],
  };
  it.each([
    ['per seat times seats, in whole cents', {}, 36.3],
    ['the cycle picks the price', { cycle: 'yearly' as const }, 360],
    ['no price in that currency', { currency: 'EUR' as const }, null],
    ['no cycle (a trial)', { cycle: null }, null],
    ['a plan not on offer', { pricePlan: { ...subscription().pricePlan, name: 'ent_x' } }, null],
  ] as [string, Partial<Subscription>, number | null][])('%s', (_, patch, expected) => {
    expect(periodPrice(plans, subscription(patch))).toBe(expected);
  });
  it('no plans loaded yet', () => expect(periodPrice(undefined, subscription())).toBeNull());
});

describe('hasRunningSubscription', () => {
  it.each([
    ['active with a provider subscription', {}, true],
    ['invoicing', { paymentMethod: 'MANUAL' as const, status: null, cycle: null }, false],
    ['a trial', { paymentMethod: 'TRIALING' as const, status: null, cycle: null }, false],
  ] as [string, Partial<Subscription>, boolean][])('%s', (_, patch, expected) => {
    const input = subscription(patch);
    expect(hasRunningSubscription(planStatus(input, NOW), input)).toBe(expected);
  });
});
