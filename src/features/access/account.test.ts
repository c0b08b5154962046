import { describe, expect, it } from 'vitest';
import { freeAccountOf, isBusinessAdmin } from './account';
import { fixtures } from './fixtures';

describe('isBusinessAdmin', () => {
  it.each([
    ['a plain user', fixtures.user, false],
    ['a member', fixtures.member, false],
    ['an admin', fixtures.admin, true],
    ['an admin in the trial', fixtures.trialAdmin, true],
    ['a locked admin', fixtures.lockedAdmin, true],
    ['an anonymous visitor', fixtures.anonymous, false],
  ])('%s → %s', (_, viewer, expected) => {
    expect(isBusinessAdmin(viewer)).toBe(expected);
  });
});

describe('freeAccountOf', () => {
  const free = (type: string | null, remaining?: string) => ({
    ...(type === null ? {} : { free_account_type: [type] }),
    ...(remaining === undefined ? {} : { free_signatures_remaining: [remaining] }),
  });

  it.each([
    [
      'the new free plan',
      fixtures.user,
      free('free_v1', '5'),
      { type: 'free_v1', signaturesRemaining: 5 },
    ],
    [
      'an older free plan',
      fixtures.user,
      free('free_legacy', '20'),
      { type: 'free_legacy', signaturesRemaining: 20 },
    ],
    [
      'no credits left',
      fixtures.user,
      free('free_migrated', '0'),
      { type: 'free_migrated', signaturesRemaining: 0 },
    ],
    [
      'credits missing',
      fixtures.user,
      free('free_v1'),
      { type: 'free_v1', signaturesRemaining: 0 },
    ],
    [
      'credits not a number',
      fixtures.user,
      free('free_v1', 'many'),
      { type: 'free_v1', signaturesRemaining: 0 },
    ],
    [
      'negative credits',
      fixtures.user,
      free('free_v1', '-2'),
      { type: 'free_v1', signaturesRemaining: 0 },
    ],
    // Spec §1: neither member nor admin is a free user, whatever the plan attribute says.
    ['no plan attribute', fixtures.user, free(null, '3'), { type: null, signaturesRemaining: 3 }],
    ['no attributes at all', fixtures.user, {}, { type: null, signaturesRemaining: 0 }],
    [
      'an unknown plan',
      fixtures.user,
      free('enterprise', '5'),
      { type: null, signaturesRemaining: 5 },
    ],
    ['a business member', fixtures.member, free('free_v1', '5'), null],
    ['a locked member', fixtures.lockedMember, free('free_v1', '5'), null],
    // …unless the business's plan was cancelled: its people sign on free credits again.
    [
      'a member of a business whose plan was cancelled',
      fixtures.cancelledPlanMember,
      free(null, '2'),
      { type: null, signaturesRemaining: 2 },
    ],
    ['a business admin', fixtures.admin, free('free_v1', '5'), null],
    ['an anonymous visitor', fixtures.anonymous, free('free_v1', '5'), null],
  ])('%s', (_, viewer, attributes, expected) => {
    expect(freeAccountOf(viewer, attributes)).toEqual(expected);
  });
});
