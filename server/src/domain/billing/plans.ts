import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { planPrices, pricePlans, type PricePlanRow } from '../../db/schema';
import { DomainError } from '../errors';
import { toMajor } from './money';
import type { Offer } from './pricing';
import type { Currency, Cycle } from './provider';

type Schemas = components['schemas'];

/** `GET /v2/businesses/price_plans`: the plans on offer in their order, prices per seat. */
export async function listPricePlans({ db }: { db: Db }): Promise<Schemas['PricePlans']> {
  const rows = await db
    .select({ plan: pricePlans, price: planPrices })
    .from(pricePlans)
    .innerJoin(planPrices, eq(planPrices.plan, pricePlans.name))
    .where(eq(pricePlans.offered, true))
    .orderBy(
      asc(pricePlans.sortOrder),
      asc(pricePlans.name),
      asc(planPrices.currency),
      asc(planPrices.cycle),
    );
  const plans = new Map<string, Schemas['PlanOffer']>();
  for (const { plan, price } of rows) {
    const offer = plans.get(plan.name) ?? {
      name: plan.name,
      minSeats: plan.minSeats,
      trialDays: plan.trialDays,
      prices: [],
    };
    offer.prices.push({
      currency: price.currency,
      cycle: price.cycle,
      perSeat: toMajor(price.perSeatMinor),
    });
    plans.set(plan.name, offer);
  }
  return { plans: [...plans.values()] };
}

/** A plan's per-seat price in a currency and cycle, whether or not it is still offered. */
export async function perSeatPriceOf(
  { db }: { db: Db },
  { plan, currency, cycle }: { plan: string; currency: Currency; cycle: Cycle },
): Promise<number | null> {
  const [price] = await db
    .select({ perSeatMinor: planPrices.perSeatMinor })
    .from(planPrices)
    .where(
      and(
        eq(planPrices.plan, plan),
        eq(planPrices.currency, currency),
        eq(planPrices.cycle, cycle),
      ),
    );
  return price?.perSeatMinor ?? null;
}

/**
 * What can be bought: an offered plan with a price in the currency and cycle, for a number of
 * seats within the plan's range.
 */
export async function offerFor(
  { db }: { db: Db },
  request: { plan: string; cycle: Cycle; currency: Currency; amountSeats: number },
): Promise<{ offer: Offer; plan: PricePlanRow }> {
  const [plan] = await db.select().from(pricePlans).where(eq(pricePlans.name, request.plan));
  const perSeatMinor = plan?.offered ? await perSeatPriceOf({ db }, request) : null;
  if (!plan || perSeatMinor === null) {
    throw new DomainError('PLAN_NOT_AVAILABLE', 'This plan cannot be bought', { field: 'plan' });
  }
  requireSeatsWithin(plan, request.amountSeats, 'amountSeats');
  return {
    plan,
    offer: {
      plan: plan.name,
      cycle: request.cycle,
      currency: request.currency,
      seats: request.amountSeats,
      perSeatMinor,
    },
  };
}

/** A plan's seat range: below its minimum, or above its maximum (another plan fits then). */
export function requireSeatsWithin(
  plan: Pick<PricePlanRow, 'minSeats' | 'maxSeats'>,
  seats: number,
  field: string,
): void {
  if (seats < plan.minSeats) {
    throw new DomainError(
      'SEATS_BELOW_MINIMUM',
      `This plan needs at least ${plan.minSeats} seats`,
      {
        field,
      },
    );
  }
  if (plan.maxSeats !== null && seats > plan.maxSeats) {
    throw new DomainError('PLAN_NOT_AVAILABLE', `This plan has at most ${plan.maxSeats} seats`, {
      field,
    });
  }
}
