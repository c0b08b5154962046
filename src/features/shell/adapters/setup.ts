import { analyticsKey, environment, errorReportingDsn, guidanceKey } from '../environment/config';
import { reloadOnChunkError, withoutForceReload } from '../errors/chunk-reload';
import { createAnalytics } from './analytics';
import { createErrorReporter } from './error-reporting';
import { consoleGuidanceTool, createGuidanceController } from './guidance';

/** The app's configured adapters; each is off while its setting is absent (see README). */
export const errorReporter = createErrorReporter({
  environment,
  dsn: errorReportingDsn,
  userAgent: navigator.userAgent,
  url: () => window.location.href,
});

// The local sandbox transport: a vendor snippet replaces it where analytics are contracted.
export const analytics = createAnalytics(analyticsKey, {
  send: (key, fields) => console.info('[analytics]', key, fields),
});

export const guidance = createGuidanceController(guidanceKey ? consoleGuidanceTool : null);

/** Reports unhandled failures and turns a stale chunk into one fresh page load. */
export function installErrorHandling(): void {
  const fresh = withoutForceReload(window.location.href);
  if (fresh) window.history.replaceState(window.history.state, '', fresh);
  // Vite fires this when a lazily loaded chunk or its CSS cannot be fetched.
  window.addEventListener('vite:preloadError', (event) => {
    if (
      reloadOnChunkError(
        (event as Event & { payload?: unknown }).payload ?? 'Unable to preload CSS',
      )
    ) {
      event.preventDefault();
    }
  });
  window.addEventListener('error', (event) => errorReporter.capture(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => {
    if (!reloadOnChunkError(event.reason)) errorReporter.capture(event.reason);
  });
}
