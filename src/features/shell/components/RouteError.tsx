import { useEffect, useState } from 'react';
import { errorReporter } from '../adapters/setup';
import { reloadOnChunkError } from '../errors/chunk-reload';
import { SorryPage } from './ErrorPage';
import { PageLoading } from './PageLoading';

/**
 * The root route's error page: a stale chunk reloads once (the spinner bridges the reload);
 * anything else, or a second chunk failure within the guard, is reported and shows the
 * generic error page.
 */
export function RouteError({ error }: { error: unknown }) {
  // Decided once per error page; the 10 s guard keeps a repeated call from reloading twice.
  const [reloading] = useState(() => reloadOnChunkError(error));
  useEffect(() => {
    if (!reloading) errorReporter.capture(error);
  }, [error, reloading]);
  return reloading ? <PageLoading /> : <SorryPage />;
}
