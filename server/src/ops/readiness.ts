import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { appliedMigrationCount } from '../db/migrations-status';

/** What a load balancer's readiness probe can be told is not ready. */
export type NotReady = 'draining' | 'database' | 'migrations' | 'blobs';

export interface ReadinessInput {
  db: Db;
  blobs: BlobStore;
  draining: boolean;
  /** Migrations this build ships: fewer applied means another node has not finished them. */
  shippedMigrations: number;
  /** Each check gets this long; a database or bucket that hangs is not ready. */
  timeoutMs: number;
}

export interface Readiness {
  ready: boolean;
  failing: NotReady[];
  /** Why each check failed, for the log (not the response: it may name hosts). */
  errors: Partial<Record<NotReady, string>>;
}

/** Checks the database, its migrations and the blob store at once; a drain fails it at once. */
export async function checkReadiness(input: ReadinessInput): Promise<Readiness> {
  if (input.draining) return { ready: false, failing: ['draining'], errors: {} };
  const errors: Readiness['errors'] = {};
  const [applied, blobs] = await Promise.allSettled([
    withTimeout(appliedMigrationCount(input.db), input.timeoutMs),
    withTimeout(input.blobs.checkReachable(), input.timeoutMs),
  ]);
  if (applied.status === 'rejected') errors.database = messageOf(applied.reason);
  else if (applied.value < input.shippedMigrations) {
    errors.migrations = `${applied.value} of ${input.shippedMigrations} migrations applied`;
  }
  if (blobs.status === 'rejected') errors.blobs = messageOf(blobs.reason);
  const failing = Object.keys(errors) as NotReady[];
  return { ready: failing.length === 0, failing, errors };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
