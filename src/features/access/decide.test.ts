import { describe, expect, it } from 'vitest';
import { decideNavigation, type Decision } from './decide';
import { fixtures } from './fixtures';
import type { RouteAccess } from './roles';
import type { Viewer } from './viewer';

const user: RouteAccess = { roles: ['user'] };
const member: RouteAccess = { roles: ['member'] };
const admin: RouteAccess = { roles: ['admin'] };
const signedOut: RouteAccess = { roles: ['unauthenticated'] };
const guest: RouteAccess = { roles: ['nas'] };
const anyone: RouteAccess = { roles: ['unauthenticated', 'user', 'member', 'admin', 'nas'] };
const register: RouteAccess = { roles: ['user'], strict: true };
const upgrade: RouteAccess = { roles: ['user', 'admin'], strict: true };

const allow: Decision = { kind: 'allow' };
const notFound: Decision = { kind: 'notFound' };
const go = (to: string, extra = {}): Decision => ({ kind: 'redirect', to, ...extra });

const cases: [string, Viewer, RouteAccess, string, Decision][] = [
  // who, viewer, route meta, path, decision
  [
    'anonymous on a user page',
    fixtures.anonymous,
    user,
    '/dashboard',
    go('/login', { rememberReturn: true }),
  ],
  ['anonymous on the login page', fixtures.anonymous, signedOut, '/login', allow],
  ['anonymous on a status page', fixtures.anonymous, anyone, '/signed', allow],
  [
    'anonymous on a guest page without a link',
    fixtures.anonymous,
    guest,
    '/direct-sign/identification/eidas',
    go('/login', { rememberReturn: true }),
  ],
  ['a guest link', fixtures.guest, guest, '/view/r1/g1', allow],
  ['a user on a user page', fixtures.user, user, '/dashboard', allow],
  ['a user on a member page', fixtures.user, member, '/a-member-page', notFound],
  [
    'a user on an admin page',
    fixtures.user,
    admin,
    '/business/dashboard',
    go('/business/register'),
  ],
  [
    'a user on a guest page without a link',
    fixtures.user,
    guest,
    '/direct-sign/identification/eidas',
    notFound,
  ],
  ['a user on a guest link', { ...fixtures.user, guest: true }, guest, '/view/r1/g1', allow],
  ['a user on the login page', fixtures.user, signedOut, '/login', go('/')],
  ['a member on a member page', fixtures.member, member, '/a-member-page', allow],
  ['an admin on a member page', fixtures.admin, member, '/a-member-page', allow],
  ['an admin on a user page', fixtures.admin, user, '/dashboard', allow],
  [
    'a weak password anywhere',
    fixtures.weakPassword,
    user,
    '/dashboard',
    go('/profile/change-password'),
  ],
  [
    'a weak password on the change page',
    fixtures.weakPassword,
    user,
    '/profile/change-password',
    allow,
  ],
  ['a weak password signing out', fixtures.weakPassword, anyone, '/logout', allow],
  [
    'an incomplete SSO set-up anywhere',
    fixtures.ssoIncomplete,
    user,
    '/dashboard',
    go('/signup/sso'),
  ],
  ['an incomplete SSO set-up on its page', fixtures.ssoIncomplete, anyone, '/signup/sso', allow],
  ['an incomplete SSO set-up signing out', fixtures.ssoIncomplete, anyone, '/logout', allow],
  ['the new free plan on /upload', fixtures.freePlan, user, '/upload', go('/')],
  ['the new free plan on the dashboard', fixtures.freePlan, user, '/dashboard', allow],
  ['an older free plan on /upload', fixtures.legacyFreePlan, user, '/upload', allow],
  ['a paying user on /upload', fixtures.user, user, '/upload', allow],
  // Business rules (spec 2 of the business document).
  [
    'an admin on business signup',
    fixtures.admin,
    signedOut,
    '/business/signup',
    go('/business/profile'),
  ],
  [
    'an admin on business signup steps',
    fixtures.admin,
    signedOut,
    '/business/signup/steps',
    go('/business/profile'),
  ],
  [
    'an admin on business register',
    fixtures.admin,
    register,
    '/business/register',
    go('/business/profile'),
  ],
  ['an admin on a business page', fixtures.admin, admin, '/business/settings', allow],
  ['an admin on business upgrade', fixtures.admin, upgrade, '/business/upgrade', allow],
  [
    'a member on a business page',
    fixtures.member,
    admin,
    '/business/settings',
    go('/', { notAllowed: true }),
  ],
  [
    'a member on business upgrade',
    fixtures.member,
    upgrade,
    '/business/upgrade',
    go('/', { notAllowed: true }),
  ],
  [
    'a non-member on the bare business page',
    fixtures.user,
    user,
    '/business',
    go('/business/register'),
  ],
  ['a non-member on business register', fixtures.user, register, '/business/register', allow],
  ['a non-member on business upgrade', fixtures.user, upgrade, '/business/upgrade', allow],
  ['anonymous on business signup', fixtures.anonymous, signedOut, '/business/signup', allow],
  [
    'anonymous on a business page',
    fixtures.anonymous,
    admin,
    '/business/members',
    go('/login', { rememberReturn: true }),
  ],
  [
    'a trial-expired admin on the dashboard',
    fixtures.trialExpiredAdmin,
    user,
    '/dashboard',
    go('/business/members'),
  ],
  [
    'a trial-expired admin on a business page',
    fixtures.trialExpiredAdmin,
    admin,
    '/business/settings',
    go('/business/members'),
  ],
  [
    'a trial-expired admin on members',
    fixtures.trialExpiredAdmin,
    admin,
    '/business/members',
    allow,
  ],
  ['a locked admin on business upgrade', fixtures.lockedAdmin, upgrade, '/business/upgrade', allow],
  ['a locked admin signing out', fixtures.lockedAdmin, anyone, '/logout', allow],
  [
    'an admin in the trial on a business page',
    fixtures.trialAdmin,
    admin,
    '/business/settings',
    allow,
  ],
  ['an admin in the trial on the dashboard', fixtures.trialAdmin, user, '/dashboard', allow],
  [
    'a member on the bare business page',
    fixtures.member,
    user,
    '/business',
    go('/', { notAllowed: true }),
  ],
  [
    'a member on business register',
    fixtures.member,
    register,
    '/business/register',
    go('/', { notAllowed: true }),
  ],
  [
    'a member on business members',
    fixtures.member,
    admin,
    '/business/members',
    go('/', { notAllowed: true }),
  ],
  // A restricted business holds only its admins; members are told in a dialog, not redirected.
  ['a locked member on the dashboard', fixtures.lockedMember, user, '/dashboard', allow],
  [
    'a locked member on a business page',
    fixtures.lockedMember,
    admin,
    '/business/members',
    go('/', { notAllowed: true }),
  ],
  ['a member on a free plan on /upload', fixtures.memberOnFreePlan, user, '/upload', allow],
  [
    'a trial-expired admin on business upgrade',
    fixtures.trialExpiredAdmin,
    upgrade,
    '/business/upgrade',
    allow,
  ],
  [
    'a locked admin on business register',
    fixtures.lockedAdmin,
    register,
    '/business/register',
    go('/business/members'),
  ],
  [
    'a locked admin on members/domains',
    fixtures.lockedAdmin,
    admin,
    '/business/members/domains',
    go('/business/members'),
  ],
];

