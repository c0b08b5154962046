import { describe, expect, it } from 'vitest';
import { signingAllowance } from '../../src/domain/accounts/free-plan';

describe('signing allowance (spec §1, §6: free = in no business)', () => {
  it.each([
    // in a business: the business pays, whatever the attributes say
    [true, {}, 'unmetered'],
    [true, { free_account_type: ['free_v1'], free_signatures_remaining: ['0'] }, 'unmetered'],
    // free users, with or without a free plan's type
    [false, { free_account_type: ['free_v1'], free_signatures_remaining: ['5'] }, 'credit'],
    [false, { free_signatures_remaining: ['1'] }, 'credit'],
    [false, { free_account_type: ['free_legacy'], free_signatures_remaining: ['0'] }, 'exhausted'],
    [false, { free_signatures_remaining: ['-3'] }, 'exhausted'],
    [false, { free_signatures_remaining: ['many'] }, 'exhausted'],
    [false, {}, 'exhausted'],
  ] as const)('in a business %s with %j: %s', (inBusiness, attributes, expected) => {
    expect(
      signingAllowance({ inBusiness, attributes: attributes as Record<string, string[]> }),
    ).toBe(expected);
  });
});
