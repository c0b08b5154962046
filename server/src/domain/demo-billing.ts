import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  businessDiscounts,
  businesses,
  invoices,
  planPrices,
  promoCodes,
  subscriptions,
} from '../db/schema';
import type { InvoiceDraft, PaymentProvider } from './billing/provider';
import { DEMO_BUSINESS } from './demo-business';

/** What Muster Treuhand AG pays: the team plan, monthly, in francs, for 5 seats, by card. */
export const DEMO_BILLING = {
  plan: 'team',
  cycle: 'monthly',
  currency: 'CHF',
  seats: 5,
  promoCode: 'WELCOME20',
  card: '4242424242424242',
} as const;

/** Swiss VAT on the demo's invoices (the business is in Zürich, without a VAT id). */
const SWISS_VAT_PERMILLE = 81;

const oneMonthLater = (start: Date) => {
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/** One period of the demo's seats, the promo's percent off (first invoice only), Swiss VAT. */
function demoDraft(perSeatMinor: number, percentOff: number, start: Date): InvoiceDraft {
  const subtotalMinor = perSeatMinor * DEMO_BILLING.seats;
  const discountMinor = Math.round((subtotalMinor * percentOff) / 100);
  const taxMinor = Math.round(((subtotalMinor - discountMinor) * SWISS_VAT_PERMILLE) / 1000);
  return {
    currency: DEMO_BILLING.currency,
    lines: [
      { description: `Team × ${DEMO_BILLING.seats} seats, monthly`, amountMinor: subtotalMinor },
    ],
    subtotalMinor,
    discountMinor,
    taxMinor,
    totalMinor: subtotalMinor - discountMinor + taxMinor,
    periodStart: start,
    periodEnd: oneMonthLater(start),
  };
}

/**
 * Muster Treuhand AG (seeded on its trial) becomes a paying business, as if Bea had saved the
 * test card 4242 on the sandbox's card page and bought the team plan with WELCOME20: a customer
 * and card at the sandbox processor, its subscription charged there, and our rows as the money
 * path writes them — the subscription with the card, the paid invoice, the promo USED_UP. Runs
 * once: a business that already has a customer is left alone (a demo restarted on its database).
 */
export async function seedDemoBilling({
  db,
  now,
  provider,
  attachTestCard,
}: {
  db: Db;
  now: Date;
  provider: PaymentProvider;
  attachTestCard: (customerId: string, number: string) => Promise<unknown>;
}): Promise<void> {
  const [business] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.name, DEMO_BUSINESS.name), isNull(businesses.billingCustomerId)));
  if (!business) return;
  const [price] = await db
    .select({ perSeatMinor: planPrices.perSeatMinor })
    .from(planPrices)
    .where(
      and(
        eq(planPrices.plan, DEMO_BILLING.plan),
        eq(planPrices.currency, DEMO_BILLING.currency),
        eq(planPrices.cycle, DEMO_BILLING.cycle),
      ),
    );
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, DEMO_BILLING.promoCode));
  if (!price || !promo) throw new Error('The demo plan or promo code is not seeded');

  const customer = await provider.createCustomer({
    email: business.email,
    name: business.name,
    country: business.country,
    metadata: { businessId: business.id },
  });
  // Stored first: the processor's events about this customer then find the business.
  await db
    .update(businesses)
    .set({ billingCustomerId: customer.id, currency: DEMO_BILLING.currency, updatedAt: now })
    .where(eq(businesses.id, business.id));
  await attachTestCard(customer.id, DEMO_BILLING.card);

  const first = demoDraft(price.perSeatMinor, promo.percentOff, now);
  const { subscription, invoice } = await provider.createSubscription({
    customerId: customer.id,
    terms: {
      plan: DEMO_BILLING.plan,
      cycle: DEMO_BILLING.cycle,
      currency: DEMO_BILLING.currency,
      seats: DEMO_BILLING.seats,
      renewal: demoDraft(price.perSeatMinor, 0, first.periodEnd),
    },
    firstInvoice: first,
    periodEnd: first.periodEnd,
    idempotencyKey: `demo-${business.id}`,
  });
  if (invoice.status !== 'paid') throw new Error('The demo card was refused');
  const card = await provider.defaultCard(customer.id);

  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({
        paymentMethod: 'STRIPE',
        trialEndsAt: null,
        pricePlan: DEMO_BILLING.plan,
        pricePlanStartAt: now,
        updatedAt: now,
      })
      .where(eq(businesses.id, business.id));
    await tx.insert(subscriptions).values({
      businessId: business.id,
      providerSubscriptionId: subscription.id,
      plan: DEMO_BILLING.plan,
      cycle: DEMO_BILLING.cycle,
      currency: DEMO_BILLING.currency,
      seats: DEMO_BILLING.seats,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      card,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(invoices)
      .values({
        id: invoice.id,
        businessId: business.id,
        number: invoice.number,
        status: 'paid',
        currency: invoice.draft.currency,
        subtotalMinor: invoice.draft.subtotalMinor,
        discountMinor: invoice.draft.discountMinor,
        taxMinor: invoice.draft.taxMinor,
        totalMinor: invoice.draft.totalMinor,
        periodStart: invoice.draft.periodStart,
        periodEnd: invoice.draft.periodEnd,
        url: invoice.url,
        createdAt: invoice.createdAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(businessDiscounts)
      .values({
        businessId: business.id,
        promoCode: promo.code,
        discountType: promo.discountType,
        percentOff: promo.percentOff,
        status: 'USED_UP',
        expiresAt: promo.expiresAt,
        redeemedAt: now,
      })
      .onConflictDoNothing();
    await tx
      .update(promoCodes)
      .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
      .where(eq(promoCodes.code, promo.code));
  });
}
