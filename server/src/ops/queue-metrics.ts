import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/database';
import type { Metrics } from './metrics';

/** The states a job waits or ends in; `done` rows are history, not depth, and not counted. */
const COUNTED_STATES = ['queued', 'running', 'failed'] as const;

export interface QueueMetrics {
  /** A failed attempt of a job of `kind` on this node (it is retried until its attempts end). */
  attemptFailed(kind: string): void;
}

/**
 * The job queue in the node's registry: depth per state, read from the shared table when
 * scraped (so every node reports the cluster's queue), and this node's failed attempts per kind.
 */
export function watchQueue(metrics: Pick<Metrics, 'registry'>, db: Db): QueueMetrics {
  new Gauge({
    name: 'paraph_queue_jobs',
    help: 'Jobs in the cluster queue per state (queued, running, failed)',
    labelNames: ['state'],
    registers: [metrics.registry],
    async collect() {
      const result = await db.execute(
        sql`select state, count(*)::int as jobs from jobs where state <> 'done' group by state`,
      );
      // Both drivers answer `{ rows }`.
      const rows = (result as unknown as { rows: { state: string; jobs: number }[] }).rows;
      for (const state of COUNTED_STATES) {
        this.set({ state }, rows.find((row) => row.state === state)?.jobs ?? 0);
      }
    },
  });
  const failures = new Counter({
    name: 'paraph_queue_job_failures_total',
    help: 'Failed attempts of queued jobs on this node, per kind',
    labelNames: ['kind'],
    registers: [metrics.registry],
  });
  return { attemptFailed: (kind) => failures.inc({ kind }) };
}
