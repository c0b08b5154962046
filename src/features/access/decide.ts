import { businessPageRedirect, restrictedAdminRedirect } from './business-rules';
import { admits, type RouteAccess } from './roles';
import type { Viewer } from './viewer';

export interface NavigationInput {
  meta: RouteAccess;
  pathname: string;
  viewer: Viewer;
  cookiesEnabled: boolean;
  /** An active blocking maintenance notice, and the visitor is not internal staff. */
  blockingMaintenance?: boolean;
  /** The session ended under the visitor (token lifetime over, or the server said 401). */
  sessionEnded?: boolean;
}

export type Decision =
  | { kind: 'allow' }
  /** `rememberReturn`: store the wanted URL so login can bring the visitor back. */
  | { kind: 'redirect'; to: string; rememberReturn?: boolean; notAllowed?: boolean }
  | { kind: 'notFound' };

const allow: Decision = { kind: 'allow' };
const to = (path: string, extra: Partial<Extract<Decision, { kind: 'redirect' }>> = {}) =>
  ({ kind: 'redirect', to: path, ...extra }) as const;

const COOKIES_BLOCKED = '/cookiesblocked';
const CHANGE_PASSWORD = '/profile/change-password';
const SSO_SIGNUP = '/signup/sso';
const EXPIRED = '/expired';
const MAINTENANCE = '/maintenance';
// Leaving must always work, whatever else the account still has to do.
const ALWAYS_OPEN = ['/logout', '/sorry', '/maintenance'];

/** The one place that decides whether a navigation goes ahead; pure, run in the root beforeLoad. */
export function decideNavigation({
  meta,
  pathname,
  viewer,
  cookiesEnabled,
  blockingMaintenance = false,
  sessionEnded = false,
}: NavigationInput): Decision {
  if (!cookiesEnabled) return pathname === COOKIES_BLOCKED ? allow : to(COOKIES_BLOCKED);
  if (pathname === COOKIES_BLOCKED) return to('/');
  if (blockingMaintenance && pathname !== MAINTENANCE) return to(MAINTENANCE);
  if (ALWAYS_OPEN.includes(pathname)) return allow;

  if (viewer.role === 'unauthenticated') {
    // The stored return URL survives, so signing in again leads back to where the user was.
    if (sessionEnded && pathname !== EXPIRED) return to(EXPIRED, { rememberReturn: true });
    if (admits(meta, viewer.role, viewer.guest)) return allow;
    return to('/login', { rememberReturn: true });
  }

  // Finishing the account comes first: the SSO registration, then a safe password.
  if (viewer.ssoIncomplete) return pathname === SSO_SIGNUP ? allow : to(SSO_SIGNUP);
  if (viewer.weakPassword) return pathname === CHANGE_PASSWORD ? allow : to(CHANGE_PASSWORD);
  if (viewer.newFreePlan && pathname === '/upload') return to('/');

  const business =
    restrictedAdminRedirect(pathname, viewer) ?? businessPageRedirect(pathname, viewer);
  if (business) return to(business.to, business.notAllowed ? { notAllowed: true } : {});

  if (admits(meta, viewer.role, viewer.guest)) return allow;
  // Sign-in and registration pages have nothing for a signed-in visitor: home, not a 404.
  if (meta.roles.length === 1 && meta.roles[0] === 'unauthenticated') return to('/');
  return { kind: 'notFound' };
}
