import { describe, expect, it } from 'vitest';
import { canCancelTrial, planState, type UserBusiness } from './plan-state';

const base: UserBusiness = {
  id: 'biz_1',
  name: 'Muster AG',
  role: 'admin',
  paymentMethod: 'TRIALING',
  trialEndsAt: '2026-12-10T12:00:00.000Z',
  pricePlan: { name: 'trial', startAt: '2026-11-26T12:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
};
const now = new Date('2026-11-26T12:00:00.000Z');

describe('planState', () => {
  it.each<[string, Partial<UserBusiness>, ReturnType<typeof planState>]>([
    [
      'a trial with 14 days left',
      {},
      { kind: 'trial', endsAt: '2026-12-10T12:00:00.000Z', daysLeft: 14 },
    ],
    [
      'a trial ending in an hour counts as one day',
      { trialEndsAt: '2026-11-26T13:00:00.000Z' },
      { kind: 'trial', endsAt: '2026-11-26T13:00:00.000Z', daysLeft: 1 },
    ],
    [
      'a trial past its end is never negative',
      { trialEndsAt: '2026-11-20T12:00:00.000Z' },
      { kind: 'trial', endsAt: '2026-11-20T12:00:00.000Z', daysLeft: 0 },
    ],
    [
      'a trial without an end',
      { trialEndsAt: null },
      { kind: 'trial', endsAt: null, daysLeft: null },
    ],
    ['the trial expired', { paymentMethod: 'NEEDS_PAYMENT_METHOD' }, { kind: 'trial-expired' }],
    ['locked', { paymentMethod: 'BLOCKED' }, { kind: 'blocked' }],
    [
      'paying by invoice',
      { paymentMethod: 'MANUAL', pricePlan: { name: 'pro', startAt: '2026-01-01T00:00:00.000Z' } },
      { kind: 'paid', plan: 'pro', since: '2026-01-01T00:00:00.000Z' },
    ],
    [
      'a cancelled plan',
      {
        paymentMethod: 'STRIPE',
        pricePlan: { name: 'CANCELED', startAt: '2026-01-01T00:00:00.000Z' },
      },
      { kind: 'cancelled', plan: 'CANCELED' },
    ],
  ])('%s', (_, change, expected) => {
    expect(planState({ ...base, ...change }, now)).toEqual(expected);
  });
});

describe('canCancelTrial', () => {
  it.each<[UserBusiness['paymentMethod'], boolean]>([
    ['TRIALING', true],
    ['NEEDS_PAYMENT_METHOD', false],
    ['BLOCKED', false],
    ['MANUAL', false],
    ['STRIPE', false],
    ['CHARGEBEE', false],
  ])('%s → %s', (paymentMethod, expected) => {
    expect(canCancelTrial({ ...base, paymentMethod })).toBe(expected);
  });
});
