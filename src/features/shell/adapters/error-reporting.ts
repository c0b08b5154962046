import type { Environment } from '../environment/environment';

export interface ErrorEvent {
  message: string;
  stack?: string;
  url: string;
  environment: Environment;
}

/** Where reported failures go; the sandbox default writes to the console only. */
export interface ErrorTransport {
  send(dsn: string, event: ErrorEvent): void;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  capture(error: unknown): void;
}

const BOT = /bot|crawler|spider|crawling|headlesschrome|lighthouse/i;

/** Posts the event to the DSN without holding up the page (sendBeacon survives unloads). */
export const beaconTransport: ErrorTransport = {
  send(dsn, event) {
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(dsn, body)) {
      void fetch(dsn, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  },
};

/**
 * Spec 8: failures reach the error-reporting service only in staging and production, and
 * only with a DSN configured; errors from bots are only logged.
 */
export function createErrorReporter({
  environment,
  dsn,
  userAgent,
  url,
  transport = beaconTransport,
  log = console.error,
}: {
  environment: Environment;
  dsn: string | undefined;
  userAgent: string;
  url: () => string;
  transport?: ErrorTransport;
  log?: (...args: unknown[]) => void;
}): ErrorReporter {
  const enabled = environment !== 'development' && Boolean(dsn) && !BOT.test(userAgent);
  return {
    enabled,
    capture(error) {
      log(error);
      if (!enabled || !dsn) return;
      const { message, stack } =
        error instanceof Error ? error : { message: String(error), stack: undefined };
      transport.send(dsn, { message, stack, url: url(), environment });
    },
  };
}
