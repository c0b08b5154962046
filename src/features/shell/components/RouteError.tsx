import { useEffect, useState } from 'react';
import { SearchParamError } from '@tanstack/react-router';
import { errorReporter } from '../adapters/setup';
import { reloadOnChunkError } from '../errors/chunk-reload';
import { NotFoundPage, SorryPage } from './ErrorPage';
import { PageLoading } from './PageLoading';

/**
 * The root route's error page: a stale chunk reloads once (the spinner bridges the reload);
 * anything else, or a second chunk failure within the guard, is reported and shows the
 * generic error page. A query a route's validation refuses is a fatal 404 (spec 8).
 */
export function RouteError({ error }: { error: unknown }) {
  // Decided once per error page; the 10 s guard keeps a repeated call from reloading twice.
  const [reloading] = useState(() => reloadOnChunkError(error));
  const invalidQuery = error instanceof SearchParamError;
  useEffect(() => {
    if (reloading) return;
    errorReporter.capture(
      invalidQuery ? new Error(`Page Not Found: ${window.location.pathname}`) : error,
    );
  }, [error, reloading, invalidQuery]);
  if (reloading) return <PageLoading />;
  return invalidQuery ? <NotFoundPage /> : <SorryPage />;
}
