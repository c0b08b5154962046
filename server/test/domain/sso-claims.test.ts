import { describe, expect, it } from 'vitest';
import { claimsVerdict, type SsoClaims } from '../../src/domain/sso/claims';
import { namesFromEmail } from '../../src/sandboxes/sso-provider/provider';

const verified = (email: unknown): SsoClaims => ({ email, email_verified: true });

describe('claimsVerdict: what the company set-up lets in', () => {
  const cases: [
    string,
    SsoClaims,
    { owner: string | null; account: string | null },
    ReturnType<typeof claimsVerdict>['kind'],
  ][] = [
    [
      'a verified address at the domain',
      verified('Dana@Acme.example'),
      { owner: null, account: null },
      'accepted',
    ],
    [
      'a member of the owning business',
      verified('dana@acme.example'),
      { owner: 'biz_a', account: 'biz_a' },
      'accepted',
    ],
    [
      'a free account, domain of a business',
      verified('dana@acme.example'),
      { owner: 'biz_a', account: null },
      'accepted',
    ],
    [
      'an account of another business',
      verified('dana@acme.example'),
      { owner: 'biz_a', account: 'biz_b' },
      'refused',
    ],
    [
      'an address outside the domain',
      verified('dana@other.example'),
      { owner: null, account: null },
      'refused',
    ],
    [
      'a subdomain is another domain',
      verified('dana@eu.acme.example'),
      { owner: null, account: null },
      'refused',
    ],
    [
      'an unverified address',
      { email: 'dana@acme.example', email_verified: false },
      { owner: null, account: null },
      'refused',
    ],
    [
      'email_verified as a string',
      { email: 'dana@acme.example', email_verified: 'true' },
      { owner: null, account: null },
      'refused',
    ],
    ['no e-mail claim', { email_verified: true }, { owner: null, account: null }, 'refused'],
    ['an e-mail that is not a string', verified(42), { owner: null, account: null }, 'refused'],
  ];
  it.each(cases)('%s', (_name, claims, { owner, account }, expected) => {
    const verdict = claimsVerdict({
      domain: 'acme.example',
      claims,
      ownerBusinessId: owner,
      accountBusinessId: account,
    });
    expect(verdict.kind).toBe(expected);
  });

  it('answers the address lower-cased', () => {
    expect(
      claimsVerdict({
        domain: 'acme.example',
        claims: verified(' Dana@ACME.example '),
        ownerBusinessId: null,
        accountBusinessId: null,
      }),
    ).toEqual({ kind: 'accepted', email: 'dana@acme.example' });
  });
});

describe('namesFromEmail: the sandbox provider names a person by the address', () => {
  it.each([
    ['dana.demo@acme.example', 'Dana', 'Demo'],
    ['anne-marie_von.berg@acme.example', 'Anne', 'Marie Von Berg'],
    ['kim@acme.example', 'Kim', 'User'],
  ])('%s', (email, givenName, familyName) => {
    expect(namesFromEmail(email)).toEqual({ givenName, familyName });
  });
});
