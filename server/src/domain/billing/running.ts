import type { Db } from '../../db/database';
import type { BusinessRow, SubscriptionRow } from '../../db/schema';
import { perSeatPriceOf } from './plans';
import type { Running } from './pricing';
import type { InvoiceDraft, SubscriptionTerms } from './provider';
import { subscriptionOf } from './subscription-row';

/** Statuses in which a subscription still runs (is paid or being collected). */
const RUNNING_STATUSES = new Set<SubscriptionRow['status']>(['active', 'past_due', 'trialing']);

export interface RunningSubscription {
  row: SubscriptionRow;
  running: Running;
}

/**
 * The business's running paid subscription, or null when a plan change starts a new one: on a
 * trial, after it, when locked (an unpaid subscription is replaced), or when cancelled.
 */
export async function runningOf(
  { db }: { db: Db },
  business: BusinessRow,
): Promise<RunningSubscription | null> {
  const sub = await subscriptionOf({ db }, business.id);
  if (!sub || !RUNNING_STATUSES.has(sub.status)) return null;
  if (business.paymentMethod === 'BLOCKED' || business.pricePlan === 'CANCELED') return null;
  const perSeatMinor =
    (await perSeatPriceOf({ db }, { plan: sub.plan, currency: sub.currency, cycle: sub.cycle })) ??
    0;
  return {
    row: sub,
    running: {
      plan: sub.plan,
      cycle: sub.cycle,
      currency: sub.currency,
      seats: sub.seats,
      perSeatMinor,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
    },
  };
}

/** The terms the provider renews with. */
export const termsOf = (
  offer: Pick<Running, 'plan' | 'cycle' | 'currency' | 'seats'>,
  renewal: InvoiceDraft,
): SubscriptionTerms => ({
  plan: offer.plan,
  cycle: offer.cycle,
  currency: offer.currency,
  seats: offer.seats,
  renewal,
});
