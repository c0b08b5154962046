import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businesses } from '../../db/schema';
import { lockBusiness } from '../businesses/business-lock';
import { DomainError } from '../errors';
import type { PreparedChange } from './change';
import type { EventPerson } from '../businesses/events';
import { recordRedemptions } from './discounts';
import { storeInvoice, storeSubscription } from './ledger';
import { recordPlanChange } from './plan-events';
import type { Card, PaymentProvider, ProviderInvoice, ProviderSubscription } from './provider';
import { termsOf } from './running';

const noCard = () => new DomainError('PAYMENT_METHOD_REQUIRED', 'Save a card before paying');

/** Paying needs the card saved at the provider (through a setup intent). */
export async function requireCard(
  provider: PaymentProvider,
  customerId: string | null,
): Promise<Card> {
  const card = customerId ? await provider.defaultCard(customerId) : null;
  if (!card) throw noCard();
  return card;
}

/** Whether the provider's invoice was paid; a refused charge is 422 PAYMENT_FAILED. */
export function requirePaid(invoice: ProviderInvoice | null): void {
  if (invoice && invoice.status !== 'paid') {
    throw new DomainError(
      'PAYMENT_FAILED',
      `The card was refused (${invoice.failureCode ?? 'declined'})`,
    );
  }
}

/** Ends a provider subscription our side will not record (a refused or abandoned start). */
export async function abandon(provider: PaymentProvider, subscriptionId: string): Promise<void> {
  await provider.setCancellation(subscriptionId, { cancelNow: true });
}

export interface Started {
  customerId: string;
  subscription: ProviderSubscription;
  invoice: ProviderInvoice;
  card: Card;
}

/**
 * Charges the first period of a new subscription with the customer's saved card. A refusal
 * cancels the provider's incomplete subscription and changes nothing here.
 */
export async function chargeFirstPeriod(
  provider: PaymentProvider,
  { customerId, prepared }: { customerId: string | null; prepared: PreparedChange },
): Promise<Started> {
  if (!customerId) throw noCard();
  const card = await requireCard(provider, customerId);
  const { quote, target } = prepared;
  const { subscription, invoice } = await provider.createSubscription({
    customerId,
    terms: termsOf(target, quote.renewal),
    firstInvoice: quote.invoice,
    periodEnd: quote.periodEnd,
    idempotencyKey: randomUUID(),
  });
  if (invoice.status !== 'paid') {
    await abandon(provider, subscription.id);
    requirePaid(invoice);
  }
  return { customerId, subscription, invoice, card };
}

/**
 * Records a paid first period in the charging transaction: the business pays by card on the
 * plan from now (a trial ends, a lock is lifted), its subscription, invoice and discounts.
 */
export async function recordStart(
  tx: Db,
  input: {
    businessId: string;
    prepared: PreparedChange;
    started: Started;
    now: Date;
    /** The admin buying it. */
    actor: EventPerson;
  },
): Promise<void> {
  const { businessId, prepared, started, now, actor } = input;
  const business = await lockBusiness(tx, businessId);
  if (!business) throw new DomainError('NOT_FOUND', 'No such business');
  await tx
    .update(businesses)
    .set({
      paymentMethod: 'STRIPE',
      trialEndsAt: null,
      pricePlan: prepared.target.plan,
      pricePlanStartAt: now,
      currency: prepared.target.currency,
      billingCustomerId: started.customerId,
      ...(prepared.codes.referredBy ? { referredBy: prepared.codes.referredBy } : {}),
      updatedAt: now,
    })
    .where(eq(businesses.id, businessId));
  await storeSubscription(tx, {
    businessId,
    offer: prepared.target,
    subscription: started.subscription,
    card: started.card,
    now,
  });
  await storeInvoice(tx, { businessId, invoice: started.invoice });
  await recordRedemptions(tx, { businessId, redeemed: prepared.codes.discounts, now });
  await recordPlanChange(tx, { business, before: null, after: prepared.target, at: now, actor });
}
