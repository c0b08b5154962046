import { describe, expect, it } from 'vitest';
import { businessCoverage, type CoverageFacts } from '../../src/domain/identification/coverage';

const licence = (payForMembers: boolean, payForInvitations: boolean) => ({
  payForMembers,
  payForInvitations,
});
// Pays under eIDAS for members and invitees, under ZertES for members only.
const LICENCES = { eidas: licence(true, true), zertes: licence(true, false) };
const NONE = { eidas: licence(false, false), zertes: licence(false, false) };
const OPEN_QES = { statusOverall: 'OPEN', quality: 'QES', legislation: 'UNDEFINED' } as const;
const unlocked = { locked: false, licences: LICENCES };

type Request = CoverageFacts['request'];
const request = (changes: Partial<Request>): Request => ({ ...OPEN_QES, ...changes });

describe('whether the request’s business pays a signer’s identification (coverage)', () => {
  it.each<[string, CoverageFacts, { eidas: boolean; zertes: boolean }]>([
    // without a legislation, each legislation by its own licence
    [
      'member, no legislation',
      { request: request({}), business: unlocked, signerIsMember: true },
      { eidas: true, zertes: true },
    ],
    [
      'invitee, no legislation',
      { request: request({}), business: unlocked, signerIsMember: false },
      { eidas: true, zertes: false },
    ],
    // a legislation: only that one is paid
    [
      'invitee, eIDAS',
      { request: request({ legislation: 'EIDAS' }), business: unlocked, signerIsMember: false },
      { eidas: true, zertes: false },
    ],
    [
      'invitee, ZertES (licensed for members only)',
      { request: request({ legislation: 'ZERTES' }), business: unlocked, signerIsMember: false },
      { eidas: false, zertes: false },
    ],
    [
      'member, ZertES',
      { request: request({ legislation: 'ZERTES' }), business: unlocked, signerIsMember: true },
      { eidas: false, zertes: true },
    ],
    [
      'member, eIDAS',
      { request: request({ legislation: 'EIDAS' }), business: unlocked, signerIsMember: true },
      { eidas: true, zertes: false },
    ],
    // the qualities that need an identification
    [
      'AES',
      { request: request({ quality: 'AES' }), business: unlocked, signerIsMember: true },
      { eidas: true, zertes: true },
    ],
    [
      'AES_MINIMAL',
      { request: request({ quality: 'AES_MINIMAL' }), business: unlocked, signerIsMember: true },
      { eidas: true, zertes: true },
    ],
    [
      'SES',
      { request: request({ quality: 'SES' }), business: unlocked, signerIsMember: true },
      { eidas: false, zertes: false },
    ],
    [
      'PART11',
      { request: request({ quality: 'PART11' }), business: unlocked, signerIsMember: true },
      { eidas: false, zertes: false },
    ],
    // only an open request
    [
      'signed',
      { request: request({ statusOverall: 'SIGNED' }), business: unlocked, signerIsMember: true },
      { eidas: false, zertes: false },
    ],
    [
      'withdrawn',
      {
        request: request({ statusOverall: 'WITHDRAWN' }),
        business: unlocked,
        signerIsMember: true,
      },
      { eidas: false, zertes: false },
    ],
    // the business
    [
      'no business',
      { request: request({}), business: null, signerIsMember: false },
      { eidas: false, zertes: false },
    ],
    [
      'locked business',
      {
        request: request({}),
        business: { locked: true, licences: LICENCES },
        signerIsMember: true,
      },
      { eidas: false, zertes: false },
    ],
    [
      'plan without licences',
      { request: request({}), business: { locked: false, licences: NONE }, signerIsMember: true },
      { eidas: false, zertes: false },
    ],
    [
      'unknown plan',
      { request: request({}), business: { locked: false, licences: null }, signerIsMember: true },
      { eidas: false, zertes: false },
    ],
  ])('%s', (_, facts, coverage) => {
    expect(businessCoverage(facts)).toEqual(coverage);
  });
});
