import type { PaymentProvider } from '../../domain/billing/provider';
import { LIVE_STATUSES } from './billing-cycle';
import { charge, newInvoice } from './charging';
import { shift, shiftDraft, storedTerms } from './clock';
import { customerOf, mustGet, withCustomer, type SandboxContext } from './customer-scope';
import { emitInvoice, emitSubscription } from './events';
import { once } from './idempotency';
import { SandboxError } from './sandbox-error';
import { sandboxId } from './store';
import { invoiceView, subscriptionView } from './views';

type SubscriptionMethods = Pick<
  PaymentProvider,
  'createSubscription' | 'updateSubscription' | 'setCancellation' | 'retryInvoice'
>;

/** The port's subscription and invoice calls: each one change under the customer's lock. */
export const subscriptionMethods = (ctx: SandboxContext): SubscriptionMethods => ({
  createSubscription({ customerId, terms, firstInvoice, periodEnd, idempotencyKey }) {
    return withCustomer(ctx, customerId, (scope) =>
      once(scope, 'createSubscription', idempotencyKey, async () => {
        const offset = scope.customer.data.offsetMs;
        const start = shift(firstInvoice.periodStart, offset);
        const subscription = await scope.store.insert(
          'subscription',
          sandboxId('subscription'),
          customerId,
          {
            status: 'incomplete',
            currentPeriodStart: start.toISOString(),
            currentPeriodEnd: shift(periodEnd, offset).toISOString(),
            cancelAtPeriodEnd: false,
            canceledAt: null,
            terms: storedTerms(terms, offset),
            anchor: start.toISOString(),
            anchorCycle: terms.cycle,
            periods: 1,
            latestInvoice: null,
            retry: null,
          },
          scope.at,
        );
        const invoice = await newInvoice(scope, subscription.id, shiftDraft(firstInvoice, offset));
        const paid = await charge(scope, invoice);
        subscription.data.latestInvoice = invoice.id;
        subscription.data.status = paid ? 'active' : 'incomplete';
        await scope.store.update(subscription, scope.at);
        emitSubscription(scope, 'customer.subscription.created', subscription);
        emitInvoice(scope, invoice, null);
        return {
          subscription: subscriptionView(subscription),
          invoice: invoiceView(ctx.url, invoice),
        };
      }),
    );
  },

  async updateSubscription(id, { terms, invoice: draft, periodEnd, idempotencyKey }) {
    return withCustomer(ctx, await customerOf(ctx, 'subscription', id), (scope) =>
      once(scope, 'updateSubscription', idempotencyKey, async () => {
        const subscription = await mustGet(scope, 'subscription', id);
        if (!LIVE_STATUSES.has(subscription.data.status)) {
          throw new SandboxError(
            'invalid_request',
            `Subscription ${id} is ${subscription.data.status}`,
          );
        }
        const offset = scope.customer.data.offsetMs;
        const invoice = draft ? await newInvoice(scope, id, shiftDraft(draft, offset)) : null;
        // A refused prorated charge changes nothing (Stripe's payment_behavior error_if_incomplete).
        if (invoice && !(await charge(scope, invoice))) {
          return {
            subscription: subscriptionView(subscription),
            invoice: invoiceView(ctx.url, invoice),
          };
        }
        const data = subscription.data;
        data.terms = storedTerms(terms, offset);
        if (periodEnd) {
          const start = draft ? shift(draft.periodStart, offset) : scope.at;
          data.currentPeriodStart = start.toISOString();
          data.currentPeriodEnd = shift(periodEnd, offset).toISOString();
          data.anchor = start.toISOString();
          data.anchorCycle = terms.cycle;
          data.periods = 1;
        }
        if (invoice) data.latestInvoice = invoice.id;
        await scope.store.update(subscription, scope.at);
        emitSubscription(scope, 'customer.subscription.updated', subscription);
        if (invoice) emitInvoice(scope, invoice, subscription);
        return {
          subscription: subscriptionView(subscription),
          invoice: invoice ? invoiceView(ctx.url, invoice) : null,
        };
      }),
    );
  },

  async setCancellation(id, input) {
    return withCustomer(ctx, await customerOf(ctx, 'subscription', id), async (scope) => {
      const subscription = await mustGet(scope, 'subscription', id);
      const data = subscription.data;
      if (data.status === 'canceled' || data.status === 'incomplete_expired') {
        return subscriptionView(subscription);
      }
      if ('cancelNow' in input) {
        data.status = 'canceled';
        data.canceledAt = scope.at.toISOString();
        data.retry = null;
        for (const invoice of await scope.store.list('invoice', scope.customer.id)) {
          if (invoice.data.subscription === id && invoice.data.status === 'open') {
            invoice.data.status = 'void';
            await scope.store.update(invoice, scope.at);
          }
        }
        await scope.store.update(subscription, scope.at);
        emitSubscription(scope, 'customer.subscription.deleted', subscription);
      } else if (data.cancelAtPeriodEnd !== input.cancelAtPeriodEnd) {
        data.cancelAtPeriodEnd = input.cancelAtPeriodEnd;
        await scope.store.update(subscription, scope.at);
        emitSubscription(scope, 'customer.subscription.updated', subscription);
      }
      return subscriptionView(subscription);
    });
  },

  async retryInvoice(invoiceId) {
    return withCustomer(ctx, await customerOf(ctx, 'invoice', invoiceId), async (scope) => {
      const invoice = await mustGet(scope, 'invoice', invoiceId);
      if (invoice.data.status !== 'open') return invoiceView(ctx.url, invoice);
      const subscription = invoice.data.subscription
        ? await scope.store.get('subscription', invoice.data.subscription)
        : null;
      const paid = await charge(scope, invoice);
      const reopened =
        paid &&
        subscription &&
        ['past_due', 'unpaid', 'incomplete'].includes(subscription.data.status);
      if (paid && subscription) {
        subscription.data.retry = null;
        if (reopened) subscription.data.status = 'active';
        await scope.store.update(subscription, scope.at);
      }
      emitInvoice(scope, invoice, subscription);
      if (reopened) emitSubscription(scope, 'customer.subscription.updated', subscription);
      return invoiceView(ctx.url, invoice);
    });
  },
});
