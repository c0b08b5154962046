import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** Past this the process exits 1 with whatever is still running (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * How long /readyz answers 503 while the server still takes requests, so that load balancers
   * see it before the listener closes (SHUTDOWN_DELAY_MS; 0 closes at once).
   */
  delayMs: number;
  exit?: (code: number) => void;
}

/**
 * Graceful drain on SIGTERM and SIGINT: readiness turns 503, then Fastify's close stops
 * accepting connections, lets requests in flight finish, stops the scheduler (preClose) and
 * closes the database (onClose); exit 0. A second signal, or the deadline, ends it at once.
 */
export function drainOnSignals(app: FastifyInstance, options: DrainOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const drain = (signal: NodeJS.Signals) => {
    // Stop listening for signals, so that a second one exits at once (Node's default).
    process.off('SIGINT', drain);
    process.off('SIGTERM', drain);
    app.log.info({ signal, ...options }, 'draining');
    app.startDraining();
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'drain took too long, exiting');
      exit(1);
    }, options.timeoutMs);
    sleep(options.delayMs)
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(deadline);
          app.log.info('drained');
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGINT', drain);
  process.on('SIGTERM', drain);
}
