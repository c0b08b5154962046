import { and, eq, isNull } from 'drizzle-orm';
import { businesses, businessMembers, users } from '../db/schema';
import type { BillingContext } from './billing/context';
import { createStripeSetupIntent } from './billing/setup-intents';
import { upgradeSubscription } from './billing/upgrade';
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

/**
 * Muster Treuhand AG (seeded on its trial) becomes a paying business the way an admin makes it
 * one: Bea asks for a setup intent, the test card 4242 is saved as if typed on the sandbox's
 * card page, and she buys the team plan with WELCOME20 through the same code as the upgrade
 * call. Runs once: a business that already has a customer is left alone (a demo restarted on
 * its database).
 */
export async function seedDemoBilling({
  db,
  now,
  attachTestCard,
  ...providers
}: Omit<BillingContext, 'user'> & {
  attachTestCard: (customerId: string, number: string) => Promise<unknown>;
}): Promise<void> {
  const [admin] = await db
    .select({ user: users, businessId: businesses.id, country: businesses.country })
    .from(businesses)
    .innerJoin(businessMembers, eq(businessMembers.businessId, businesses.id))
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businesses.name, DEMO_BUSINESS.name),
        isNull(businesses.billingCustomerId),
        eq(users.email, DEMO_BUSINESS.admin.email),
      ),
    );
  if (!admin) return;
  const context = { db, now, user: admin.user, ...providers };
  const { businessId } = admin;
  await createStripeSetupIntent(context, { businessId, body: { country: admin.country } });
  const [business] = await db
    .select({ customerId: businesses.billingCustomerId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business?.customerId) throw new Error('The demo business has no billing customer');
  await attachTestCard(business.customerId, DEMO_BILLING.card);
  await upgradeSubscription(context, {
    businessId,
    body: {
      plan: DEMO_BILLING.plan,
      cycle: DEMO_BILLING.cycle,
      amountSeats: DEMO_BILLING.seats,
      currency: DEMO_BILLING.currency,
      promoCode: DEMO_BILLING.promoCode,
    },
  });
}
