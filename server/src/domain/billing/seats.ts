import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses, pricePlans, subscriptions, type BusinessRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import { seatsTaken } from '../businesses/seats-taken';
import { DomainError } from '../errors';
import { requireCard, requirePaid } from './charge';
import type { BillingContext } from './context';
import { adjustmentsOf, heldDiscounts, recordRedemptions } from './discounts';
import { storeInvoice } from './ledger';
import { requireSeatsWithin } from './plans';
import { draftInvoice, previewOf, quoteSeats } from './pricing';
import { recordPlanChange } from './plan-events';
import { pricePlanOf } from './price-plan-view';
import { runningOf, termsOf, type RunningSubscription } from './running';
import { taxRateOf } from './taxes';

type Schemas = components['schemas'];

/** A seats preview may be accepted for this long. */
export const PREVIEW_VALID_MS = 10 * 60 * 1000;

/**
 * The checked seat change of a running subscription, priced as of `at`: within the plan's
 * range and never below the seats in use (members, admins, open invitations).
 */
async function prepareSeats(
  context: BillingContext,
  { businessId, seats, at }: { businessId: string; seats: number; at: Date },
) {
  const { db, user, now } = context;
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  const subscription = await runningOf({ db }, business);
  if (!subscription) {
    throw new DomainError('NO_SUBSCRIPTION', 'Seats are bought with a paid plan');
  }
  const [plan] = await db
    .select()
    .from(pricePlans)
    .where(eq(pricePlans.name, subscription.running.plan));
  if (plan) requireSeatsWithin(plan, seats, 'seats');
  if ((await seatsTaken({ db }, { businessId, now })) > seats) {
    throw new DomainError('SEAT_LIMIT_REACHED', 'Fewer seats than people in the business', {
      field: 'seats',
    });
  }
  const held = await heldDiscounts({ db, now }, businessId);
  const quote = quoteSeats({
    running: subscription.running,
    seats,
    at,
    adjustments: adjustmentsOf(held, taxRateOf(business.country, business.vat)),
  });
  return { business, subscription, quote };
}

/** What a new number of seats costs now (prorated); `startsAt` is sent back to accept it. */
export async function previewSeats(
  context: BillingContext,
  { businessId, body }: { businessId: string; body: Schemas['SeatsPreviewRequest'] },
): Promise<Schemas['UpgradePreview']> {
  const { now } = context;
  const { subscription, quote } = await prepareSeats(context, {
    businessId,
    seats: body.seats,
    at: now,
  });
  const { currency, periodEnd } = subscription.running;
  const invoice =
    quote.invoice ??
    draftInvoice({
      currency,
      lines: [],
      adjustments: { discountPercent: 0, taxRateBp: 0 },
      periodStart: now,
      periodEnd,
    });
  return previewOf(invoice, { seats: body.seats, startsAt: now, nextBillingAt: periodEnd });
}

/** A preview older than 10 minutes, from the future, or older than the last change is stale. */
function requireFresh(at: Date, now: Date, { row }: RunningSubscription): void {
  const age = now.getTime() - at.getTime();
  if (age < 0 || age > PREVIEW_VALID_MS || at < row.updatedAt) {
    throw new DomainError('PREVIEW_STALE', 'The price has changed since the preview', {
      field: 'timestamp',
    });
  }
}

/** Changes the seats as previewed at `timestamp`: more are charged for the rest of the period. */
export async function updateSeats(
  context: BillingContext,
  { businessId, body }: { businessId: string; body: Schemas['SeatsUpdate'] },
): Promise<Schemas['PricePlan']> {
  const { db, provider, now, user } = context;
  const at = new Date(body.timestamp);
  const { business, subscription, quote } = await prepareSeats(context, {
    businessId,
    seats: body.seats,
    at,
  });
  requireFresh(at, now, subscription);
  const { row, running } = subscription;
  const card = quote.invoice ? await requireCard(provider, business.billingCustomerId) : row.card;
  const { subscription: updated, invoice } = await provider.updateSubscription(
    row.providerSubscriptionId,
    {
      terms: termsOf({ ...running, seats: body.seats }, quote.renewal),
      invoice: quote.invoice,
      periodEnd: null,
      idempotencyKey: randomUUID(),
    },
  );
  requirePaid(invoice);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await tx
      .update(subscriptions)
      .set({ seats: body.seats, status: updated.status, card, updatedAt: now })
      .where(eq(subscriptions.businessId, businessId));
    if (invoice) {
      await storeInvoice(tx, { businessId, invoice });
      await recordRedemptions(tx, { businessId, redeemed: [], now });
    }
    await recordPlanChange(tx, {
      business,
      before: row,
      after: { ...row, seats: body.seats },
      at: now,
      actor: user,
    });
  });
  return pricePlanOf({ db }, { business: await reread(context, business) });
}

async function reread({ db }: BillingContext, business: BusinessRow): Promise<BusinessRow> {
  const [fresh] = await db.select().from(businesses).where(eq(businesses.id, business.id));
  return fresh ?? business;
}
