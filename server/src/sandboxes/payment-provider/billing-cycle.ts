import { charge, newInvoice } from './charging';
import type { Scope } from './customer-scope';
import { emitInvoice, emitSubscription } from './events';
import { addCycles, nextAttempt, RETRY_DAYS } from './periods';
import { fromStoredDraft, type Stored } from './store';

/** Subscriptions the customer's clock may still change. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set([
  'active',
  'trialing',
  'past_due',
  'unpaid',
]);

/** The period ended: cancel when asked to, else renew and charge the next invoice. */
async function periodEnds(scope: Scope, subscription: Stored<'subscription'>, when: Date) {
  const data = subscription.data;
  if (data.cancelAtPeriodEnd) {
    data.status = 'canceled';
    data.canceledAt = when.toISOString();
    data.retry = null;
    await scope.store.update(subscription, when);
    emitSubscription(scope, 'customer.subscription.deleted', subscription, when);
    return;
  }
  const { cycle } = data.terms;
  if (cycle !== data.anchorCycle) {
    data.anchor = data.currentPeriodEnd;
    data.anchorCycle = cycle;
    data.periods = 0;
  }
  data.periods += 1;
  const start = new Date(data.currentPeriodEnd);
  const end = addCycles(new Date(data.anchor), cycle, data.periods);
  const invoice = await newInvoice(scope, subscription.id, {
    ...fromStoredDraft(data.terms.renewal),
    periodStart: start,
    periodEnd: end,
  });
  const paid = await charge(scope, invoice, when);
  data.currentPeriodStart = start.toISOString();
  data.currentPeriodEnd = end.toISOString();
  data.latestInvoice = invoice.id;
  if (paid) data.status = 'active';
  else {
    data.status = 'past_due';
    data.retry = { invoiceId: invoice.id, failedAt: when.toISOString(), retries: 0 };
  }
  await scope.store.update(subscription, when);
  emitInvoice(scope, invoice, subscription, when);
  emitSubscription(scope, 'customer.subscription.updated', subscription, when);
}

/** A scheduled retry of a failed renewal; the last failure leaves the subscription unpaid. */
async function retryDue(scope: Scope, subscription: Stored<'subscription'>, when: Date) {
  const data = subscription.data;
  const retry = data.retry!;
  const invoice = await scope.store.get('invoice', retry.invoiceId);
  if (!invoice || invoice.data.status !== 'open') {
    data.retry = null;
    await scope.store.update(subscription, when);
    return;
  }
  const paid = await charge(scope, invoice, when);
  retry.retries += 1;
  if (paid) {
    data.retry = null;
    data.status = 'active';
  } else if (retry.retries >= RETRY_DAYS.length) {
    data.retry = null;
    data.status = 'unpaid';
  }
  await scope.store.update(subscription, when);
  emitInvoice(scope, invoice, subscription, when);
  if (data.status !== 'past_due') {
    emitSubscription(scope, 'customer.subscription.updated', subscription, when);
  }
}

/** Everything due on the customer's clock, earliest first, up to its current time. */
export async function runDue(scope: Scope) {
  for (;;) {
    const subscriptions = (await scope.store.list('subscription', scope.customer.id)).filter(
      (subscription) => LIVE_STATUSES.has(subscription.data.status),
    );
    let next: { at: Date; run: () => Promise<void> } | null = null;
    const consider = (at: Date, run: (when: Date) => Promise<void>) => {
      if (at <= scope.at && (!next || at < next.at)) next = { at, run: () => run(at) };
    };
    for (const subscription of subscriptions) {
      const retryAt = nextAttempt(subscription);
      if (retryAt) consider(retryAt, (when) => retryDue(scope, subscription, when));
      // An unpaid subscription stops renewing; it still ends when it was cancelled.
      if (subscription.data.status !== 'unpaid' || subscription.data.cancelAtPeriodEnd) {
        consider(new Date(subscription.data.currentPeriodEnd), (when) =>
          periodEnds(scope, subscription, when),
        );
      }
    }
    const due = next as { at: Date; run: () => Promise<void> } | null;
    if (!due) return;
    await due.run();
  }
}
