import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatureRequests } from '../../db/schema';
import { DomainError } from '../errors';

/** How long one signing may hold a request; a crashed signing frees it after this. */
export const LOCK_TTL_MS = 2 * 60 * 1000;
/** How long a second signer waits for the first before giving up with REQUEST_LOCKED. */
export const LOCK_WAIT_MS = 30 * 1000;

async function tryLock(db: Db, requestId: string, holder: string, now: Date): Promise<boolean> {
  const locked = await db
    .update(signatureRequests)
    .set({ lockedBy: holder, lockedUntil: new Date(now.getTime() + LOCK_TTL_MS) })
    .where(
      and(
        eq(signatureRequests.id, requestId),
        or(isNull(signatureRequests.lockedUntil), lt(signatureRequests.lockedUntil, now)),
      ),
    )
    .returning({ id: signatureRequests.id });
  return locked.length > 0;
}

/**
 * Runs `work` while holding the request's signing lock. Two signers signing at once are put in
 * a line rather than refused: the second waits (up to LOCK_WAIT_MS) and then signs the version
 * the first produced, so both signatures end up in the final PDF.
 */
export async function withRequestLock<T>(
  db: Db,
  requestId: string,
  holder: string,
  clock: () => Date,
  work: () => Promise<T>,
  waitMs = LOCK_WAIT_MS,
): Promise<T> {
  const started = Date.now();
  let wait = 50;
  while (!(await tryLock(db, requestId, holder, clock()))) {
    if (Date.now() - started > waitMs) {
      throw new DomainError('REQUEST_LOCKED', 'Someone is signing this request; try again shortly');
    }
    await sleep(wait);
    wait = Math.min(wait * 2, 1000);
  }
  try {
    return await work();
  } finally {
    await db
      .update(signatureRequests)
      .set({ lockedBy: null, lockedUntil: null })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.lockedBy, holder)));
  }
}
