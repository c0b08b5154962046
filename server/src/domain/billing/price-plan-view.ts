import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businessDiscounts,
  pricePlans,
  subscriptions,
  type BusinessRow,
  type SubscriptionRow,
} from '../../db/schema';

type Schemas = components['schemas'];
type Licences = Schemas['PricePlan']['licenses']['idents'];

const NO_LICENCE = { payForMembers: false, payForInvitations: false };
const NO_LICENCES: Licences = { eidas: NO_LICENCE, zertes: NO_LICENCE };

/**
 * A business's PricePlan (spec §3): the current base from the business's plan columns, ending
 * with the paid period (or the trial); the next base when a change or a cancellation is
 * scheduled for the period's end; the plan's licences; the discounts it redeemed.
 */
export async function pricePlanOf(
  { db }: { db: Db },
  { business, subscription }: { business: BusinessRow; subscription?: SubscriptionRow | null },
): Promise<Schemas['PricePlan']> {
  const sub =
    subscription === undefined
      ? ((
          await db.select().from(subscriptions).where(eq(subscriptions.businessId, business.id))
        )[0] ?? null)
      : subscription;
  const [plan] = await db
    .select({ licences: pricePlans.licences })
    .from(pricePlans)
    .where(eq(pricePlans.name, business.pricePlan));
  const discounts = await db
    .select()
    .from(businessDiscounts)
    .where(eq(businessDiscounts.businessId, business.id))
    .orderBy(businessDiscounts.redeemedAt);
  const endAt = sub?.currentPeriodEnd ?? business.trialEndsAt ?? null;
  return {
    name: business.pricePlan,
    licenses: { idents: plan?.licences ?? NO_LICENCES },
    current: {
      base: {
        type: business.pricePlan,
        startAt: business.pricePlanStartAt.toISOString(),
        endAt: endAt?.toISOString() ?? null,
      },
    },
    next:
      sub?.nextPlan && sub.status !== 'canceled'
        ? {
            base: {
              type: sub.nextPlan,
              startAt: sub.currentPeriodEnd.toISOString(),
              endAt: null,
            },
          }
        : null,
    discounts: discounts.map((discount) => ({
      promoCode: discount.promoCode,
      type: discount.discountType,
      status: discount.status,
      expiresAt: discount.expiresAt?.toISOString() ?? null,
    })),
  };
}
