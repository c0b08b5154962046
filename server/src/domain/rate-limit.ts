import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Context } from './context';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets; meaningful when not allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database so every app node
 * shares the count. The window restarts once it has passed.
 */
export async function hit(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { key, limit: { limit, windowMs } }: { key: string; limit: RateLimit },
): Promise<RateDecision> {
  const windowOpen = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const resetAt = (row?.windowStart ?? now).getTime() + windowMs;
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}
