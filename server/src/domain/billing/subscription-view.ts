import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { pricePlans, type BusinessRow, type SubscriptionRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { seatLimitOf } from '../businesses/seats';
import { seatsTaken } from '../businesses/seats-taken';
import { defaultCurrencyOf } from './currency';
import { pricePlanOf } from './price-plan-view';
import { isRunning, subscriptionOf } from './subscription-row';
import type { BillingContext } from './context';

type Schemas = components['schemas'];

/**
 * Seats bought, taken (members, admins, open invitations) and the plan's minimum. Where seats
 * are not counted (enterprise, invoiced businesses) every seat taken is one bought.
 */
export async function seatsOf(
  { db }: { db: Db },
  {
    business,
    subscription,
    now,
  }: {
    business: BusinessRow;
    subscription: SubscriptionRow | null;
    now: Date;
  },
): Promise<Schemas['Subscription']['seats']> {
  const used = await seatsTaken({ db }, { businessId: business.id, now });
  const limit = seatLimitOf(business, subscription);
  const [plan] = await db
    .select({ minSeats: pricePlans.minSeats })
    .from(pricePlans)
    .where(eq(pricePlans.name, subscription?.plan ?? business.pricePlan));
  return {
    total: Number.isFinite(limit) ? limit : used,
    used,
    minimum: plan?.minSeats ?? 0,
  };
}

/** The billing page's one read: plan, payment method, subscription status, seats, period, card. */
export async function getSubscription(
  context: BillingContext,
  businessId: string,
): Promise<Schemas['Subscription']> {
  const { db, now, provider } = context;
  const { business } = await requireBusinessAdmin({ db, user: context.user }, businessId);
  const subscription = await subscriptionOf({ db }, business.id);
  const running = isRunning(subscription) ? subscription : null;
  // A card saved before the first payment is only known to the provider.
  const card =
    subscription?.card ??
    (business.billingCustomerId ? await provider.defaultCard(business.billingCustomerId) : null);
  return {
    pricePlan: await pricePlanOf({ db }, { business, subscription }),
    paymentMethod: business.paymentMethod,
    status: subscription?.status ?? null,
    cycle: subscription?.cycle ?? null,
    currency: subscription?.currency ?? business.currency ?? defaultCurrencyOf(business.country),
    seats: await seatsOf({ db }, { business, subscription, now }),
    currentPeriodStart: running?.currentPeriodStart.toISOString() ?? null,
    currentPeriodEnd: running?.currentPeriodEnd.toISOString() ?? null,
    card,
    trialEndsAt: business.trialEndsAt?.toISOString() ?? null,
  };
}
