import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type Card = Schemas['Card'];
export type Cycle = Schemas['Cycle'];
export type Currency = Schemas['Currency'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];

/** Every subscription status a provider reports (Stripe's; the contract's enum). */
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
];

export const isSubscriptionStatus = (value: string): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

/**
 * An invoice as we compute it (pricing.ts): the provider charges exactly these amounts, so
 * what a preview showed is what is charged. Amounts are in the currency's minor unit.
 */
export interface InvoiceDraft {
  currency: Currency;
  lines: { description: string; amountMinor: number }[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  periodStart: Date;
  periodEnd: Date;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  /** paid, or open when the charge failed (then `failureCode` says why). */
  status: 'paid' | 'open' | 'void' | 'uncollectible' | 'draft';
  failureCode: string | null;
  url: string | null;
  draft: InvoiceDraft;
  createdAt: Date;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** What the subscription bills each period from the next one on (plan, seats, recurring amounts). */
export interface SubscriptionTerms {
  plan: string;
  cycle: Cycle;
  currency: Currency;
  seats: number;
  /** The invoice each renewal charges (same lines, moved to the new period). */
  renewal: InvoiceDraft;
}

export interface SetupIntentView {
  id: string;
  customerId: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  /** Who asked for it (`userId`, `businessId`): only they may use its card. */
  metadata: Record<string, string>;
  card: Card | null;
}

/**
 * A card processor (Stripe in production, a local sandbox by default). We keep plans, prices,
 * discounts and taxes; the provider keeps customers and cards, charges the invoices we draft,
 * renews subscriptions, and tells our webhook (`POST /v1/webhooks/payments`, signed with
 * `webhookSecret`) what happened: setup_intent.succeeded, invoice.paid, invoice.payment_failed,
 * customer.subscription.updated, customer.subscription.deleted.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly webhookSecret: string;
  createCustomer(input: {
    email: string;
    name: string;
    country: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
  /** A setup intent the browser confirms on the provider's page (`redirectUrl`) with the card. */
  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    /** Absolute URL of our app the card page returns to. */
    returnUrl: string;
  }): Promise<{ id: string; clientSecret: string; redirectUrl: string }>;
  retrieveSetupIntent(id: string): Promise<SetupIntentView | null>;
  /** The card new invoices charge (the last one saved), or null. */
  defaultCard(customerId: string): Promise<Card | null>;
  /**
   * Starts a subscription and charges its first invoice off-session with the default card, at
   * once. A refused charge answers the invoice `open` with its failure code and the
   * subscription `incomplete`; the caller then cancels it. `idempotencyKey` makes a retry safe.
   */
  createSubscription(input: {
    customerId: string;
    terms: SubscriptionTerms;
    firstInvoice: InvoiceDraft;
    periodEnd: Date;
    idempotencyKey: string;
  }): Promise<{ subscription: ProviderSubscription; invoice: ProviderInvoice }>;
  /**
   * Changes plan, cycle or seats now. `invoice` (a prorated charge) is charged at once when
   * given; a new `periodEnd` restarts the billing period (a new plan or cycle).
   */
  updateSubscription(
    id: string,
    input: {
      terms: SubscriptionTerms;
      invoice: InvoiceDraft | null;
      periodEnd: Date | null;
      idempotencyKey: string;
    },
  ): Promise<{ subscription: ProviderSubscription; invoice: ProviderInvoice | null }>;
  /** Cancel at the period's end (or undo that), or at once (`atPeriodEnd: false`). */
  setCancellation(
    id: string,
    input: { cancelAtPeriodEnd: boolean } | { cancelNow: true },
  ): Promise<ProviderSubscription>;
  /** Charges an open invoice again with the current default card (after a card change). */
  retryInvoice(invoiceId: string): Promise<ProviderInvoice>;
  /** A one-time link to the provider's customer portal (cards, invoices). */
  portalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** The invoicing system of MANUAL and CHARGEBEE businesses (Chargebee in production). */
export interface InvoicingPortal {
  portalSession(input: {
    businessId: string;
    email: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
}
