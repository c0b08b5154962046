import type { ProviderInvoice, ProviderSubscription } from '../../domain/billing/provider';
import { fromStoredDraft, type Stored } from './store';
import type { SandboxUrls } from './urls';

// The stored objects as the PaymentProvider port answers them.

export const subscriptionView = (subscription: Stored<'subscription'>): ProviderSubscription => ({
  id: subscription.id,
  customerId: subscription.customerId!,
  status: subscription.data.status,
  currentPeriodStart: new Date(subscription.data.currentPeriodStart),
  currentPeriodEnd: new Date(subscription.data.currentPeriodEnd),
  cancelAtPeriodEnd: subscription.data.cancelAtPeriodEnd,
});

export const invoiceView = (url: SandboxUrls, invoice: Stored<'invoice'>): ProviderInvoice => ({
  id: invoice.id,
  number: invoice.data.number,
  status: invoice.data.status,
  failureCode: invoice.data.failureCode,
  url: url.invoice(invoice.id),
  draft: fromStoredDraft(invoice.data.draft),
  createdAt: new Date(invoice.data.createdAt),
});
