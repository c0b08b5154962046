import type { QueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import type { RouteAccess } from './features/access';
import type { Layout } from './features/shell';

export interface AuthContext {
  isAuthenticated: () => boolean;
}

/** What every route's beforeLoad and loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

/**
 * Every route declares who may open it, its layout and optionally its title. Required, so a
 * route without them does not compile; the root route's guard and layout read the leaf's.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteAccess {
    layout: Layout;
    title?: MessageDescriptor;
  }
}
