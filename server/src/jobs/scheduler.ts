import { sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';

/**
 * What a job gets: a transaction that holds the job's lock, the time of the run, and the blob
 * store (retention frees the bytes of what it deletes).
 */
export interface JobContext {
  db: Db;
  now: Date;
  blobs: BlobStore;
}

export interface Job {
  name: string;
  /** The PostgreSQL advisory-lock key: unique per job, the same on every process. */
  lockKey: number;
  everyMs: number;
  /** Idempotent (conditional UPDATE/DELETE); answers how many rows it changed. */
  run(context: JobContext): Promise<number>;
}

export type JobOutcome = { ran: false } | { ran: true; changed: number };

/**
 * Runs a job once in one transaction that first takes the job's transaction-scoped advisory
 * lock without waiting: while another process (or run) holds it, this run skips. The lock ends
 * with the transaction, so a crashed process never keeps it.
 */
export async function runJob({ db, now, blobs }: JobContext, job: Job): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`,
    );
    // Both drivers answer `{ rows }`.
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false };
    return { ran: true, changed: await job.run({ db: tx, now, blobs }) };
  });
}

export interface SchedulerOptions {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
  jobs: readonly Job[];
  onError: (job: Job, error: unknown) => void;
}

/**
 * Runs each job every `everyMs` on this process; overlapping runs of one job are skipped here,
 * and across processes by the lock. `stop` clears the timers and waits for runs in flight.
 */
export function startScheduler({ db, blobs, now, jobs, onError }: SchedulerOptions) {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      const run = runJob({ db, blobs, now: now() }, job)
        .catch((error: unknown) => onError(job, error))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMs),
  );
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
