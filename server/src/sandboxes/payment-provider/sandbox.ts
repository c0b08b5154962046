import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { randomBase62 } from '../../domain/ids';
import type {
  InvoiceDraft,
  InvoicingPortal,
  PaymentProvider,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionTerms,
} from '../../domain/billing/provider';
import { declineMessage, expiredAt, testCard } from './cards';
import { addCycles, DAY_MS, RETRY_DAYS } from './periods';
import {
  fromStoredDraft,
  sandboxId,
  sandboxStore,
  toStoredDraft,
  type SandboxStore,
  type Stored,
  type SubscriptionData,
} from './store';
import {
  invoiceObject,
  setupIntentObject,
  subscriptionObject,
  type EventType,
  type PaymentEvent,
} from './stripe-shape';

/** Sends one event to our webhook as the processor would (signed, retried); resolves when done. */
export type Deliver = (event: PaymentEvent) => Promise<void>;

export interface PaymentSandboxOptions {
  db: Db;
  /** Our server's public address: the sandbox's pages live under it. */
  baseUrl: string;
  deliver: Deliver;
  now: () => Date;
  /** How long after a change its events leave (a processor's webhooks are never instant). */
  deliveryDelayMs?: number;
  log?: { warn(object: object, message: string): void };
}

/** What the processor says when asked for something it cannot do (Stripe's invalid request). */
export class SandboxError extends Error {
  constructor(
    readonly code: 'resource_missing' | 'invalid_request',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export const PORTAL_SESSION_MS = 60 * 60_000;
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** One change to a customer's objects: its store, the customer (locked), its clock, its events. */
interface Scope {
  store: SandboxStore;
  customer: Stored<'customer'>;
  /** The customer's sandbox time (real time plus what its test clock was advanced). */
  at: Date;
  emit(type: EventType, object: PaymentEvent['data']['object'], when?: Date): void;
}

export type SaveOutcome =
  | { status: 'succeeded'; returnTo: string }
  | { status: 'requires_action' }
  | { status: 'declined'; code: string; message: string };

const shift = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);
const shiftDraft = (draft: InvoiceDraft, offsetMs: number): InvoiceDraft => ({
  ...draft,
  periodStart: shift(draft.periodStart, offsetMs),
  periodEnd: shift(draft.periodEnd, offsetMs),
});

const DATE_KEYS = new Set([
  'currentPeriodStart',
  'currentPeriodEnd',
  'periodStart',
  'periodEnd',
  'createdAt',
]);
const reviveDates = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The return address with the processor's outcome parameters added. */
function returnWith(returnUrl: string, setupIntent: string, status: 'succeeded' | 'failed') {
  const url = new URL(returnUrl);
  url.searchParams.set('setup_intent', setupIntent);
  url.searchParams.set('redirect_status', status);
  return url.toString();
}

/**
 * A card processor of our own, standing in for Stripe: customers, setup intents confirmed on
 * its hosted card page, saved cards, subscriptions that renew and retry on a per-customer test
 * clock, invoices, portal sessions. It keeps its objects in `payment_sandbox_objects` (so two
 * server processes share them; a customer's row lock serialises changes) and tells our webhook
 * what happened, asynchronously, per customer in order.
 */
export function createPaymentSandbox({
  db,
  baseUrl,
  deliver,
  now,
  deliveryDelayMs = 0,
  log,
}: PaymentSandboxOptions) {
  const queues = new Map<string, Promise<void>>();
  const pending = new Set<Promise<unknown>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.then(
      () => pending.delete(promise),
      () => pending.delete(promise),
    );
    return promise;
  };

