import { describe, expect, it } from 'vitest';
import type { Quality, User } from './checks';
import { signingSteps } from './steps';

const ready: Pick<User, 'highestQuality' | 'attributes' | 'signatures' | 'business'> = {
  highestQuality: 'qes',
  business: null,
  attributes: { accepted_gtc: ['2026-11-01T09:00:00.000Z'], free_signatures_remaining: ['3'] },
  signatures: [{ name: 'Dana Demo', language: 'en', location: 'Zürich' }],
};
const fresh = { ...ready, attributes: { free_signatures_remaining: ['3'] }, signatures: [] };
const free = {
  ...ready,
  attributes: {
    ...ready.attributes,
    free_account_type: ['free_v1' as const],
    free_signatures_remaining: ['0'],
  },
};
const member = {
  ...free,
  business: {
    id: 'biz_4Tq9LmZx2Wc7Rp1K',
    name: 'Acme AG',
    role: 'member' as const,
    paymentMethod: 'TRIALING' as const,
    trialEndsAt: null,
    pricePlan: { name: 'team', startAt: '2026-11-01T09:00:00.000Z' },
    deletionScheduledAt: null,
    userPilotEnabled: false,
    part11Enabled: false,
  },
};

const rows: [string, typeof ready, Quality, string[]][] = [
  ['simple, nothing missing', ready, 'SES', []],
  ['simple, terms and stamp missing', fresh, 'SES', ['terms-of-use', 'visual-signature-data']],
  [
    'advanced: the code notice last',
    fresh,
    'AES',
    ['terms-of-use', 'visual-signature-data', 'mobile-aes'],
  ],
  ['qualified', ready, 'QES', ['mobile-aes']],
  ['minimal advanced', ready, 'AES_MINIMAL', ['mobile-aes']],
  ['demo is simple', ready, 'DEMO', []],
  [
    'Part 11: name and reason, then the meaning',
    ready,
    'PART11',
    ['part-11-info', 'part-11-verification'],
  ],
  [
    'Part 11 after terms and stamp',
    fresh,
    'PART11',
    ['terms-of-use', 'visual-signature-data', 'part-11-info', 'part-11-verification'],
  ],
  [
    'a level too low: only the upgrade',
    { ...fresh, highestQuality: 'aes' },
    'QES',
    ['upgrade-standards'],
  ],
  [
    'unverified: only the upgrade',
    { ...ready, highestQuality: null },
    'SES',
    ['upgrade-standards'],
  ],
  ['no credit left: only the plan', free, 'AES', ['upgrade-plan']],
  ['a member with no free credit left signs: the business pays', member, 'AES', ['mobile-aes']],
  ['quality before credit', { ...free, highestQuality: 'ses' }, 'QES', ['upgrade-standards']],
];

describe('what an account holder is asked before signing, in order', () => {
  it.each(rows)('%s', (_, user, quality, steps) => {
    expect(signingSteps(user, quality)).toEqual(steps);
  });
});
