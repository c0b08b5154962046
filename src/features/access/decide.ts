import { businessPageRedirect, restrictedAdminRedirect } from './business-rules';
import { admits, type RouteAccess } from './roles';
import type { Viewer } from './viewer';

export interface NavigationInput {
  meta: RouteAccess;
  pathname: string;
  viewer: Viewer;
  cookiesEnabled: boolean;
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
// Leaving must always work, whatever else the account still has to do.
const ALWAYS_OPEN = ['/logout', '/sorry', '/maintenance'];

/** The one place that decides whether a navigation goes ahead; pure, run in the root beforeLoad. */
export function decideNavigation({
  meta,
  pathname,
  viewer,
  cookiesEnabled,
}: NavigationInput): Decision {
  if (!cookiesEnabled) return pathname === COOKIES_BLOCKED ? allow : to(COOKIES_BLOCKED);
  if (pathname === COOKIES_BLOCKED) return to('/');
  if (ALWAYS_OPEN.includes(pathname)) return allow;

  if (viewer.role === 'unauthenticated') {
    if (admits(meta, viewer.role, viewer.guest)) return allow;
    return to('/login', { rememberReturn: true });
  }

  if (viewer.weakPassword) return pathname === CHANGE_PASSWORD ? allow : to(CHANGE_PASSWORD);

  const business =
    restrictedAdminRedirect(pathname, viewer) ?? businessPageRedirect(pathname, viewer);
  if (business) return to(business.to, business.notAllowed ? { notAllowed: true } : {});

  if (admits(meta, viewer.role, viewer.guest)) return allow;
  // Sign-in and registration pages have nothing for a signed-in visitor: home, not a 404.
  if (meta.roles.length === 1 && meta.roles[0] === 'unauthenticated') return to('/');
  return { kind: 'notFound' };
}
