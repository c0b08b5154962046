import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: from a fast JSON answer to a 40 MB upload or a time-stamped signature. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SIGNING_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

export interface Metrics {
  registry: Registry;
  /** Labels: operation (the contract's operationId, else the route pattern), method, status_class. */
  requestSeconds: Histogram<'operation' | 'method' | 'status_class'>;
  /** Making one PAdES signature (time-stamp included). */
  signingSeconds: Histogram;
  jobRuns: Counter<'job'>;
  jobFailures: Counter<'job'>;
}

/**
 * The process's metrics in a registry of its own (not prom-client's global one), so that
 * several apps in one process (tests) do not collide.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'paraph_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, per operation and status class',
      labelNames: ['operation', 'method', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    signingSeconds: new Histogram({
      name: 'paraph_signing_duration_seconds',
      help: 'Time to make one PAdES signature, time-stamp included',
      buckets: SIGNING_BUCKETS,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'paraph_job_runs_total',
      help: 'Scheduled job runs on this node (runs skipped for another node holding the lock not counted)',
      labelNames: ['job'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'paraph_job_failures_total',
      help: 'Scheduled job runs that failed',
      labelNames: ['job'],
      registers: [registry],
    }),
  };
}
