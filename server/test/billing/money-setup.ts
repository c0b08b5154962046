import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  businessDiscounts,
  businesses,
  invoices,
  promoCodes,
  subscriptions,
} from '../../src/db/schema';
import { createBusiness } from '../businesses/setup';
import { bearer, login } from '../fixtures';

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  alwaysAuthenticate: '4000002760003184',
  chargesFail: '4000000000000341',
} as const;

type Options = Parameters<typeof createBusiness>[1] & { card?: string | null };

/**
 * A business whose admin is signed in and, unless `card` is null, has saved a test card
 * through a setup intent (the provider customer is made by createStripeSetupIntent).
 */
export async function billingBusiness(
  app: FastifyInstance,
  { card = CARDS.visa, ...options }: Options = {},
) {
  const made = await createBusiness(app, options);
  const headers = bearer(await login(app, made.admin));
  const base = `/v2/businesses/${made.business.id}`;
  let customerId: string | null = null;
  if (card) {
    const intent = await app.inject({
      method: 'POST',
      url: `${base}/subscriptions/stripe_setup_intent`,
      headers,
      payload: { country: made.business.country },
    });
    expect(intent.statusCode, intent.body).toBe(201);
    customerId = await customerOf(app, made.business.id);
    await app.payments.sandbox.attachTestCard(customerId, card);
  }
  return { ...made, headers, base, customerId };
}

export async function customerOf(app: FastifyInstance, businessId: string): Promise<string> {
  const [row] = await app.db
    .select({ id: businesses.billingCustomerId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row?.id) throw new Error('no billing customer');
  return row.id;
}

/** Everything a charge may change, to compare before and after a refusal. */
export async function moneyState(app: FastifyInstance, businessId: string) {
  const [business] = await app.db.select().from(businesses).where(eq(businesses.id, businessId));
  return {
    business: { ...business, updatedAt: undefined },
    subscriptions: await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, businessId)),
    invoices: await app.db.select().from(invoices).where(eq(invoices.businessId, businessId)),
    discounts: await app.db
      .select()
      .from(businessDiscounts)
      .where(eq(businessDiscounts.businessId, businessId)),
    redemptions: await app.db
      .select({ code: promoCodes.code, n: promoCodes.redemptions })
      .from(promoCodes)
      .orderBy(promoCodes.code),
  };
}

export async function invoicesOf(app: FastifyInstance, businessId: string) {
  return app.db
    .select()
    .from(invoices)
    .where(eq(invoices.businessId, businessId))
    .orderBy(invoices.createdAt);
}

export async function subscriptionRow(app: FastifyInstance, businessId: string) {
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  return row;
}

/** A preview's amounts in minor units, to compare with the charged invoice's. */
export const minorOf = (preview: {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}) => ({
  subtotalMinor: Math.round(preview.subtotal * 100),
  discountMinor: Math.round(preview.discount * 100),
  taxMinor: Math.round(preview.tax * 100),
  totalMinor: Math.round(preview.total * 100),
});

export const chargedOf = (invoice: {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}) => ({
  subtotalMinor: invoice.subtotalMinor,
  discountMinor: invoice.discountMinor,
  taxMinor: invoice.taxMinor,
  totalMinor: invoice.totalMinor,
});

/** A test clock that each test puts back at the start, so every test's periods are the same. */
export function resettableClock(start = new Date('2026-11-20T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    reset() {
      current = start.getTime();
    },
  };
}
