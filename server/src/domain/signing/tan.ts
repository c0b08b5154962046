import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tans } from '../../db/schema';
import { hashToken } from '../accounts/sessions';
import type { Context } from '../context';

export const TAN_LIFETIME_MS = 5 * 60 * 1000;
export const TAN_MAX_FAILED_ATTEMPTS = 5;

export type TanCheck = 'VALID' | 'TAN_INVALID' | 'TAN_EXPIRED' | 'TAN_LOCKED';

const tanKey = (requestId: string, userId: string) => `${requestId}:${userId}`;

/** A fresh 6-digit code for a guest and request; any earlier code stops working. */
export async function issueTan(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { requestId, userId }: { requestId: string; userId: string },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    key: tanKey(requestId, userId),
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TAN_LIFETIME_MS),
    failedAttempts: 0,
    lockedAt: null,
  };
  await db.insert(tans).values(values).onConflictDoUpdate({ target: tans.key, set: values });
  return code;
}

/**
 * Checks a code without spending it: locked after five wrong tries, expired after five minutes.
 * Each outcome has its own code so the app can show the matching overlay. A right code stays
 * usable until `spendTan` runs in the transaction that records what it authorised, so a signing
 * that fails or crashes before that does not use it up.
 */
export async function checkTan(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { requestId, userId, code }: { requestId: string; userId: string; code: string },
): Promise<TanCheck> {
  const key = tanKey(requestId, userId);
  const [row] = await db.select().from(tans).where(eq(tans.key, key)).limit(1);
  if (!row) return 'TAN_EXPIRED';
  if (row.lockedAt) return 'TAN_LOCKED';
  if (row.expiresAt <= now) return 'TAN_EXPIRED';
  const given = Buffer.from(hashToken(code));
  if (given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash))) {
    return 'VALID';
  }
  const [updated] = await db
    .update(tans)
    .set({
      failedAttempts: sql`${tans.failedAttempts} + 1`,
      lockedAt: sql`case when ${tans.failedAttempts} + 1 >= ${TAN_MAX_FAILED_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(tans.key, key))
    .returning();
  return updated?.lockedAt ? 'TAN_LOCKED' : 'TAN_INVALID';
}

/**
 * Uses a checked code up, inside the caller's transaction. False when it is no longer there to
 * spend (spent by a concurrent use, replaced by a newer code, expired or locked meanwhile):
 * the caller then rolls back, so one code authorises one thing.
 */
export async function spendTan(
  tx: Db,
  { requestId, userId, code, now }: { requestId: string; userId: string; code: string; now: Date },
): Promise<boolean> {
  const spent = await tx
    .delete(tans)
    .where(
      and(
        eq(tans.key, tanKey(requestId, userId)),
        eq(tans.codeHash, hashToken(code)),
        gt(tans.expiresAt, now),
        isNull(tans.lockedAt),
      ),
    )
    .returning({ key: tans.key });
  return spent.length > 0;
}

/** How long a guest stays locked out after too many wrong codes, even if a new one is asked for. */
export const TAN_LOCK_MS = 30 * 60 * 1000;

/** When a lock from wrong codes ends, or null when the guest is not locked out. */
export async function tanLockedUntil(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { requestId, userId }: { requestId: string; userId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedAt: tans.lockedAt })
    .from(tans)
    .where(eq(tans.key, tanKey(requestId, userId)))
    .limit(1);
  const until = row?.lockedAt ? new Date(row.lockedAt.getTime() + TAN_LOCK_MS) : null;
  return until && until > now ? until : null;
}
