import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { NO_PASSWORD } from './identity';

/**
 * The accounts of API users that are gone (deleted, or their business deleted): kept, because
 * they own the requests the API users sent, but gone like a deleted person's — marked deleted,
 * no password, and a freed address, so that the username can be used again.
 */
export async function retireApiUserAccounts(
  tx: Db,
  { userIds, now }: { userIds: string[]; now: Date },
): Promise<void> {
  for (const id of userIds) {
    await tx
      .update(users)
      .set({
        email: `deleted-${randomBytes(12).toString('hex')}@deleted.invalid`,
        passwordHash: NO_PASSWORD,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
  }
}
