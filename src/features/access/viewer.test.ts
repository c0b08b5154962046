import { describe, expect, it } from 'vitest';
import { fixtures, userFixture } from './fixtures';
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
    const finished = userFixture({ hasSso: true, ssoSetupIncomplete: false });
    expect(viewerFromUser(finished).ssoIncomplete).toBe(false);
    expect(fixtures.freePlan.newFreePlan).toBe(true);
    expect(fixtures.legacyFreePlan.newFreePlan).toBe(false);
  });

  it('reads the weak_password attribute', () => {
    expect(fixtures.weakPassword.weakPassword).toBe(true);
    const weak = (value: string[]) =>
      viewerFromUser(userFixture({}, { weak_password: value })).weakPassword;
    expect(weak(['false'])).toBe(false);
    expect(weak([])).toBe(false);
  });

  it('derives member and admin from the business of the user', () => {
    expect(fixtures.member.role).toBe('member');
    expect(fixtures.admin.role).toBe('admin');
    expect(fixtures.admin.business).toEqual({ role: 'admin', restricted: false, metered: false });
    expect(fixtures.trialAdmin.business?.restricted).toBe(false);
    expect(fixtures.trialExpiredAdmin.business).toEqual({
      role: 'admin',
      restricted: true,
      metered: false,
    });
    expect(fixtures.lockedAdmin.business?.restricted).toBe(true);
    expect(fixtures.lockedMember.business).toEqual({
      role: 'member',
      restricted: true,
      metered: false,
    });
    expect(fixtures.cancelledPlanMember.business?.metered).toBe(true);
  });

  it('puts no member or admin on a free plan', () => {
    expect(fixtures.memberOnFreePlan.newFreePlan).toBe(false);
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
