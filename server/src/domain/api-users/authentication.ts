import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { apiUsers, users, type UserRow } from '../../db/schema';
import { hashToken } from '../accounts/sessions';
import type { Context } from '../context';
import { hit, type RateLimit } from '../rate-limit';

/** Who an API call comes from: the API user and the business it works for. */
export interface ApiUserIdentity {
  username: string;
  businessId: string;
}

export interface ApiUserCaller {
  user: UserRow;
  apiUser: ApiUserIdentity;
}

/** Calls one API user may make; a program that loops by mistake cannot crowd out the rest. */
export const API_USER_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 60 * 1000 };

// lastUsedAt tells admins whether a key is still in use; to the minute is enough, and it
// spares a write on every call.
const LAST_USED_PRECISION_MS = 60 * 1000;

/** The API user whose secret this is, or null (unknown username and wrong secret alike). */
export async function authenticateApiUser(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { username, secret }: { username: string; secret: string },
): Promise<ApiUserCaller | null> {
  const [row] = await db
    .select({ apiUser: apiUsers, user: users })
    .from(apiUsers)
    .innerJoin(users, eq(users.id, apiUsers.userId))
    .where(and(eq(apiUsers.username, username), isNull(users.deletedAt)))
    .limit(1);
  if (!row || !sameDigest(row.apiUser.secretHash, hashToken(secret))) return null;

  const { lastUsedAt } = row.apiUser;
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(apiUsers).set({ lastUsedAt: now }).where(eq(apiUsers.username, username));
  }
  return { user: row.user, apiUser: { username, businessId: row.apiUser.businessId } };
}

function sameDigest(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Counts one call of the API user against its limit. */
export function countApiCall(
  context: Pick<Context, 'db' | 'now'>,
  { username, limit }: { username: string; limit: RateLimit },
) {
  return hit(context, { key: `api-user:${username}`, limit });
}
