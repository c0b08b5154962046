import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businessMembers, sessions, users, type SessionRow, type UserRow } from '../../db/schema';
import { recordBusinessEvent } from '../businesses/events';
import type { Context } from '../context';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Session {
  user: UserRow;
  session: SessionRow;
}

/** Only this digest is stored; the token itself exists in the client alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session — the one place every way of signing in (password, SSO, a completed
 * registration) passes, so a member's or admin's sign-in lands in their business's trail here.
 */
export async function createSession(
  { db, now }: Pick<Context, 'db' | 'now'>,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
    const [member] = await tx
      .select({
        id: users.id,
        email: users.email,
        businessId: businessMembers.businessId,
        role: businessMembers.role,
      })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(eq(businessMembers.userId, userId));
    if (member) {
      const { businessId, role, ...person } = member;
      await recordBusinessEvent(tx, {
        businessId,
        action: 'SIGNED_IN',
        at: now,
        user: person,
        actor: person,
        role,
      });
    }
  });
  return { token, expiresAt };
}

const prepareSessionLookup = (db: Db) =>
  db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session');

// Every authenticated call looks its session up: the query is built once per database rather
// than on every call (a named statement on PostgreSQL, parsed once per connection).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The live session of a token: known, not revoked and not expired at `now`. */
export async function findSession(
  { db, now }: Pick<Context, 'db' | 'now'>,
  token: string,
): Promise<Session | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  // A placeholder is not mapped by its column: the instant goes as drizzle sends dates.
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

export async function revokeSession(
  { db, now }: Pick<Context, 'db' | 'now'>,
  tokenHash: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
