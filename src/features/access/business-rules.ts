import type { Viewer } from './viewer';

/** Where a business rule sends the visitor; `notAllowed` also shows the business.not_allowed snackbar. */
export type BusinessRedirect = { to: string; notAllowed?: boolean } | null;

const SIGNUP = /^\/business\/signup(\/|$)/;
const REGISTER = '/business/register';
// Pages a restricted (trial expired or locked) admin may still open.
const OPEN_WHEN_RESTRICTED = ['/business/members', '/business/upgrade', '/logout'];

const isBusinessPath = (path: string) => path === '/business' || path.startsWith('/business/');

/** Trial-expired or locked admins are held on the members page, wherever they go. */
export function restrictedAdminRedirect(pathname: string, viewer: Viewer): BusinessRedirect {
  if (viewer.business?.role !== 'admin' || !viewer.business.restricted) return null;
  return OPEN_WHEN_RESTRICTED.includes(pathname) ? null : { to: '/business/members' };
}

/**
 * The business pages' own rules (spec 2, "Redirect rules for business pages"). Anonymous
 * visitors are left to the role check, which sends them to /login.
 */
export function businessPageRedirect(pathname: string, viewer: Viewer): BusinessRedirect {
  if (!isBusinessPath(pathname) || viewer.role === 'unauthenticated') return null;
  const onSignup = SIGNUP.test(pathname) || pathname === REGISTER;
  if (viewer.business?.role === 'admin') return onSignup ? { to: '/business/profile' } : null;
  if (viewer.business?.role === 'member') return { to: '/', notAllowed: true };
  // Non-members: the role table grants them /business/upgrade (strict user), so it stays open.
  if (onSignup || pathname === '/business/upgrade') return null;
  return { to: REGISTER };
}
