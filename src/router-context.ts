import type { QueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import type { RouteAccess } from './features/access';
import type { Layout, LayoutOptions } from './features/shell';

export interface AuthContext {
  isAuthenticated: () => boolean;
}

/** What every route's beforeLoad and loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

export interface EarlyDataArgs {
  queryClient: QueryClient;
  params: Record<string, string>;
  search: Record<string, unknown>;
}

/**
 * Every route declares who may open it, its layout and optionally its title. Required, so a
 * route without them does not compile; the root route's guard and layout read the leaf's.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteAccess {
    layout: Layout;
    /** The admin layout's options: its sidebar (on unless false), the business-profile tabs. */
    layoutOptions?: LayoutOptions;
    title?: MessageDescriptor;
    /**
     * Starts the page's queries that need nothing but the session, while the root guard still
     * loads the user; the loader then finds them in flight instead of starting them a round trip
     * later. Only called for signed-in visitors; `search` is the route's validated query.
     */
    earlyData?: (args: EarlyDataArgs) => void;
  }
}
