import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businessDiscounts,
  businesses,
  invoices,
  subscriptions,
  webhookEvents,
  type BusinessRow,
  type SubscriptionRow,
} from '../../db/schema';
import {
  readInvoice,
  readSetupIntent,
  readSubscription,
  type InvoiceObject,
  type SubscriptionObject,
} from './event-objects';
import { recordPlanChange, recordPlanEnded } from './plan-events';
import type { PaymentProvider } from './provider';

type Event = components['schemas']['PaymentWebhookEvent'];

/** webhook_events.provider of the payment provider's events. */
export const PAYMENT_EVENTS = 'payments';

export interface PaymentEventContext {
  db: Db;
  now: Date;
  provider: Pick<PaymentProvider, 'retryInvoice'>;
}

/** The business an event is about and its subscription row, locked for the transaction. */
interface Target {
  business: BusinessRow;
  subscription: SubscriptionRow | null;
}

/** What happened in the transaction that the provider must be told afterwards. */
interface Outcome {
  retryInvoices: string[];
}

const NOTHING: Outcome = { retryInvoices: [] };

/**
 * Locks the business, then its subscription row: the order every change of a business takes
 * (lockBusiness first), so an event and an upgrade at once wait for each other, never deadlock.
 */
async function lockBusinessOf(tx: Db, businessId: string): Promise<Target | null> {
  const [business] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) return null;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .for('update');
  return { business, subscription: subscription ?? null };
}

/** The business of a provider subscription that is (still) the one on its row. */
async function lockSubscription(tx: Db, providerSubscriptionId: string): Promise<Target | null> {
  const [row] = await tx
    .select({ businessId: subscriptions.businessId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row) return null;
  const target = await lockBusinessOf(tx, row.businessId);
  // Replaced meanwhile (a new subscription for a locked business): the old one is not ours now.
  return target?.subscription?.providerSubscriptionId === providerSubscriptionId ? target : null;
}

async function lockCustomer(tx: Db, customerId: string): Promise<Target | null> {
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.billingCustomerId, customerId));
  return business ? lockBusinessOf(tx, business.id) : null;
}

/** The business (and subscription) the event's object belongs to; null when we do not know it. */
async function targetOf(tx: Db, event: Event): Promise<Target | null> {
  const raw = event.data.object;
  switch (raw.object) {
    case 'subscription':
      return lockSubscription(tx, raw.id);
    case 'invoice': {
      const invoice = readInvoice(raw);
      if (invoice.subscription) {
        return lockSubscription(tx, invoice.subscription);
      }
      return invoice.customer ? lockCustomer(tx, invoice.customer) : null;
    }
    case 'setup_intent':
      return lockCustomer(tx, readSetupIntent(raw).customer);
    default:
      return null;
  }
}

async function storeInvoice(
  tx: Db,
  businessId: string,
  invoice: InvoiceObject,
  status: 'paid' | 'open',
  /** When the event happened: the invoice's date when it does not carry one. */
  eventAt: Date,
) {
  const values = {
    number: invoice.number,
    status,
    currency: invoice.currency,
    subtotalMinor: invoice.subtotalMinor,
    discountMinor: invoice.discountMinor,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    url: invoice.url,
  };
  // The money path may have stored it already, from the provider's answer to the charge.
  await tx
    .insert(invoices)
    .values({ id: invoice.id, businessId, createdAt: invoice.createdAt ?? eventAt, ...values })
    .onConflictDoUpdate({ target: invoices.id, set: values });
}

const setSubscription = (tx: Db, row: SubscriptionRow, change: Partial<SubscriptionRow>) =>
  tx.update(subscriptions).set(change).where(eq(subscriptions.businessId, row.businessId));

const setBusiness = (tx: Db, business: BusinessRow, change: Partial<BusinessRow>) =>
  tx.update(businesses).set(change).where(eq(businesses.id, business.id));

/**
 * The next plan after a provider change: a cancellation at the period's end is CANCELED, its
 * withdrawal clears CANCELED; a plan change scheduled by us (a cheaper plan) stays.
 */
