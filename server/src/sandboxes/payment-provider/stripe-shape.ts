import { declineMessage } from './cards';
import type {
  InvoiceData,
  PaymentMethodData,
  SetupIntentData,
  Stored,
  SubscriptionData,
} from './store';

/** The sandbox's objects as Stripe's API writes them in events (snake case, unix seconds, lower-case currency). */

const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export type EventType =
  | 'setup_intent.succeeded'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

export interface PaymentEvent {
  id: string;
  type: EventType;
  created: number;
  livemode: false;
  data: { object: { id: string; object: string } & Record<string, unknown> };
}

export function subscriptionObject(subscription: Stored<'subscription'>) {
  const data: SubscriptionData = subscription.data;
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: data.status,
    current_period_start: unix(data.currentPeriodStart),
    current_period_end: unix(data.currentPeriodEnd),
    cancel_at_period_end: data.cancelAtPeriodEnd,
    canceled_at: data.canceledAt ? unix(data.canceledAt) : null,
    latest_invoice: data.latestInvoice,
    currency: data.terms.currency.toLowerCase(),
    metadata: {
      plan: data.terms.plan,
      cycle: data.terms.cycle,
      seats: String(data.terms.seats),
    },
  };
}

export function invoiceObject(
  invoice: Stored<'invoice'>,
  hostedUrl: string,
  nextPaymentAttempt: Date | null,
) {
  const data: InvoiceData = invoice.data;
  const { draft } = data;
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    subscription: data.subscription,
    number: data.number,
    status: data.status,
    currency: draft.currency.toLowerCase(),
    subtotal: draft.subtotalMinor,
    total_discount_amounts:
      draft.discountMinor > 0 ? [{ amount: draft.discountMinor, discount: null }] : [],
    tax: draft.taxMinor,
    total: draft.totalMinor,
    amount_due: draft.totalMinor,
    amount_paid: data.status === 'paid' ? draft.totalMinor : 0,
    attempt_count: data.attempts,
    next_payment_attempt: nextPaymentAttempt
      ? Math.floor(nextPaymentAttempt.getTime() / 1000)
      : null,
    period_start: unix(draft.periodStart),
    period_end: unix(draft.periodEnd),
    created: unix(data.createdAt),
    hosted_invoice_url: hostedUrl,
    last_finalization_error: data.failureCode
      ? { type: 'card_error', code: data.failureCode, message: declineMessage(data.failureCode) }
      : null,
    lines: {
      object: 'list',
      data: draft.lines.map((line) => ({
        description: line.description,
        amount: line.amountMinor,
      })),
    },
  };
}

export function setupIntentObject(
  intent: Stored<'setup_intent'>,
  paymentMethod: PaymentMethodData | null,
) {
  const data: SetupIntentData = intent.data;
  return {
    id: intent.id,
    object: 'setup_intent',
    customer: intent.customerId,
    status: data.status,
    payment_method: data.paymentMethod,
    metadata: data.metadata,
    card: paymentMethod
      ? {
          brand: paymentMethod.card.brand,
          last4: paymentMethod.card.last4,
          exp_month: paymentMethod.card.expMonth,
          exp_year: paymentMethod.card.expYear,
        }
      : null,
    last_setup_error: data.lastError
      ? { code: data.lastError, message: declineMessage(data.lastError) }
      : null,
  };
}
