import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiUsers, businesses, businessMembers, signatureRequests, users } from '../../db/schema';
import { retireApiUserAccounts } from '../api-users/retirement';

type Clocked = { db: Db; now: Date };

/**
 * Trials whose end has passed need a payment method. One conditional UPDATE: running it twice,
 * or on two processes, changes each business once.
 */
export async function expireTrials({ db, now }: Clocked): Promise<number> {
  const expired = await db
    .update(businesses)
    .set({ paymentMethod: 'NEEDS_PAYMENT_METHOD', updatedAt: now })
    .where(and(eq(businesses.paymentMethod, 'TRIALING'), lte(businesses.trialEndsAt, now)))
    .returning({ id: businesses.id });
  return expired.length;
}

/**
 * Carries out deletions whose grace period is over, in the caller's transaction. Every former
 * admin and member is told through the `business_deleted` attribute (the business's name) and
 * is a free user from then on; their requests stay theirs. Memberships, invitations and domains
 * go with the business (cascade), and so do its API users, whose accounts are retired.
 */
export async function deleteDueBusinesses({ db, now }: Clocked): Promise<number> {
  const due = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(lte(businesses.deletionScheduledAt, now))
    .for('update');
  for (const business of due) {
    const people = db
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(eq(businessMembers.businessId, business.id));
    await db
      .update(users)
      .set({
        attributes: sql`jsonb_set(${users.attributes}, '{business_deleted}',
          jsonb_build_array(${business.name}::text))`,
        updatedAt: now,
      })
      .where(inArray(users.id, people));
  }
  if (!due.length) return 0;
  const ids = due.map((business) => business.id);
  const retired = await db
    .select({ userId: apiUsers.userId })
    .from(apiUsers)
    .where(inArray(apiUsers.businessId, ids));
  await retireApiUserAccounts(db, { userIds: retired.map((row) => row.userId), now });
  await db
    .update(signatureRequests)
    .set({ businessId: null })
    .where(inArray(signatureRequests.businessId, ids));
  await db.delete(businesses).where(inArray(businesses.id, ids));
  return due.length;
}