function nextPlanAfter(row: SubscriptionRow, object: SubscriptionObject): string | null {
  if (object.cancelAtPeriodEnd) return 'CANCELED';
  return row.nextPlan === 'CANCELED' ? null : row.nextPlan;
}

/**
 * The terms of a period that has just begun: those the provider names (metadata), else the plan
 * scheduled for it (a cheaper plan or cycle chosen during the last period), else unchanged.
 */
function renewedTerms(row: SubscriptionRow, object: SubscriptionObject) {
  const scheduled = row.nextPlan && row.nextPlan !== 'CANCELED' ? row.nextPlan : null;
  return {
    plan: object.terms.plan ?? scheduled ?? row.plan,
    cycle: object.terms.cycle ?? row.cycle,
    seats: object.terms.seats ?? row.seats,
  };
}

async function subscriptionUpdated(
  tx: Db,
  { business, subscription: row }: Target & { subscription: SubscriptionRow },
  object: SubscriptionObject,
  now: Date,
) {
  const renewed = object.currentPeriodStart.getTime() >= row.currentPeriodEnd.getTime();
  const terms = renewed ? renewedTerms(row, object) : null;
  await setSubscription(tx, row, {
    status: object.status,
    currentPeriodStart: object.currentPeriodStart,
    currentPeriodEnd: object.currentPeriodEnd,
    ...(terms ?? {}),
    // A scheduled plan has started; a cancellation is set or withdrawn.
    nextPlan: terms ? (object.cancelAtPeriodEnd ? 'CANCELED' : null) : nextPlanAfter(row, object),
    pastDueSince: object.status === 'past_due' ? (row.pastDueSince ?? now) : null,
    updatedAt: now,
  });
  // A change scheduled for this period (a cheaper plan, cycle or seats) takes effect now.
  if (terms)
    await recordPlanChange(tx, { business, before: row, after: terms, at: now, actor: null });
  if (terms && terms.plan !== business.pricePlan) {
    await setBusiness(tx, business, {
      pricePlan: terms.plan,
      pricePlanStartAt: object.currentPeriodStart,
      updatedAt: now,
    });
  }
  // Every retry failed: the business is locked until it pays (spec §4 BLOCKED).
  if (object.status === 'unpaid' && business.paymentMethod !== 'BLOCKED') {
    await setBusiness(tx, business, { paymentMethod: 'BLOCKED', updatedAt: now });
  }
}

async function subscriptionDeleted(
  tx: Db,
  { business, subscription: row }: Target & { subscription: SubscriptionRow },
  object: SubscriptionObject,
  now: Date,
) {
  await setSubscription(tx, row, {
    status: 'canceled',
    nextPlan: null,
    pastDueSince: null,
    updatedAt: now,
  });
  // Cancelled (spec §4): the business keeps its data; its people are metered as free users.
  if (business.pricePlan !== 'CANCELED') await recordPlanEnded(tx, { business, at: now });
  await setBusiness(tx, business, {
    pricePlan: 'CANCELED',
    pricePlanStartAt:
      object.currentPeriodEnd.getTime() < now.getTime() ? object.currentPeriodEnd : now,
    updatedAt: now,
  });
}

/** Discounts that apply to the first invoice only (promo percent, referral) are spent once it is paid. */
const FIRST_INVOICE_ONLY = or(
  like(businessDiscounts.discountType, 'percent\\_%'),
  like(businessDiscounts.discountType, 'referral\\_%'),
);

async function invoicePaid(tx: Db, { business, subscription: row }: Target, now: Date) {
  if (row && (row.status === 'past_due' || row.status === 'unpaid')) {
    await setSubscription(tx, row, { status: 'active', pastDueSince: null, updatedAt: now });
  }
  if (row && business.paymentMethod === 'BLOCKED') {
    await setBusiness(tx, business, { paymentMethod: 'STRIPE', updatedAt: now });
  }
  await tx
    .update(businessDiscounts)
    .set({ status: 'USED_UP' })
    .where(
      and(
        eq(businessDiscounts.businessId, business.id),
        eq(businessDiscounts.status, 'ACTIVE'),
        FIRST_INVOICE_ONLY,
      ),
    );
}

