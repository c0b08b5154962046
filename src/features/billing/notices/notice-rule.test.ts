import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/schema.gen';
import { needsSubscription, noticeFor, teamUpgradePath } from './notice-rule';

type User = components['schemas']['User'];
type UserBusiness = components['schemas']['UserBusiness'];

const business = (role: UserBusiness['role'], plan: string): UserBusiness => ({
  id: 'biz1',
  name: 'Acme AG',
  role,
  paymentMethod: 'STRIPE',
  trialEndsAt: null,
  pricePlan: { name: plan, startAt: '2026-01-01T00:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
});
const user = (
  inBusiness: UserBusiness | null,
  attributes: User['attributes'] = {},
): Pick<User, 'id' | 'business' | 'attributes'> => ({ id: 'u1', business: inBusiness, attributes });
const subscription = { cycle: 'yearly' as const, seats: { total: 7, used: 5, minimum: 1 } };
const accepted = { accepted_gtc: ['2026-01-01T00:00:00.000Z'] };
const none = new Set<string>();

describe('noticeFor', () => {
  it.each([
    [
      'nothing for a free user on the current plan',
      user(null, { free_account_type: ['free_v1'] }),
      null,
      none,
      null,
    ],
    [
      'nothing for a migrated free user',
      user(null, { free_account_type: ['free_migrated'] }),
      null,
      none,
      null,
    ],
    [
      'nothing for an admin on a running plan',
      user(business('admin', 'team')),
      subscription,
      none,
      null,
    ],
    [
      'a downgraded business to its admin, who may choose a plan, then accepts the terms',
      user(business('admin', 'CANCELED')),
      null,
      none,
      { kind: 'business-downgraded', admin: true, acceptTerms: true, business: 'Acme AG' },
    ],
    [
      'a downgraded business to a member who accepted the terms before',
      user(business('member', 'CANCELED'), accepted),
      null,
      none,
      { kind: 'business-downgraded', admin: false, acceptTerms: false },
    ],
    [
      'the downgrade told once a session',
      user(business('member', 'CANCELED')),
      null,
      new Set(['downgraded:u1:biz1']),
      null,
    ],
    [
      'the fair-flat migration to an admin, with the cycle and seats of today',
      user(business('admin', 'fair_flat')),
      subscription,
      none,
      {
        kind: 'fair-flat-migration',
        seats: 7,
        upgrade: '/business/upgrade?plan=team&cycle=yearly&seats=7',
      },
    ],
    [
      'the fair-flat migration without a readable subscription: the team plan only',
      user(business('admin', 'fair_flat')),
      null,
      none,
      { kind: 'fair-flat-migration', seats: null, upgrade: '/business/upgrade?plan=team' },
    ],
    [
      'never the fair-flat migration to a member',
      user(business('member', 'fair_flat')),
      null,
      none,
      null,
    ],
    [
      'the fair-flat migration put off for the session ("Later")',
      user(business('admin', 'fair_flat')),
      subscription,
      new Set(['fair-flat:u1:biz1']),
      null,
    ],
    [
      'the free migration to a legacy free user',
      user(null, { free_account_type: ['free_legacy'], ...accepted }),
      null,
      none,
      { kind: 'free-migration' },
    ],
    [
      'the free migration told once a session',
      user(null, { free_account_type: ['free_legacy'] }),
      null,
      new Set(['free-migration:u1']),
      null,
    ],
    [
      'no free migration for a legacy account inside a business (its plan counts)',
      user(business('member', 'team'), { free_account_type: ['free_legacy'] }),
      null,
      none,
      null,
    ],
  ])('%s', (_, who, read, dismissed, expected) => {
    const notice = noticeFor(who, read, dismissed);
    if (expected === null) return expect(notice).toBeNull();
    expect(notice).toMatchObject(expected);
  });
});

describe('needsSubscription', () => {
  it.each([
    ['an admin on fair flat', user(business('admin', 'fair_flat')), true],
    ['a member on fair flat (cannot read it)', user(business('member', 'fair_flat')), false],
    ['an admin on another plan', user(business('admin', 'team')), false],
    ['a free user', user(null), false],
  ])('%s', (_, who, expected) => expect(needsSubscription(who)).toBe(expected));
});

describe('teamUpgradePath', () => {
  it('leaves out a cycle the subscription does not have', () => {
    expect(teamUpgradePath({ cycle: null, seats: { total: 3, used: 1, minimum: 1 } })).toBe(
      '/business/upgrade?plan=team&seats=3',
    );
  });
});
