import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { subscriptions, type SubscriptionRow } from '../../src/db/schema';
import { createBusiness } from '../businesses/setup';

const DAY_MS = 24 * 60 * 60 * 1000;
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * A business paying by card (STRIPE) with a subscription row as the money path leaves it:
 * team, monthly, CHF, 5 seats, a period that started today; any column overridden.
 */
export async function createSubscribedBusiness(
  app: FastifyInstance,
  {
    members = 0,
    subscription = {},
  }: { members?: number; subscription?: Partial<typeof subscriptions.$inferInsert> } = {},
) {
  const now = app.now();
  const made = await createBusiness(app, {
    members,
    paymentMethod: 'STRIPE',
    trialEndsAt: null,
    currency: 'CHF',
    billingCustomerId: id('cus'),
  });
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      businessId: made.business.id,
      providerSubscriptionId: id('sub'),
      plan: 'team',
      cycle: 'monthly',
      currency: 'CHF',
      seats: 5,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      ...subscription,
    })
    .returning();
  return { ...made, subscription: row as SubscriptionRow };
}

let sequence = 0;

/** A provider event in Stripe's shape, `created` at the given instant (our clock by default). */
export function paymentEvent(
  type: string,
  object: Record<string, unknown> & { id: string; object: string },
  created: Date,
) {
  sequence += 1;
  return {
    id: `evt_test${sequence}${randomBytes(4).toString('hex')}`,
    type,
    created: Math.floor(created.getTime() / 1000),
    data: { object },
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The provider's subscription object for our row, with the fields given changed. */
export function subscriptionObject(
  row: SubscriptionRow,
  customer: string,
  change: {
    status?: string;
    cancel_at_period_end?: boolean;
    start?: Date;
    end?: Date;
    metadata?: Record<string, string>;
  } = {},
) {
  return {
    id: row.providerSubscriptionId,
    object: 'subscription',
    customer,
    status: change.status ?? row.status,
    current_period_start: seconds(change.start ?? row.currentPeriodStart),
    current_period_end: seconds(change.end ?? row.currentPeriodEnd),
    cancel_at_period_end: change.cancel_at_period_end ?? false,
    metadata: change.metadata ?? {},
  };
}

/** An invoice of the subscription: CHF 150 for 5 seats, 8.1 % tax, no discount. */
export function invoiceObject(
  row: SubscriptionRow,
  customer: string,
  change: { id?: string; status?: string; discount?: number } = {},
) {
  const subtotal = 15000;
  const discount = change.discount ?? 0;
  const tax = Math.round((subtotal - discount) * 0.081);
  return {
    id: change.id ?? id('in'),
    object: 'invoice',
    customer,
    subscription: row.providerSubscriptionId,
    number: 'PARA-0001',
    status: change.status ?? 'paid',
    currency: 'chf',
    subtotal,
    tax,
    total: subtotal - discount + tax,
    total_discount_amounts: discount ? [{ amount: discount }] : [],
    period_start: seconds(row.currentPeriodStart),
    period_end: seconds(row.currentPeriodEnd),
    hosted_invoice_url: 'https://app.test/sandbox/payments/invoices/in_1',
  };
}
