import type { Db } from '../../db/database';
import { invoices, subscriptions } from '../../db/schema';
import type { Offer } from './pricing';
import type { Card, ProviderInvoice, ProviderSubscription } from './provider';

/** The business's subscription row as the provider answered (one per business: replaced). */
export async function storeSubscription(
  tx: Db,
  input: {
    businessId: string;
    offer: Offer;
    subscription: ProviderSubscription;
    card: Card | null;
    now: Date;
  },
): Promise<void> {
  const { businessId, offer, subscription, card, now } = input;
  const values = {
    providerSubscriptionId: subscription.id,
    plan: offer.plan,
    cycle: offer.cycle,
    currency: offer.currency,
    seats: offer.seats,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    nextPlan: subscription.cancelAtPeriodEnd ? 'CANCELED' : null,
    card,
    pastDueSince: null,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ businessId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.businessId, set: values });
}

/** An invoice the provider charged, as the billing page lists it. */
export async function storeInvoice(
  tx: Db,
  { businessId, invoice }: { businessId: string; invoice: ProviderInvoice },
): Promise<void> {
  const { draft } = invoice;
  const values = {
    number: invoice.number,
    status: invoice.status,
    currency: draft.currency,
    subtotalMinor: draft.subtotalMinor,
    discountMinor: draft.discountMinor,
    taxMinor: draft.taxMinor,
    totalMinor: draft.totalMinor,
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    url: invoice.url,
  };
  // The provider's webhook may have stored it first: ours is as fresh.
  await tx
    .insert(invoices)
    .values({ id: invoice.id, businessId, ...values, createdAt: invoice.createdAt })
    .onConflictDoUpdate({ target: invoices.id, set: values });
}
