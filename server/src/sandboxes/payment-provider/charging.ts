import type { InvoiceDraft } from '../../domain/billing/provider';
import { expiredAt, testCard } from './cards';
import { cardOf, type Scope } from './customer-scope';
import { sandboxId, toStoredDraft, type Stored } from './store';

/** A draft invoice with the customer's next number. */
export async function newInvoice(scope: Scope, subscriptionId: string | null, draft: InvoiceDraft) {
  scope.customer.data.invoiceCount += 1;
  await scope.store.update(scope.customer, scope.at);
  return scope.store.insert(
    'invoice',
    sandboxId('invoice'),
    scope.customer.id,
    {
      subscription: subscriptionId,
      number: `PARA-${scope.customer.data.invoiceCount}`,
      status: 'draft',
      failureCode: null,
      attempts: 0,
      draft: toStoredDraft(draft),
      createdAt: scope.at.toISOString(),
      paidAt: null,
    },
    scope.at,
  );
}

/** Charges the invoice off-session with the customer's default card, as of `when`. */
export async function charge(scope: Scope, invoice: Stored<'invoice'>, when = scope.at) {
  const method = await cardOf(scope.store, scope.customer.data.defaultPaymentMethod);
  const code =
    invoice.data.draft.totalMinor <= 0
      ? 'ok'
      : !method
        ? 'payment_method_required'
        : expiredAt(method.card, when)
          ? 'expired_card'
          : (testCard(method.testNumber)?.offSession ?? 'card_declined');
  invoice.data.attempts += 1;
  if (code === 'ok') {
    invoice.data.status = 'paid';
    invoice.data.failureCode = null;
    invoice.data.paidAt = when.toISOString();
  } else {
    invoice.data.status = 'open';
    invoice.data.failureCode = code;
  }
  await scope.store.update(invoice, when);
  return invoice.data.status === 'paid';
}
