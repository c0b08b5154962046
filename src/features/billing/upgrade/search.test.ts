import { describe, expect, it } from 'vitest';
import { upgradeSearch } from './search';

describe('upgradeSearch', () => {
  it.each([
    [{}, {}],
    [
      { plan: 'team', cycle: 'yearly', seats: 5, ref: 'ACME-7K2Q' },
      { plan: 'team', cycle: 'yearly', seats: 5, ref: 'ACME-7K2Q' },
    ],
    [{ seats: '8' }, { seats: 8 }],
    [{ plan: 'no such plan!', cycle: 'weekly', seats: 0, ref: 'a b' }, {}],
    [{ seats: 2.5 }, {}],
    [
      { resume: 1, setup_intent: 'seti_1Qx', redirect_status: 'succeeded' },
      { resume: 1, setup_intent: 'seti_1Qx', redirect_status: 'succeeded' },
    ],
    [{ resume: 'yes', setup_intent: 'pi_1', redirect_status: 'FAILED!' }, {}],
  ])('%o → %o', (raw, search) => {
    expect(upgradeSearch(raw)).toEqual(search);
  });
});
