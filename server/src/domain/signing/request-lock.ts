import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatureRequests } from '../../db/schema';
import { DomainError } from '../errors';

/**
 * How long a signing holds the request without renewing. The holder renews it while it works
 * (a heartbeat), so a crashed or killed signing frees the request after at most this long.
 * A lease rather than an advisory lock: PGlite is one session for the whole process, where
 * session locks are re-entrant, and a transaction held open through signing would stall it.
 */
export const LOCK_LEASE_MS = 10 * 1000;
/** How long a second signer waits for the first before giving up with REQUEST_LOCKED. */
export const LOCK_WAIT_MS = 30 * 1000;

export interface LockOptions {
  waitMs?: number;
  leaseMs?: number;
}

/** Which request's lock, for whom, on which database and clock. */
export interface RequestLock {
  db: Db;
  requestId: string;
  holder: string;
  clock: () => Date;
  options?: LockOptions;
}

const isHolder = (requestId: string, holder: string) =>
  and(eq(signatureRequests.id, requestId), eq(signatureRequests.lockedBy, holder));

async function tryLock(db: Db, requestId: string, holder: string, until: Date, now: Date) {
  const locked = await db
    .update(signatureRequests)
    .set({ lockedBy: holder, lockedUntil: until })
    .where(
      and(
        eq(signatureRequests.id, requestId),
        or(isNull(signatureRequests.lockedUntil), lt(signatureRequests.lockedUntil, now)),
      ),
    )
    .returning({ id: signatureRequests.id });
  return locked.length > 0;
}

/** Renews the lease every third of its length until stopped; stop() waits for a renewal underway. */
function heartbeat(renew: () => Promise<unknown>, leaseMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // A failed renewal is not fatal here: the commit checks the lease is still held.
    running = running.then(renew).catch(() => undefined);
  }, leaseMs / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Runs `work` while holding the request's signing lock. Two signers signing at once are put in
 * a line rather than refused: the second waits (up to `waitMs`) and then signs the version the
 * first produced, so both signatures end up in the final PDF.
 */
export async function withRequestLock<T>(
  {
    db,
    requestId,
    holder,
    clock,
    options: { waitMs = LOCK_WAIT_MS, leaseMs = LOCK_LEASE_MS } = {},
  }: RequestLock,
  work: () => Promise<T>,
): Promise<T> {
  const leaseEnd = () => new Date(clock().getTime() + leaseMs);
  const started = Date.now();
  let wait = 50;
  while (!(await tryLock(db, requestId, holder, leaseEnd(), clock()))) {
    if (Date.now() - started > waitMs) {
      throw new DomainError('REQUEST_LOCKED', 'Someone is signing this request; try again shortly');
    }
    await sleep(wait);
    wait = Math.min(wait * 2, 1000);
  }
  const stop = heartbeat(
    () =>
      db
        .update(signatureRequests)
        .set({ lockedUntil: leaseEnd() })
        .where(isHolder(requestId, holder)),
    leaseMs,
  );
  try {
    return await work();
  } finally {
    await stop();
    await db
      .update(signatureRequests)
      .set({ lockedBy: null, lockedUntil: null })
      .where(isHolder(requestId, holder));
  }
}

/**
 * Inside the transaction that records a signature: the lease must still be this holder's. If
 * it lapsed (the holder stalled longer than a lease) another signer may have signed meanwhile,
 * and this signature, made on an older version, must not be recorded.
 */
export async function requireLockHeld(
  tx: Db,
  { requestId, holder, now }: { requestId: string; holder: string; now: Date },
) {
  const held = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(isHolder(requestId, holder), gt(signatureRequests.lockedUntil, now)))
    .for('update');
  if (!held.length) {
    throw new DomainError('REQUEST_LOCKED', 'Someone is signing this request; try again shortly');
  }
}
