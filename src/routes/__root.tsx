import { Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import { fetchClient } from '../api/client';
import { everyone } from '../features/access';
import { BillingNotices } from '../features/billing';
import { BusinessPrompts } from '../features/members';
import { SessionExpiryWatch, sessionEndMiddleware, termsUrl } from '../features/auth';
import {
  MaintenanceWatch,
  NotFoundPage,
  RouteError,
  ShellAdapters,
  ShellHosts,
  TestSystemBorder,
  ThemeSync,
} from '../features/shell';
import { hostSources } from '../dialogs';
import type { RouterContext } from '../router-context';
import { guardNavigation } from './-components/guard';
import { RouteLayout } from './-components/RouteLayout';
import { showsNotFound } from './-components/not-found';
import { usePageTitle } from './-components/use-page-title';

// Sees a refused token before the app's 401 handling sends the user to /login.
fetchClient.use(sessionEndMiddleware);

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { roles: everyone, layout: 'none' },
  beforeLoad: ({ context, location, matches, preload }) =>
    guardNavigation(context, location, matches.at(-1), preload),
  component: Root,
  // Rendered in the root's outlet; the root then drops the layout (the page has its own frame).
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function Root() {
  usePageTitle();
  const { auth } = Route.useRouteContext();
  const layout = useMatches({
    select: (matches) => (showsNotFound(matches) ? 'none' : matches.at(-1)?.staticData.layout),
  });
  // Guest and direct-sign pages are someone else's request: no business prompts or notices there.
  const onGuestPage = useMatches({
    select: (matches) => {
      const leaf = matches.at(-1);
      return (
        !!leaf &&
        (leaf.staticData.roles.includes('nas') || leaf.pathname.startsWith('/direct-sign'))
      );
    },
  });
  const layoutOptions = useMatches({
    // The route's own staticData object: the same reference on every render.
    select: (matches) => matches.at(-1)?.staticData.layoutOptions,
  });
  return (
    <>
      <ThemeSync />
      <TestSystemBorder />
      <MaintenanceWatch signedIn={auth.isAuthenticated} />
      <SessionExpiryWatch />
      <ShellAdapters signedIn={auth.isAuthenticated()} />
      <RouteLayout layout={layout ?? 'none'} options={layoutOptions}>
        <Outlet />
      </RouteLayout>
      <ShellHosts sources={hostSources} />
      <BusinessPrompts enabled={auth.isAuthenticated() && !onGuestPage} />
      {/* After the business prompts: when both have something, theirs opens first. */}
      <BillingNotices enabled={auth.isAuthenticated() && !onGuestPage} termsUrl={termsUrl} />
    </>
  );
}
