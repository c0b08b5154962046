import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses, subscriptions, type BusinessRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import { prepareChange, changePreview, type PreparedChange } from './change';
import { abandon, chargeFirstPeriod, recordStart, requireCard, requirePaid } from './charge';
import type { BillingContext } from './context';
import { recordRedemptions } from './discounts';
import { storeInvoice } from './ledger';
import { pricePlanOf } from './price-plan-view';
import { recordPlanChange } from './plan-events';
import { previewOf } from './pricing';
import { limitCodeTries } from './promo';
import { termsOf, type RunningSubscription } from './running';

type Schemas = components['schemas'];
type Input = { businessId: string; body: Schemas['PricePlanRequest'] };

const taxOf = (business: BusinessRow) => ({ country: business.country, vat: business.vat });

async function prepare(context: BillingContext, { businessId, body }: Input) {
  const { db, user, now } = context;
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  if (body.promoCode || body.referralCode) await limitCodeTries(context, user);
  const prepared = await prepareChange(
    { db },
    { business, request: body, tax: taxOf(business), now },
  );
  return { business, prepared };
}

/** What a plan change costs now and when it takes effect; nothing is charged. */
export async function previewUpgrade(
  context: BillingContext,
  input: Input,
): Promise<Schemas['UpgradePreview']> {
  const { prepared } = await prepare(context, input);
  const { invoice, ...dates } = changePreview(prepared);
  return previewOf(invoice, dates);
}

/**
 * Buys or changes the plan as previewed: a first period (a trial, a locked or cancelled
 * business), a dearer plan now, a cheaper one from the period's end, or the running one kept
 * (revoking a cancellation). A refused card changes nothing.
 */
export async function upgradeSubscription(
  context: BillingContext,
  input: Input,
): Promise<Schemas['PricePlan']> {
  const { db } = context;
  const { business, prepared } = await prepare(context, input);
  const { running } = prepared;
  if (!running) await startFirstPeriod(context, business, prepared);
  else if (prepared.quote.kind === 'upgrade') await changeNow(context, business, prepared, running);
  else await changeLater(context, prepared, running);
  const [fresh] = await db.select().from(businesses).where(eq(businesses.id, business.id));
  return pricePlanOf({ db }, { business: fresh ?? business });
}

async function startFirstPeriod(
  { db, provider, now, user }: BillingContext,
  business: BusinessRow,
  prepared: PreparedChange,
): Promise<void> {
  const [previous] = await db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, business.id));
  const started = await chargeFirstPeriod(provider, {
    customerId: business.billingCustomerId,
    prepared,
  });
  try {
    await db.transaction((tx) =>
      recordStart(tx, {
        businessId: business.id,
        prepared,
        started,
        now,
        actor: user,
      }),
    );
  } catch (error) {
    await abandon(provider, started.subscription.id);
    throw error;
  }
  // The unpaid subscription of a locked business is replaced by the paid one.
  if (previous && previous.status !== 'canceled' && previous.id !== started.subscription.id) {
    await abandon(provider, previous.id);
  }
}

/** A dearer plan, cycle or more seats: a new period from now, less the unused old one. */
async function changeNow(
  { db, provider, now, user }: BillingContext,
  business: BusinessRow,
  prepared: PreparedChange,
  { row }: RunningSubscription,
): Promise<void> {
  const card = await requireCard(provider, business.billingCustomerId);
  const { quote, target } = prepared;
  const { subscription, invoice } = await provider.updateSubscription(row.providerSubscriptionId, {
    terms: termsOf(target, quote.renewal),
    invoice: quote.invoice,
    periodEnd: quote.periodEnd,
    idempotencyKey: randomUUID(),
  });
  requirePaid(invoice);
  const cancelling = subscription.cancelAtPeriodEnd
    ? await provider.setCancellation(subscription.id, { cancelAtPeriodEnd: false })
    : subscription;
  await db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    await tx
      .update(businesses)
      .set({ pricePlan: target.plan, pricePlanStartAt: now, updatedAt: now })
      .where(eq(businesses.id, business.id));
    await tx
      .update(subscriptions)
      .set({
        plan: target.plan,
        cycle: target.cycle,
        seats: target.seats,
        status: cancelling.status,
        currentPeriodStart: cancelling.currentPeriodStart,
        currentPeriodEnd: cancelling.currentPeriodEnd,
        nextPlan: null,
        card,
        updatedAt: now,
      })
      .where(eq(subscriptions.businessId, business.id));
    if (invoice) await storeInvoice(tx, { businessId: business.id, invoice });
    await recordRedemptions(tx, {
      businessId: business.id,
      redeemed: prepared.codes.discounts,
      now,
    });
    await recordPlanChange(tx, { business, before: row, after: target, at: now, actor: user });
  });
}

/**
 * A cheaper (or equal) change waits for the period's end: the provider renews with the new
 * terms. The running plan itself clears a scheduled change or a cancellation.
 */
async function changeLater(
  { db, provider, now }: BillingContext,
  prepared: PreparedChange,
  { row }: RunningSubscription,
): Promise<void> {
  const { quote, target } = prepared;
  const id = row.providerSubscriptionId;
  const scheduled = row.nextPlan !== null && row.nextPlan !== 'CANCELED';
  if (quote.kind === 'schedule' || scheduled) {
    await provider.updateSubscription(id, {
      terms: termsOf(target, quote.renewal),
      invoice: null,
      periodEnd: null,
      idempotencyKey: randomUUID(),
    });
  }
  if (row.nextPlan === 'CANCELED') {
    await provider.setCancellation(id, { cancelAtPeriodEnd: false });
  }
  await db.transaction(async (tx) => {
    await lockBusiness(tx, row.businessId);
    await tx
      .update(subscriptions)
      .set({ nextPlan: quote.kind === 'schedule' ? target.plan : null, updatedAt: now })
      .where(eq(subscriptions.businessId, row.businessId));
  });
}
