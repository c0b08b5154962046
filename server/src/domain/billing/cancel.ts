import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { subscriptions } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import { DomainError } from '../errors';
import type { BillingContext } from './context';
import { pricePlanOf } from './price-plan-view';
import { runningOf } from './running';

/**
 * Cancels at the period's end: the next plan is CANCELED (the business is "cancelling") and
 * keeps its plan until then; upgrading to the running plan revokes it. Asking twice is harmless.
 */
export async function cancelSubscription(
  { db, user, provider, now }: BillingContext,
  { businessId }: { businessId: string },
): Promise<components['schemas']['PricePlan']> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  const subscription = await runningOf({ db }, business);
  if (!subscription) throw new DomainError('NO_SUBSCRIPTION', 'There is no paid plan to cancel');
  const { row } = subscription;
  if (row.nextPlan === 'CANCELED') return pricePlanOf({ db }, { business, subscription: row });
  await provider.setCancellation(row.providerSubscriptionId, { cancelAtPeriodEnd: true });
  const [updated] = await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    return tx
      .update(subscriptions)
      .set({ nextPlan: 'CANCELED', updatedAt: now })
      .where(eq(subscriptions.businessId, businessId))
      .returning();
  });
  return pricePlanOf({ db }, { business, subscription: updated ?? row });
}