  // Always a timer, even at 0 ms: events leave after the call that caused them has returned.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  /** Delivers the customer's events after those already queued for it, one at a time. */
  function enqueue(customerId: string, events: PaymentEvent[]) {
    if (events.length === 0 || closed) return;
    const previous = queues.get(customerId) ?? Promise.resolve();
    const run = previous.then(async () => {
      for (const event of events) {
        await sleep(deliveryDelayMs);
        if (closed) return;
        try {
          await deliver(event);
        } catch (error) {
          log?.warn({ err: error, event: event.id }, 'payment webhook delivery failed');
        }
      }
    });
    queues.set(customerId, run);
    void track(run).finally(() => {
      if (queues.get(customerId) === run) queues.delete(customerId);
    });
  }

  const url = {
    setup: (id: string, clientSecret: string) =>
      `${baseUrl}/sandbox/payments/setup/${id}?client_secret=${encodeURIComponent(clientSecret)}`,
    invoice: (id: string) => `${baseUrl}/sandbox/payments/invoices/${id}`,
    portal: (id: string) => `${baseUrl}/sandbox/payments/portal/${id}`,
    invoicing: (id: string) => `${baseUrl}/sandbox/payments/invoicing/${id}`,
  };

  /** Runs `work` with the customer locked, then queues the events it emitted. */
  async function withCustomer<T>(customerId: string, work: (scope: Scope) => Promise<T>) {
    const events: PaymentEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const store = sandboxStore(tx);
      const customer = await store.lockCustomer(customerId);
      if (!customer) throw new SandboxError('resource_missing', `No such customer: ${customerId}`);
      const at = shift(now(), customer.data.offsetMs);
      return work({
        store,
        customer,
        at,
        emit(type, object, when = at) {
          events.push({
            id: `evt_${randomBase62(24)}`,
            type,
            created: Math.floor(when.getTime() / 1000),
            livemode: false,
            data: { object },
          });
        },
      });
    });
    enqueue(customerId, events);
    return result;
  }

  /** The customer's id for an object (read without a lock; the object's customer never changes). */
  async function customerOf(kind: 'subscription' | 'invoice' | 'setup_intent', id: string) {
    const object = await sandboxStore(db).get(kind, id);
    if (!object?.customerId) throw new SandboxError('resource_missing', `No such ${kind}: ${id}`);
    return object.customerId;
  }

  async function mustGet<K extends 'subscription' | 'invoice' | 'setup_intent'>(
    scope: Scope,
    kind: K,
    id: string,
  ) {
    const object = await scope.store.get(kind, id);
    if (!object) throw new SandboxError('resource_missing', `No such ${kind}: ${id}`);
    return object;
  }

  // ---- views (what the port answers) -------------------------------------------------------

  const subscriptionView = (subscription: Stored<'subscription'>): ProviderSubscription => ({
    id: subscription.id,
    customerId: subscription.customerId!,
    status: subscription.data.status,
    currentPeriodStart: new Date(subscription.data.currentPeriodStart),
    currentPeriodEnd: new Date(subscription.data.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.data.cancelAtPeriodEnd,
  });

  const invoiceView = (invoice: Stored<'invoice'>): ProviderInvoice => ({
    id: invoice.id,
    number: invoice.data.number,
    status: invoice.data.status,
    failureCode: invoice.data.failureCode,
    url: url.invoice(invoice.id),
    draft: fromStoredDraft(invoice.data.draft),
    createdAt: new Date(invoice.data.createdAt),
  });

  async function cardOf(store: SandboxStore, paymentMethodId: string | null) {
    if (!paymentMethodId) return null;
    return (await store.get('payment_method', paymentMethodId))?.data ?? null;
  }

  // ---- events ------------------------------------------------------------------------------

  const nextAttempt = (subscription: Stored<'subscription'> | null) => {
    const retry = subscription?.data.retry;
    const days = retry ? RETRY_DAYS[retry.retries] : undefined;
    return retry && days !== undefined
      ? new Date(new Date(retry.failedAt).getTime() + days * DAY_MS)
      : null;
  };

  function emitInvoice(
    scope: Scope,
    invoice: Stored<'invoice'>,
    subscription: Stored<'subscription'> | null,
    when?: Date,
  ) {
    const type = invoice.data.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed';
    const object = invoiceObject(invoice, url.invoice(invoice.id), nextAttempt(subscription));
    scope.emit(type, object, when);
  }

  const emitSubscription = (
    scope: Scope,
    type: Extract<EventType, `customer.subscription.${string}`>,
    subscription: Stored<'subscription'>,
    when?: Date,
  ) => scope.emit(type, subscriptionObject(subscription), when);

  // ---- charging ----------------------------------------------------------------------------

  async function newInvoice(scope: Scope, subscriptionId: string | null, draft: InvoiceDraft) {
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
  async function charge(scope: Scope, invoice: Stored<'invoice'>, when = scope.at) {
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

  // ---- idempotency -------------------------------------------------------------------------

  const idempotencyId = (operation: string, key: string) =>
    `idem_${createHash('sha256').update(`${operation}\n${key}`).digest('base64url')}`;

  /** The first answer to this key, or the work's answer (remembered for the next retry). */
  async function once<T>(
    scope: Scope,
    operation: string,
    key: string,
    work: () => Promise<T>,
  ): Promise<T> {
    const id = idempotencyId(operation, key);
    const known = await scope.store.get('idempotency_key', id);
    if (known) return JSON.parse(JSON.stringify(known.data.result), reviveDates) as T;
    const result = await work();
    await scope.store.insert(
      'idempotency_key',
      id,
      scope.customer.id,
      { result: JSON.parse(JSON.stringify(result)) as unknown },
      scope.at,
    );
    return result;
  }

  const storedTerms = (terms: SubscriptionTerms, offsetMs: number): SubscriptionData['terms'] => ({
    plan: terms.plan,
    cycle: terms.cycle,
    currency: terms.currency,
    seats: terms.seats,
    renewal: toStoredDraft(shiftDraft(terms.renewal, offsetMs)),
  });

  // ---- cards -------------------------------------------------------------------------------

  /** Saves the card on the intent, makes it the customer's default and reports it. */
  async function saveCard(
    scope: Scope,
    intent: Stored<'setup_intent'>,
    card: { number: string; expMonth: number; expYear: number },
  ) {
    const test = testCard(card.number);
    const data = {
      card: {
        brand: test?.brand ?? 'visa',
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
      testNumber: card.number,
    };
    const method = await scope.store.insert(
      'payment_method',
      sandboxId('payment_method'),
      scope.customer.id,
      data,
      scope.at,
    );
    intent.data.status = 'succeeded';
    intent.data.pendingCard = null;
    intent.data.paymentMethod = method.id;
    intent.data.lastError = null;
    await scope.store.update(intent, scope.at);
    scope.customer.data.defaultPaymentMethod = method.id;
    await scope.store.update(scope.customer, scope.at);
    scope.emit('setup_intent.succeeded', setupIntentObject(intent, data));
    return { paymentMethodId: method.id, card: data.card };
  }

  /** The card as entered on the hosted page: refused, saved, or waiting for 3-D Secure. */
  async function confirmCard(
    scope: Scope,
    intent: Stored<'setup_intent'>,
    card: { number: string; expMonth: number; expYear: number },
  ): Promise<SaveOutcome> {
    const test = testCard(card.number);
    const refusal = !test
      ? 'test_mode_live_card'
      : typeof test.onSave === 'object'
        ? test.onSave.decline
        : null;
    if (refusal) {
      intent.data.status = 'requires_payment_method';
      intent.data.lastError = refusal;
      await scope.store.update(intent, scope.at);
      return { status: 'declined', code: refusal, message: declineMessage(refusal) };
    }
    if (test?.onSave === '3ds') {
      // The card waits on the intent until the cardholder completes the bank's challenge (any
      // server process may serve that step). Only test card numbers are ever accepted.
      intent.data.pendingCard = card;
      intent.data.status = 'requires_action';
      intent.data.lastError = null;
      await scope.store.update(intent, scope.at);
      return { status: 'requires_action' };
    }
    await saveCard(scope, intent, card);
    return {
      status: 'succeeded',
      returnTo: returnWith(intent.data.returnUrl, intent.id, 'succeeded'),
    };
  }

  async function intentFor(scope: Scope, id: string, clientSecret: string) {
    const intent = await scope.store.get('setup_intent', id);
    return intent && sameSecret(intent.data.clientSecret, clientSecret) ? intent : null;
  }

  // ---- the clock ---------------------------------------------------------------------------

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
  async function runDue(scope: Scope) {
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

  // ---- the port ----------------------------------------------------------------------------

  const provider: Omit<PaymentProvider, 'webhookSecret'> = {
    name: 'sandbox',

    async createCustomer({ email, name, country, metadata }) {
      const customer = await sandboxStore(db).insert(
        'customer',
        sandboxId('customer'),
        null,
        {
          email: email.trim().toLowerCase(),
          name,
          country,
          metadata,
          defaultPaymentMethod: null,
          offsetMs: 0,
          invoiceCount: 0,
        },
        now(),
      );
      return { id: customer.id };
    },

    createSetupIntent({ customerId, metadata, returnUrl }) {
      return withCustomer(customerId, async (scope) => {
        const id = sandboxId('setup_intent');
        const clientSecret = `${id}_secret_${randomBase62(24)}`;
        await scope.store.insert(
          'setup_intent',
          id,
          customerId,
          {
            clientSecret,
            status: 'requires_payment_method',
            metadata,
            returnUrl,
            paymentMethod: null,
            lastError: null,
            pendingCard: null,
          },
          scope.at,
        );
        return { id, clientSecret, redirectUrl: url.setup(id, clientSecret) };
      });
    },

    async retrieveSetupIntent(id) {
      const store = sandboxStore(db);
      const intent = await store.get('setup_intent', id);
      if (!intent) return null;
      const method =
        intent.data.status === 'succeeded' ? await cardOf(store, intent.data.paymentMethod) : null;
      return {
        id: intent.id,
        customerId: intent.customerId!,
        status: intent.data.status,
        metadata: intent.data.metadata,
        card: method?.card ?? null,
      };
    },

    async defaultCard(customerId) {
      const store = sandboxStore(db);
      const customer = await store.get('customer', customerId);
      return (await cardOf(store, customer?.data.defaultPaymentMethod ?? null))?.card ?? null;
    },

    createSubscription({ customerId, terms, firstInvoice, periodEnd, idempotencyKey }) {
      return withCustomer(customerId, (scope) =>
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
          const invoice = await newInvoice(
            scope,
            subscription.id,
            shiftDraft(firstInvoice, offset),
          );
          const paid = await charge(scope, invoice);
          subscription.data.latestInvoice = invoice.id;
          subscription.data.status = paid ? 'active' : 'incomplete';
          await scope.store.update(subscription, scope.at);
          emitSubscription(scope, 'customer.subscription.created', subscription);
          emitInvoice(scope, invoice, null);
          return { subscription: subscriptionView(subscription), invoice: invoiceView(invoice) };
        }),
      );
    },

    async updateSubscription(id, { terms, invoice: draft, periodEnd, idempotencyKey }) {
      return withCustomer(await customerOf('subscription', id), (scope) =>
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
            return { subscription: subscriptionView(subscription), invoice: invoiceView(invoice) };
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
            invoice: invoice ? invoiceView(invoice) : null,
          };
        }),
      );
    },

    async setCancellation(id, input) {
      return withCustomer(await customerOf('subscription', id), async (scope) => {
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
      return withCustomer(await customerOf('invoice', invoiceId), async (scope) => {
        const invoice = await mustGet(scope, 'invoice', invoiceId);
        if (invoice.data.status !== 'open') return invoiceView(invoice);
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
        return invoiceView(invoice);
      });
    },

    async portalSession({ customerId, returnUrl }) {
      const id = sandboxId('portal_session');
      await sandboxStore(db).insert(
        'portal_session',
        id,
        customerId,
        {
          purpose: 'customer',
          returnUrl,
          expiresAt: new Date(now().getTime() + PORTAL_SESSION_MS).toISOString(),
        },
        now(),
      );
      return { url: url.portal(id) };
    },
  };

  /** Chargebee's portal for MANUAL and CHARGEBEE businesses, played by the same sandbox. */
  const invoicing: InvoicingPortal = {
    async portalSession({ businessId, email, returnUrl }) {
      const id = sandboxId('portal_session');
      await sandboxStore(db).insert(
        'portal_session',
        id,
        null,
        {
          purpose: 'invoicing',
          returnUrl,
          businessId,
          email,
          expiresAt: new Date(now().getTime() + PORTAL_SESSION_MS).toISOString(),
        },
        now(),
      );
      return { url: url.invoicing(id) };
    },
  };

  function advanceClock(customerId: string, days: number): Promise<{ now: Date }> {
    return track(
      withCustomer(customerId, async (scope) => {
        scope.customer.data.offsetMs += Math.round(days * DAY_MS);
        scope.at = shift(now(), scope.customer.data.offsetMs);
        await scope.store.update(scope.customer, scope.at);
        await runDue(scope);
        return { now: scope.at };
      }),
    );
  }

  async function portalPage(sessionId: string) {
    const store = sandboxStore(db);
    const session = await store.get('portal_session', sessionId);
    if (!session || new Date(session.data.expiresAt) <= now()) return null;
    if (session.data.purpose === 'invoicing' || !session.customerId) {
      return { session, customer: null, card: null, invoices: [] as ProviderInvoice[] };
    }
    const customer = await store.get('customer', session.customerId);
    const card = (await cardOf(store, customer?.data.defaultPaymentMethod ?? null))?.card ?? null;
    const invoices = (await store.list('invoice', session.customerId))
      .filter((invoice) => invoice.data.status !== 'draft')
      .reverse()
      .map(invoiceView);
    return { session, customer: customer!, card, invoices };
  }

  return {
    provider,
    invoicing,

    /** The customer's sandbox time (its test clock). */
    async customerNow(customerId: string): Promise<Date | null> {
      const customer = await sandboxStore(db).get('customer', customerId);
      return customer ? shift(now(), customer.data.offsetMs) : null;
    },

    /**
     * Moves the customer's test clock `days` ahead and runs what fell due on the way:
     * renewals, retries of failed charges, cancellations at the period's end.
     */
    advanceClock,

    /** The test clocks of every customer with this e-mail; answers the latest time. */
    async advanceClockByEmail(email: string, days: number): Promise<{ now: Date } | null> {
      const ids = await sandboxStore(db).customersByEmail(email);
      let latest: Date | null = null;
      for (const id of ids) {
        const { now: at } = await advanceClock(id, days);
        if (!latest || at > latest) latest = at;
      }
      return latest ? { now: latest } : null;
    },

    /** Real time passed: runs what fell due for every customer (the plugin calls it every minute). */
    tick(): Promise<void> {
      return track(
        (async () => {
          const ids = await sandboxStore(db).customersWithLiveSubscriptions();
          for (const id of ids) {
            if (closed) return;
            try {
              await withCustomer(id, runDue);
            } catch (error) {
              log?.warn({ err: error, customer: id }, 'payment sandbox clock failed');
            }
          }
        })(),
      );
    },

    /** Saves a test card for the customer as if entered (and authenticated) on the card page. */
    async attachTestCard(customerId: string, number: string) {
      return withCustomer(customerId, async (scope) => {
        const test = testCard(number);
        if (!test || typeof test.onSave === 'object') {
          throw new SandboxError('invalid_request', `${number} is not a test card that saves`);
        }
        const intent = await scope.store.insert(
          'setup_intent',
          sandboxId('setup_intent'),
          customerId,
          {
            clientSecret: `secret_${randomBase62(24)}`,
            status: 'requires_payment_method',
            metadata: scope.customer.data.metadata,
            returnUrl: baseUrl,
            paymentMethod: null,
            lastError: null,
            pendingCard: null,
          },
          scope.at,
        );
        const saved = await saveCard(scope, intent, {
          number: test.number,
          expMonth: 12,
          expYear: scope.at.getUTCFullYear() + 3,
        });
        return { setupIntentId: intent.id, ...saved };
      });
    },

    // ---- what the hosted pages read and do -------------------------------------------------

    /** Where the card page sends the cardholder back to, with the outcome. */
    returnUrl: (intent: Stored<'setup_intent'>, status: 'succeeded' | 'failed') =>
      returnWith(intent.data.returnUrl, intent.id, status),

    /** The intent behind a card page, when the client secret matches; with its customer's time. */
    async setupPage(id: string, clientSecret: string) {
      const store = sandboxStore(db);
      const intent = await store.get('setup_intent', id);
      if (!intent || !sameSecret(intent.data.clientSecret, clientSecret)) return null;
      const customer = await store.get('customer', intent.customerId!);
      return {
        intent,
        customer: customer!,
        at: shift(now(), customer!.data.offsetMs),
        awaitingAuthentication:
          intent.data.status === 'requires_action' && Boolean(intent.data.pendingCard),
      };
    },

    async confirmSetup(
      id: string,
      clientSecret: string,
      card: { number: string; expMonth: number; expYear: number },
    ): Promise<SaveOutcome | null> {
      return withCustomer(await customerOf('setup_intent', id), async (scope) => {
        const intent = await intentFor(scope, id, clientSecret);
        if (!intent || intent.data.status === 'succeeded' || intent.data.status === 'canceled') {
          return null;
        }
        return confirmCard(scope, intent, card);
      });
    },

    /** The cardholder completed (or failed) the bank's 3-D Secure challenge: where they go next. */
    async authenticateSetup(id: string, clientSecret: string, complete: boolean) {
      return withCustomer(await customerOf('setup_intent', id), async (scope) => {
        const intent = await intentFor(scope, id, clientSecret);
        const card = intent?.data.pendingCard;
        if (!intent || intent.data.status !== 'requires_action' || !card) return null;
        intent.data.pendingCard = null;
        if (complete) {
          await saveCard(scope, intent, card);
          return returnWith(intent.data.returnUrl, id, 'succeeded');
        }
        intent.data.status = 'requires_payment_method';
        intent.data.lastError = 'setup_intent_authentication_failure';
        await scope.store.update(intent, scope.at);
        return returnWith(intent.data.returnUrl, id, 'failed');
      });
    },

    /** A live portal session with its customer's card and invoices. */
    portalPage,

    /** A new intent for the portal's "Replace card", returning to the portal. */
    async replaceCard(sessionId: string) {
      const page = await portalPage(sessionId);
      if (!page?.customer) return null;
      const { redirectUrl } = await provider.createSetupIntent({
        customerId: page.customer.id,
        metadata: page.customer.data.metadata,
        returnUrl: url.portal(sessionId),
      });
      return redirectUrl;
    },

    async invoicePage(id: string) {
      const store = sandboxStore(db);
      const invoice = await store.get('invoice', id);
      if (!invoice || invoice.data.status === 'draft') return null;
      const customer = await store.get('customer', invoice.customerId!);
      return { invoice: invoiceView(invoice), customer: customer! };
    },

    /** Resolves once every queued delivery and clock run has finished (tests). */
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    close() {
      closed = true;
      // Waiting deliveries end at once (and send nothing), so settled() cannot hang on them.
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}

export type PaymentSandbox = ReturnType<typeof createPaymentSandbox>;
