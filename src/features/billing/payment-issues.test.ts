import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { hasPaymentIssues, mayHavePaymentIssues } from './payment-issues';

type Subscription = components['schemas']['Subscription'];
type PaymentMethod = Subscription['paymentMethod'];

const plan = (name: string) => ({ name }) as Subscription['pricePlan'];
const subscription = (
  status: Subscription['status'],
  paymentMethod: PaymentMethod = 'STRIPE',
  planName = 'team',
) => ({ status, paymentMethod, pricePlan: plan(planName) });

describe('hasPaymentIssues (spec §4)', () => {
  it.each([
    ['active', subscription('active'), false],
    ['incomplete_expired', subscription('incomplete_expired'), false],
    ['past_due', subscription('past_due'), true],
    ['unpaid', subscription('unpaid'), true],
    ['incomplete', subscription('incomplete'), true],
    ['canceled at the provider, plan not yet cancelled', subscription('canceled'), true],
    ['paused', subscription('paused'), true],
    ['trialing', subscription('trialing'), true],
    ['unpaid but the business is locked', subscription('unpaid', 'BLOCKED'), false],
    ['no paid subscription (a trial, an invoiced plan)', subscription(null, 'MANUAL'), false],
    ['a cancelled plan has nothing to pay', subscription('canceled', 'STRIPE', 'CANCELED'), false],
    ['not read (yet)', undefined, false],
  ])('%s', (_, given, expected) => expect(hasPaymentIssues(given)).toBe(expected));
});

describe('mayHavePaymentIssues', () => {
  it.each([
    ['an admin paying by card', { role: 'admin', paymentMethod: 'STRIPE' }, true],
    ['an admin paying through Chargebee', { role: 'admin', paymentMethod: 'CHARGEBEE' }, true],
    ['a member (cannot read the subscription)', { role: 'member', paymentMethod: 'STRIPE' }, false],
    ['an admin in a trial', { role: 'admin', paymentMethod: 'TRIALING' }, false],
    ['an admin of a locked business', { role: 'admin', paymentMethod: 'BLOCKED' }, false],
    ['an admin invoiced by hand', { role: 'admin', paymentMethod: 'MANUAL' }, false],
    ['a free user', null, false],
  ] as const)('%s', (_, business, expected) =>
    expect(mayHavePaymentIssues(business)).toBe(expected),
  );
});
