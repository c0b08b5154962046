import type { Scope } from './customer-scope';
import { nextAttempt } from './periods';
import type { Stored } from './store';
import { invoiceObject, subscriptionObject, type EventType } from './stripe-shape';

// What our webhook hears about invoices and subscriptions, in Stripe's shape.

export function emitInvoice(
  scope: Scope,
  invoice: Stored<'invoice'>,
  subscription: Stored<'subscription'> | null,
  when?: Date,
) {
  const type = invoice.data.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed';
  const object = invoiceObject(invoice, scope.url.invoice(invoice.id), nextAttempt(subscription));
  scope.emit(type, object, when);
}

export const emitSubscription = (
  scope: Scope,
  type: Extract<EventType, `customer.subscription.${string}`>,
  subscription: Stored<'subscription'>,
  when?: Date,
) => scope.emit(type, subscriptionObject(subscription), when);