describe('decideNavigation', () => {
  it.each(cases)('%s', (_, viewer, meta, pathname, expected) => {
    expect(decideNavigation({ meta, pathname, viewer, cookiesEnabled: true })).toEqual(expected);
  });

  it('sends everyone to /cookiesblocked while cookies are off, and home once they are on', () => {
    const input = { meta: user, viewer: fixtures.user, pathname: '/dashboard' };
    expect(decideNavigation({ ...input, cookiesEnabled: false })).toEqual(go('/cookiesblocked'));
    const blocked = { meta: anyone, viewer: fixtures.anonymous, pathname: '/cookiesblocked' };
    expect(decideNavigation({ ...blocked, cookiesEnabled: false })).toEqual(allow);
    expect(decideNavigation({ ...blocked, cookiesEnabled: true })).toEqual(go('/'));
  });

  it('sends everyone to /maintenance during a blocking maintenance', () => {
    const during = { cookiesEnabled: true, blockingMaintenance: true };
    for (const viewer of [fixtures.user, fixtures.anonymous, fixtures.admin]) {
      expect(decideNavigation({ ...during, meta: user, viewer, pathname: '/dashboard' })).toEqual(
        go('/maintenance'),
      );
    }
    const onPage = { ...during, meta: anyone, viewer: fixtures.user, pathname: '/maintenance' };
    expect(decideNavigation(onPage)).toEqual(allow);
  });

  it('shows /expired once a session ended, keeping the wanted URL', () => {
    const ended = { cookiesEnabled: true, sessionEnded: true, viewer: fixtures.anonymous };
    expect(decideNavigation({ ...ended, meta: user, pathname: '/dashboard' })).toEqual(
      go('/expired', { rememberReturn: true }),
    );
    expect(decideNavigation({ ...ended, meta: signedOut, pathname: '/login' })).toEqual(
      go('/expired', { rememberReturn: true }),
    );
    expect(decideNavigation({ ...ended, meta: anyone, pathname: '/expired' })).toEqual(allow);
    // A new session makes the old one irrelevant.
    expect(
      decideNavigation({ ...ended, viewer: fixtures.user, meta: user, pathname: '/dashboard' }),
    ).toEqual(allow);
  });
});
