import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs, type JobRow } from '../db/schema';

/**
 * The claim protocol. A claim marks due jobs `running` for one node until `lockedUntil`; rows
 * other nodes are claiming at that moment are skipped (FOR UPDATE SKIP LOCKED), so no two nodes
 * take one job. A job whose lease ran out (its node died) is due again. Every claim counts an
 * attempt, and finishing is fenced by node and attempt: a node whose lease was taken over
 * cannot finish the job a second time.
 */
export async function claimDue(
  db: Db,
  { node, limit, now, leaseMs }: { node: string; limit: number; now: Date; leaseMs: number },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
        and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: node,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
    eq(jobs.attempts, job.attempts),
  );

/** The job is done; its payload (mail bodies carry codes and links) is not kept. */
export async function finish(db: Db, job: JobRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', payload: {}, lockedUntil: null, finishedAt: now, lastError: null })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Exponential: 2 s, 4 s, 8 s … capped at ten minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(attempts - 1, 0), 10 * 60_000);
}

/** A run failed: due again after the backoff, or `failed` for good after its last attempt. */
export async function fail(db: Db, job: JobRow, error: unknown, now: Date): Promise<void> {
  const lastError = error instanceof Error ? error.message : String(error);
  const givenUp = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      givenUp
        ? { state: 'failed', lockedUntil: null, finishedAt: now, lastError }
        : {
            state: 'queued',
            lockedUntil: null,
            runAt: new Date(now.getTime() + backoffMs(job.attempts)),
            lastError,
          },
    )
    .where(heldBy(job));
}
