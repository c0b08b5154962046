import type { QueryClient } from '@tanstack/react-query';

export interface AuthContext {
  isAuthenticated: () => boolean;
}

/** What every route's beforeLoad and loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}
