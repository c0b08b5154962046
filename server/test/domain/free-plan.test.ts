import { describe, expect, it } from 'vitest';
import { signingAllowance } from '../../src/domain/accounts/free-plan';

describe('signing allowance (spec §1, §6: free = in no business, or in a cancelled one)', () => {
  it.each([
    // in a business with a plan: the business pays, whatever the attributes say
    ['team', {}, 'unmetered'],
    [
      'ent_standard',
      { free_account_type: ['free_v1'], free_signatures_remaining: ['0'] },
      'unmetered',
    ],
    // in a cancelled business: metered as a free user
    ['CANCELED', { free_account_type: ['free_v1'], free_signatures_remaining: ['2'] }, 'credit'],
    ['CANCELED', { free_account_type: ['free_v1'], free_signatures_remaining: ['0'] }, 'exhausted'],
    ['CANCELED', {}, 'exhausted'],
    // free users, with or without a free plan's type
    [null, { free_account_type: ['free_v1'], free_signatures_remaining: ['5'] }, 'credit'],
    [null, { free_signatures_remaining: ['1'] }, 'credit'],
    [null, { free_account_type: ['free_legacy'], free_signatures_remaining: ['0'] }, 'exhausted'],
    [null, { free_signatures_remaining: ['-3'] }, 'exhausted'],
    [null, { free_signatures_remaining: ['many'] }, 'exhausted'],
    [null, {}, 'exhausted'],
  ] as const)('business plan %s with %j: %s', (businessPlan, attributes, expected) => {
    expect(
      signingAllowance({ businessPlan, attributes: attributes as Record<string, string[]> }),
    ).toBe(expected);
  });
});
