import type { components } from '../../../../openapi/schema.gen';
import { DomainError } from '../errors';
import { isSubscriptionStatus, type Card, type Cycle, type SubscriptionStatus } from './provider';

type Schemas = components['schemas'];
type Raw = Schemas['PaymentWebhookEvent']['data']['object'];

/**
 * The parts of a provider's event objects (Stripe's shape: snake_case, unix seconds, amounts in
 * minor units, lower-case currencies) we apply. A field we need that is missing or of the wrong
 * type is a malformed event: 400, nothing changes.
 */
export interface SubscriptionObject {
  id: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** What the subscription bills from its current period on, when the provider says (metadata). */
  terms: { plan?: string; cycle?: Cycle; seats?: number };
}

export interface InvoiceObject {
  id: string;
  customer: string | null;
  subscription: string | null;
  number: string;
  currency: Schemas['Currency'];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  periodStart: Date;
  periodEnd: Date;
  url: string | null;
  createdAt: Date | null;
}

export interface SetupIntentObject {
  id: string;
  customer: string;
  status: string;
  card: Card | null;
}

const malformed = (field: string) =>
  new DomainError('VALIDATION_FAILED', `The event's object lacks a valid ${field}`, {
    field: `data.object.${field}`,
  });

function text(raw: Raw, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || !value) throw malformed(field);
  return value;
}

function optionalText(raw: Raw, field: string): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw malformed(field);
  return value;
}

function integer(raw: Raw, field: string): number {
  const value = raw[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw malformed(field);
  return value;
}

const instant = (raw: Raw, field: string) => new Date(integer(raw, field) * 1000);

/** Our terms in the subscription's metadata (the sandbox and our Stripe adapter put them there). */
function termsOf(raw: Raw): SubscriptionObject['terms'] {
  const metadata = (raw.metadata ?? {}) as Record<string, unknown>;
  const { plan, cycle, seats } = metadata;
  const count = typeof seats === 'string' ? Number(seats) : NaN;
  return {
    ...(typeof plan === 'string' && /^[A-Za-z0-9_]{2,32}$/.test(plan) ? { plan } : {}),
    ...(cycle === 'monthly' || cycle === 'yearly' ? { cycle } : {}),
    ...(Number.isInteger(count) && count > 0 ? { seats: count } : {}),
  };
}

export function readSubscription(raw: Raw): SubscriptionObject {
  const status = text(raw, 'status');
  if (!isSubscriptionStatus(status)) throw malformed('status');
  return {
    id: raw.id,
    status,
    currentPeriodStart: instant(raw, 'current_period_start'),
    currentPeriodEnd: instant(raw, 'current_period_end'),
    cancelAtPeriodEnd: raw.cancel_at_period_end === true,
    terms: termsOf(raw),
  };
}

/** Stripe lists the discounts of an invoice as `total_discount_amounts: [{amount}]`. */
function discountOf(raw: Raw): number {
  const list = raw.total_discount_amounts ?? [];
  if (!Array.isArray(list)) throw malformed('total_discount_amounts');
  return list.reduce<number>((sum, item: unknown) => {
    const amount = (item as { amount?: unknown } | null)?.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw malformed('total_discount_amounts');
    }
    return sum + amount;
  }, 0);
}

export function readInvoice(raw: Raw): InvoiceObject {
  const currency = text(raw, 'currency').toUpperCase();
  if (currency !== 'CHF' && currency !== 'EUR') throw malformed('currency');
  return {
    id: raw.id,
    customer: optionalText(raw, 'customer'),
    subscription: optionalText(raw, 'subscription'),
    number: text(raw, 'number'),
    currency,
    subtotalMinor: integer(raw, 'subtotal'),
    discountMinor: discountOf(raw),
    taxMinor: raw.tax === undefined || raw.tax === null ? 0 : integer(raw, 'tax'),
    totalMinor: integer(raw, 'total'),
    periodStart: instant(raw, 'period_start'),
    periodEnd: instant(raw, 'period_end'),
    url: optionalText(raw, 'hosted_invoice_url'),
    createdAt: raw.created === undefined ? null : instant(raw, 'created'),
  };
}

/** Our sandbox adds the saved card (`card`: brand, last4, exp_month, exp_year) to the intent. */
function cardOf(raw: Raw): Card | null {
  const card = raw.card as Record<string, unknown> | null | undefined;
  if (!card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = card;
  if (
    typeof brand !== 'string' ||
    typeof last4 !== 'string' ||
    !/^[0-9]{4}$/.test(last4) ||
    typeof expMonth !== 'number' ||
    typeof expYear !== 'number'
  ) {
    throw malformed('card');
  }
  return { brand, last4, expMonth, expYear };
}

export function readSetupIntent(raw: Raw): SetupIntentObject {
  return {
    id: raw.id,
    customer: text(raw, 'customer'),
    status: text(raw, 'status'),
    card: cardOf(raw),
  };
}
