import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from './api/session';
import { withRemainingMessages, type LazyView } from './i18n/lazy-views';
import { routeTree } from './routeTree.gen';
import { PageLoading } from './features/shell';

const ROUTE_VIEWS = [
  'component',
  'pendingComponent',
  'errorComponent',
  'notFoundComponent',
] as const;

/**
 * The views the code splitter moved to their page's chunk (those with `preload`) wait for the
 * rest of the messages too; the first page's views ship with the entry, as do their messages.
 */
function lazyViewsWaitForMessages(routes: AnyRoute[]) {
  for (const route of routes) {
    // Typed loosely: each view has its own props; the wrapper passes them on untouched.
    const views = route.options as Partial<Record<(typeof ROUTE_VIEWS)[number], unknown>>;
    for (const key of ROUTE_VIEWS) {
      const view = views[key] as LazyView<object> | null | false | undefined;
      if (view && view.preload) views[key] = withRemainingMessages(view);
    }
  }
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: { isAuthenticated: () => tokenStore.get() !== null } },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    scrollRestoration: true,
  });
  lazyViewsWaitForMessages(Object.values(router.routesById) as AnyRoute[]);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
