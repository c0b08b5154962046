import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { hasGuestCredentials, viewerFromUser } from './viewer';

describe('viewerFromUser', () => {
  it('treats a user without business fields as a plain user', () => {
    expect(fixtures.user).toEqual({
      role: 'user',
      guest: false,
      weakPassword: false,
      ssoIncomplete: false,
      newFreePlan: false,
      business: null,
    });
  });

  it('reads an incomplete SSO set-up and the new free plan', () => {
    expect(fixtures.ssoIncomplete.ssoIncomplete).toBe(true);
    expect(viewerFromUser({ hasSso: true, ssoSetupIncomplete: false }).ssoIncomplete).toBe(false);
    expect(fixtures.freePlan.newFreePlan).toBe(true);
    expect(fixtures.legacyFreePlan.newFreePlan).toBe(false);
  });

  it('reads the weak_password attribute', () => {
    expect(fixtures.weakPassword.weakPassword).toBe(true);
    expect(viewerFromUser({ attributes: { weak_password: ['false'] } }).weakPassword).toBe(false);
    expect(viewerFromUser({ attributes: { weak_password: [] } }).weakPassword).toBe(false);
  });

  it('derives member and admin from business fields or flags', () => {
    expect(fixtures.member.role).toBe('member');
    expect(fixtures.admin.role).toBe('admin');
    expect(fixtures.flaggedAdmin.role).toBe('admin');
    expect(fixtures.trialExpiredAdmin.business).toEqual({ role: 'admin', restricted: true });
    expect(fixtures.lockedAdmin.business?.restricted).toBe(true);
    expect(viewerFromUser({ business: { role: 'admin', locked: true } }).business?.restricted).toBe(
      true,
    );
  });

  it('makes no user anonymous', () => {
    expect(viewerFromUser(null).role).toBe('unauthenticated');
    expect(viewerFromUser(undefined, true)).toMatchObject({ role: 'unauthenticated', guest: true });
  });

  it('finds guest credentials in the path parameters', () => {
    expect(hasGuestCredentials({ id: 'r1', userid: 'g1' })).toBe(true);
    expect(hasGuestCredentials({ srid: 'r1' })).toBe(false);
  });
});
