import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Unique over all jobs ever queued: a second job with the same key is dropped. */
  key?: string;
  /** Not before this time; now when omitted. */
  runAt?: Date;
  /** Runs (first try included) before the job is given up as failed. */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Queues a job in `db`, which is the caller's transaction when it has one: the job exists only
 * if the change that causes it commits. Answers whether it was queued (false: the key was).
 */
export async function enqueue(db: Db, job: NewJob, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind: job.kind,
      payload: job.payload,
      key: job.key ?? null,
      state: 'queued',
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: job.runAt ?? now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
