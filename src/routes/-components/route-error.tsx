import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';

export interface RouteErrorViewProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A route's error component around the feature's error view. Retry clears the route's error
 * and the query errors (a suspense query would otherwise throw the cached error again) and
 * loads the route anew.
 */
export function routeError(View: ComponentType<RouteErrorViewProps>) {
  return function RouteError({ error, reset }: ErrorComponentProps) {
    const router = useRouter();
    const queries = useQueryErrorResetBoundary();
    const retry = () => {
      queries.reset();
      reset();
      void router.invalidate();
    };
    return <View error={error} onRetry={retry} />;
  };
}
