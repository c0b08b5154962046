import {
  notFound,
  redirect,
  type ParsedLocation,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { guestLinkFor } from '../../api/guest-links';
import { returnUrlStore } from '../../api/session';
import { decideNavigation, hasGuestCredentials, viewerFromUser } from '../../features/access';
import { sessionEnd } from '../../features/auth';
import { maintenanceBlocks, shellMessages } from '../../features/shell';
import { notify } from '../../ui';
import type { EarlyDataArgs, RouterContext } from '../../router-context';
import { takeHandoff } from './query-handoff';
import { currentUserQuery } from '../../api/queries';
import type { components } from '../../../openapi/schema.gen';

type User = components['schemas']['User'];

interface LeafMatch {
  staticData: StaticDataRouteOption;
  params: unknown;
  search: unknown;
}

/**
 * The guest's credentials: in the path of a guest link, or remembered for the request `sr`
 * names (the identification pages, after the provider's round trip lost the path).
 */
function carriesGuestLink(leaf: LeafMatch): boolean {
  if (hasGuestCredentials(leaf.params as Record<string, unknown>)) return true;
  const sr = (leaf.search as Record<string, unknown> | undefined)?.sr;
  return typeof sr === 'string' && guestLinkFor(sr) !== null;
}

async function loadUser({ auth, queryClient }: RouterContext): Promise<User | null> {
  if (!auth.isAuthenticated()) return null;
  try {
    return await queryClient.ensureQueryData(currentUserQuery());
  } catch (error) {
    // A 401 has already cleared the session (api/client): carry on as anonymous.
    if (!auth.isAuthenticated()) return null;
    throw error;
  }
}

/**
 * Runs in the root route's beforeLoad for every navigation: asks the pure rules in
 * features/access and turns the answer into a redirect, the 404 page or nothing.
 */
export async function guardNavigation(
  context: RouterContext,
  location: ParsedLocation,
  leaf: LeafMatch | undefined,
  preload: boolean,
) {
  if (!leaf) return;
  if (!preload) {
    const handoff = takeHandoff(location.pathname, location.searchStr, location.hash);
    if (handoff.newSession) {
      sessionEnd.clear();
      context.queryClient.clear();
    }
    if (handoff.cleanHref) throw redirect({ href: handoff.cleanHref, replace: true });
  }
  // Before anything reads the token store, which drops a lapsed token without a word.
  sessionEnd.noteLapsedToken();
  if (context.auth.isAuthenticated()) {
    leaf.staticData.earlyData?.({
      queryClient: context.queryClient,
      params: leaf.params as EarlyDataArgs['params'],
      search: leaf.search as EarlyDataArgs['search'],
    });
  }
  const [user, blockingMaintenance] = await Promise.all([
    loadUser(context),
    maintenanceBlocks(context.queryClient, document.cookie),
  ]);
  const viewer = viewerFromUser(user, carriesGuestLink(leaf));
  const sessionEnded = sessionEnd.happened();
  // Told once: on /expired itself, or superseded by a new session.
  if (!preload && (location.pathname === '/expired' || viewer.role !== 'unauthenticated')) {
    sessionEnd.clear();
  }
  const decision = decideNavigation({
    meta: leaf.staticData,
    pathname: location.pathname,
    viewer,
    cookiesEnabled: navigator.cookieEnabled,
    blockingMaintenance,
    sessionEnded,
  });
  if (decision.kind === 'allow') return;
  if (decision.kind === 'notFound') throw notFound();
  // A preload must not leave traces: no stored URL, no snackbar.
  if (!preload && decision.rememberReturn) returnUrlStore.remember(location.href);
  if (!preload && decision.notAllowed) {
    notify(shellMessages.businessNotAllowed, { color: 'warning' });
  }
  throw redirect({ href: decision.to, replace: true });
}
