import { and, eq, lt, or } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { JobContext } from '../jobs/scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Done jobs are kept this long: their keys still turn away a repeat of the same work. */
export const DONE_JOBS_KEPT_MS = 7 * DAY_MS;
/**
 * Jobs given up on are kept this long for someone to look into (the queue metrics count
 * them); their payloads carry mail bodies with codes and links, so not for ever.
 */
export const FAILED_JOBS_KEPT_MS = 30 * DAY_MS;

/** Deletes finished jobs past their keeping time; answers how many. */
export async function deleteFinishedJobs({ db, now }: Pick<JobContext, 'db' | 'now'>) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before(DONE_JOBS_KEPT_MS))),
        and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, before(FAILED_JOBS_KEPT_MS))),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
