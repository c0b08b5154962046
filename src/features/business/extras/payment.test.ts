import { describe, expect, it } from 'vitest';
import { hasPaymentIssues, type SubscriptionStatus } from './payment';

describe('hasPaymentIssues (spec §4)', () => {
  const cases: [SubscriptionStatus, 'STRIPE' | 'BLOCKED' | 'TRIALING', boolean][] = [
    ['active', 'STRIPE', false],
    ['incomplete_expired', 'STRIPE', false],
    ['past_due', 'STRIPE', true],
    ['unpaid', 'STRIPE', true],
    ['canceled', 'STRIPE', true],
    ['incomplete', 'STRIPE', true],
    ['paused', 'STRIPE', true],
    ['trialing', 'STRIPE', true],
    ['past_due', 'BLOCKED', false],
    [null, 'TRIALING', false],
  ];
  it.each(cases)('%s while %s → %s', (status, method, expected) => {
    expect(hasPaymentIssues(status, method)).toBe(expected);
  });
});
