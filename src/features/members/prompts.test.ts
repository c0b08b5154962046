import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { invitationTextOf, nextBusinessPrompt } from './prompts';

type User = components['schemas']['User'];
type UserBusiness = components['schemas']['UserBusiness'];

const business = (role: UserBusiness['role'], paymentMethod: UserBusiness['paymentMethod']) => ({
  id: 'biz1',
  name: 'Acme AG',
  role,
  paymentMethod,
  trialEndsAt: null,
  pricePlan: { name: 'team', startAt: '2026-01-01T00:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
});
const user = (
  extra: Partial<Pick<User, 'business' | 'attributes'>> = {},
): Pick<User, 'id' | 'business' | 'attributes'> => ({
  id: 'u1',
  business: null,
  attributes: {},
  ...extra,
});
const invitation = (businessId: string, invitedBy?: string) => ({
  businessId,
  businessName: `Business ${businessId}`,
  role: 'member' as const,
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  ...(invitedBy === undefined ? {} : { invitedBy }),
});
const none = new Set<string>();

describe('nextBusinessPrompt', () => {
  it.each([
    ['nothing for a free user without invitations', user(), [], none, null],
    [
      'an invitation for a free user',
      user(),
      [invitation('b1')],
      none,
      { kind: 'invitation', businessId: 'b1' },
    ],
    [
      'the next invitation once the first was shown',
      user(),
      [invitation('b1'), invitation('b2')],
      new Set(['invitation:u1:b1:2026-11-20T09:00:00.000Z']),
      { kind: 'invitation', businessId: 'b2' },
    ],
    [
      'no invitation for someone already in a business',
      user({ business: business('member', 'STRIPE') }),
      [invitation('b1')],
      none,
      null,
    ],
    [
      'a member of a business whose trial ended',
      user({ business: business('member', 'NEEDS_PAYMENT_METHOD') }),
      [],
      none,
      { kind: 'locked', reason: 'trial' },
    ],
    [
      'a member of a locked business',
      user({ business: business('member', 'BLOCKED') }),
      [],
      none,
      { kind: 'locked', reason: 'blocked' },
    ],
    [
      'the lock shown once',
      user({ business: business('member', 'BLOCKED') }),
      [],
      new Set(['locked:biz1:blocked']),
      null,
    ],
    [
      'never the lock to an admin (held on the members page instead)',
      user({ business: business('admin', 'BLOCKED') }),
      [],
      none,
      null,
    ],
    [
      'nothing for a member in a trial',
      user({ business: business('member', 'TRIALING') }),
      [],
      none,
      null,
    ],
    [
      'a removal before an invitation',
      user({ attributes: { removed_from_business: ['2026-11-25T08:00:00.000Z'] } }),
      [invitation('b1')],
      none,
      { kind: 'removed' },
    ],
    [
      'a deleted business',
      user({ attributes: { business_deleted: ['biz1'] } }),
      [],
      none,
      { kind: 'deleted' },
    ],
    [
      'a removal shown once',
      user({ attributes: { removed_from_business: ['2026-11-25T08:00:00.000Z'] } }),
      [],
      new Set(['removed:u1:2026-11-25T08:00:00.000Z']),
      null,
    ],
    [
      'an old removal flag no longer told once the user is in a business again',
      user({
        business: business('member', 'STRIPE'),
        attributes: { removed_from_business: ['x'] },
      }),
      [],
      none,
      null,
    ],
  ])('%s', (_, who, invitations, seen, expected) => {
    const prompt = nextBusinessPrompt(who, invitations, seen);
    if (expected === null) return expect(prompt).toBeNull();
    const shown =
      prompt?.kind === 'invitation'
        ? { kind: prompt.kind, businessId: prompt.invitation.businessId }
        : prompt?.kind === 'locked'
          ? { kind: prompt.kind, reason: prompt.reason }
          : { kind: prompt?.kind };
    expect(shown).toEqual(expected);
  });
});

describe('invitationTextOf', () => {
  it.each([
    ['names the inviting admin', invitation('b1', 'Alex Admin'), 'withInviter'],
    ['without a name', invitation('b1'), 'anonymous'],
    ['with a blank name', invitation('b1', '  '), 'anonymous'],
  ])('%s', (_, given, expected) => {
    expect(invitationTextOf(given)).toBe(expected);
  });
});