async function invoiceFailed(tx: Db, { subscription: row }: Target, now: Date) {
  if (!row || !['active', 'past_due', 'trialing'].includes(row.status)) return;
  await setSubscription(tx, row, {
    status: 'past_due',
    pastDueSince: row.pastDueSince ?? now,
    updatedAt: now,
  });
}

/** The open invoices of a business, newest first: a new card pays them (spec: retry). */
async function openInvoicesOf(tx: Db, businessId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), inArray(invoices.status, ['open'])))
    .orderBy(desc(invoices.createdAt));
  return rows.map((row) => row.id);
}

/** Applies the event to its target; false when the type is not one we act on. */
async function applyTo(tx: Db, target: Target, event: Event, now: Date): Promise<Outcome | null> {
  const raw = event.data.object;
  const created = new Date(event.created * 1000);
  const { subscription: row } = target;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      if (!row) return null;
      await subscriptionUpdated(tx, { ...target, subscription: row }, readSubscription(raw), now);
      return NOTHING;
    case 'customer.subscription.deleted':
      if (!row) return null;
      await subscriptionDeleted(tx, { ...target, subscription: row }, readSubscription(raw), now);
      return NOTHING;
    case 'invoice.paid':
      await storeInvoice(tx, target.business.id, readInvoice(raw), 'paid', created);
      await invoicePaid(tx, target, now);
      return NOTHING;
    case 'invoice.payment_failed':
      await storeInvoice(tx, target.business.id, readInvoice(raw), 'open', created);
      await invoiceFailed(tx, target, now);
      return NOTHING;
    case 'setup_intent.succeeded': {
      const intent = readSetupIntent(raw);
      if (row && intent.card) {
        await setSubscription(tx, row, { card: intent.card, updatedAt: now });
      }
      return { retryInvoices: await openInvoicesOf(tx, target.business.id) };
    }
    default:
      return null;
  }
}

/**
 * Applies one payment-provider event, once. The event id is recorded in the transaction of its
 * effect, so a redelivery changes nothing; an event older than the last one applied to the
 * subscription (deliveries overtake each other), or about an object we do not know (another
 * system's customer, a subscription never confirmed), is acknowledged and ignored. After the
 * commit, a newly saved card pays the business's open invoices (their outcome is another event).
 */
export async function applyPaymentEvent(
  context: PaymentEventContext,
  event: Event,
): Promise<{ applied: boolean }> {
  const { now } = context;
  const outcome = await context.db.transaction(async (tx): Promise<Outcome | null> => {
    const target = await targetOf(tx, event);
    if (!target) return null;
    // Read under the business's lock: a second delivery racing this one waits, then sees it.
    const [seen] = await tx
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, PAYMENT_EVENTS), eq(webhookEvents.eventId, event.id)));
    if (seen) return null;
    const created = new Date(event.created * 1000);
    const last = target.subscription?.lastEventAt;
    if (last && created.getTime() < last.getTime()) return null;

    const applied = await applyTo(tx, target, event, now);
    if (!applied) return null;
    await tx.insert(webhookEvents).values({
      provider: PAYMENT_EVENTS,
      eventId: event.id,
      receivedAt: now,
    });
    if (target.subscription) {
      await tx
        .update(subscriptions)
        .set({
          lastEventAt: sql`greatest(${subscriptions.lastEventAt}, ${created.toISOString()}::timestamptz)`,
        })
        .where(eq(subscriptions.businessId, target.subscription.businessId));
    }
    return applied;
  });
  if (!outcome) return { applied: false };
  for (const invoiceId of outcome.retryInvoices) {
    // The charge's result arrives as its own event (invoice.paid or invoice.payment_failed);
    // a provider that cannot be reached now leaves the invoice open for its own retries.
    await context.provider.retryInvoice(invoiceId).catch(() => undefined);
  }
  return { applied: true };
}
