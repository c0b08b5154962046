import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions, type SubscriptionRow } from '../../db/schema';

/** The business's subscription row (one per business), or null while it never paid by card. */
export async function subscriptionOf(
  { db }: { db: Db },
  businessId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  return row ?? null;
}

/** Whether the subscription still bills (its seats and period count): not ended, not abandoned. */
export const isRunning = (subscription: Pick<SubscriptionRow, 'status'> | null) =>
  Boolean(subscription) &&
  subscription?.status !== 'canceled' &&
  subscription?.status !== 'incomplete_expired';
