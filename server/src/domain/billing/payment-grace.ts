import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businesses, subscriptions } from '../../db/schema';

/** How long a business keeps working while its card payment is past due. */
export const PAYMENT_GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Businesses whose subscription has been past due for longer than the grace period (our clock,
 * from the first failed payment) are locked (BLOCKED) until they pay. One conditional UPDATE:
 * running it twice, or on two processes, locks each business once.
 */
export async function blockOverduePayments({ db, now }: { db: Db; now: Date }): Promise<number> {
  const overdue = db
    .select({ businessId: subscriptions.businessId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        lt(subscriptions.pastDueSince, new Date(now.getTime() - PAYMENT_GRACE_DAYS * DAY_MS)),
      ),
    );
  const blocked = await db
    .update(businesses)
    .set({ paymentMethod: 'BLOCKED', updatedAt: now })
    .where(and(inArray(businesses.id, overdue), ne(businesses.paymentMethod, 'BLOCKED')))
    .returning({ id: businesses.id });
  return blocked.length;
}
