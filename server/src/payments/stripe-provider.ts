import Stripe from 'stripe';
import {
  isSubscriptionStatus,
  type InvoiceDraft,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type SubscriptionTerms,
} from '../domain/billing/provider';

type Client = InstanceType<typeof Stripe>;
type StripeSubscription = Awaited<ReturnType<Client['subscriptions']['retrieve']>>;
type StripeInvoice = Awaited<ReturnType<Client['invoices']['retrieve']>>;

const INVOICE_STATUSES: ReadonlySet<string> = new Set([
  'draft',
  'open',
  'paid',
  'void',
  'uncollectible',
]);
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const interval = (terms: SubscriptionTerms) => (terms.cycle === 'yearly' ? 'year' : 'month');

/** What each renewal charges: the net price, and the tax as its own line (we compute both). */
function recurringItems(terms: SubscriptionTerms, product: string) {
  const { renewal } = terms;
  const price = (amount: number) => ({
    currency: terms.currency.toLowerCase(),
    product,
    recurring: { interval: interval(terms) } as const,
    unit_amount: amount,
  });
  return [
    { price_data: price(renewal.subtotalMinor - renewal.discountMinor), quantity: 1 },
    ...(renewal.taxMinor > 0 ? [{ price_data: price(renewal.taxMinor), quantity: 1 }] : []),
  ];
}

/** The code of a refused card, as Stripe's card errors carry it. */
function declineCode(error: unknown): string | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  return error.type === 'StripeCardError'
    ? (error.decline_code ?? error.code ?? 'card_declined')
    : null;
}

/**
 * The PaymentProvider on Stripe (PAYMENT_PROVIDER=stripe), through the official SDK. We keep
 * plans, prices, discounts and taxes: subscriptions carry inline prices of our amounts, and a
 * charge that differs from the recurring amount (a first-invoice discount, a proration) is an
 * invoice item of the difference, so Stripe charges exactly what our preview showed. Cards
 * are saved on Stripe Checkout in setup mode; the last card saved is the one charged.
 */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  httpClient,
}: {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass `Stripe.createFetchHttpClient(fakeFetch)`. */
  httpClient?: ConstructorParameters<typeof Stripe>[1] extends infer C
    ? C extends { httpClient?: infer H }
      ? H
      : never
    : never;
}): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient, maxNetworkRetries: 2 });
  const products = new Map<string, Promise<string>>();

  /** The Stripe product of a plan (`paraph_<plan>`), created once. */
  function productOf(plan: string): Promise<string> {
    const id = `paraph_${plan}`;
    if (!products.has(id)) {
      const ensured = stripe.products.create({ id, name: `Paraph ${plan}` }).then(
        () => id,
        (error: unknown) => {
          if (
            error instanceof Stripe.errors.StripeError &&
            error.code === 'resource_already_exists'
          )
            return id;
          products.delete(id);
          throw error;
        },
      );
      products.set(id, ensured);
    }
    return products.get(id)!;
  }

  async function lastCard(customerId: string) {
    const { data } = await stripe.paymentMethods.list({
      customer: customerId,
      type: 'card',
      limit: 1,
    });
    return data[0] ?? null;
  }

  const subscriptionView = (subscription: StripeSubscription): ProviderSubscription => {
    const item = subscription.items.data[0];
    return {
      id: subscription.id,
      customerId:
        typeof subscription.customer === 'string'
          ? subscription.customer
          : subscription.customer.id,
      status: isSubscriptionStatus(subscription.status) ? subscription.status : 'incomplete',
      currentPeriodStart: fromUnix(item?.current_period_start ?? subscription.start_date),
      currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  };

  const invoiceView = (
    invoice: StripeInvoice,
    draft: InvoiceDraft,
    failureCode: string | null,
  ): ProviderInvoice => ({
    id: invoice.id,
    number: invoice.number ?? '',
    status: INVOICE_STATUSES.has(invoice.status ?? '')
      ? (invoice.status as ProviderInvoice['status'])
      : 'draft',
    failureCode: invoice.status === 'paid' ? null : failureCode,
    url: invoice.hosted_invoice_url ?? null,
    draft,
    createdAt: fromUnix(invoice.created),
  });

  /** Why an open invoice's last payment failed (its payment intent's error). */
  async function failureOf(invoice: StripeInvoice): Promise<string | null> {
    if (invoice.status === 'paid') return null;
    const { data } = await stripe.invoicePayments.list({
      invoice: invoice.id,
      expand: ['data.payment.payment_intent'],
    });
    const intent = data[0]?.payment.payment_intent;
    const error = intent && typeof intent === 'object' ? intent.last_payment_error : null;
    return error?.decline_code ?? error?.code ?? 'card_declined';
  }

  /** A pending invoice item of what the next invoice must charge beyond the recurring amount. */
  async function adjustment(
    customer: string,
    draft: InvoiceDraft,
    recurringMinor: number,
    subscription?: string,
  ) {
    const amount = draft.totalMinor - recurringMinor;
    if (amount === 0) return null;
    return stripe.invoiceItems.create({
      customer,
      subscription,
      currency: draft.currency.toLowerCase(),
      amount,
      description: draft.lines.map((line) => line.description).join('; '),
    });
  }

  const itemsFor = async (terms: SubscriptionTerms) =>
    recurringItems(terms, await productOf(terms.plan));
  const metadataOf = (terms: SubscriptionTerms) => ({
    plan: terms.plan,
    cycle: terms.cycle,
    seats: String(terms.seats),
  });

  return {
    name: 'stripe',
    webhookSecret,

    async createCustomer({ email, name, country, metadata }) {
      const customer = await stripe.customers.create({
        email,
        name,
        address: { country },
        metadata,
      });
      return { id: customer.id };
    },

    async createSetupIntent({ customerId, metadata, returnUrl }) {
      const join = returnUrl.includes('?') ? '&' : '?';
      // Stripe fills in {CHECKOUT_SESSION_ID}; the session stands for its setup intent.
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customerId,
        allowed_payment_method_types: ['card'],
        metadata,
        setup_intent_data: { metadata },
        success_url: `${returnUrl}${join}setup_intent={CHECKOUT_SESSION_ID}&redirect_status=succeeded`,
        cancel_url: `${returnUrl}${join}redirect_status=failed`,
      });
      return {
        id: session.id,
        clientSecret: session.client_secret ?? session.id,
        redirectUrl: session.url ?? '',
      };
    },

    async retrieveSetupIntent(id) {
      try {
        const session = await stripe.checkout.sessions.retrieve(id, {
          expand: ['setup_intent.payment_method'],
        });
        const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
        const method =
          intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
        const card = method?.card;
        return {
          id: session.id,
          customerId:
            typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? ''),
          status:
            intent?.status === 'succeeded'
              ? 'succeeded'
              : intent?.status === 'canceled'
                ? 'canceled'
                : intent?.status === 'requires_action'
                  ? 'requires_action'
                  : intent?.status === 'processing'
                    ? 'processing'
                    : 'requires_payment_method',
          metadata: { ...(session.metadata ?? {}) },
          card: card
            ? {
                brand: card.brand,
                last4: card.last4,
                expMonth: card.exp_month,
                expYear: card.exp_year,
              }
            : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async defaultCard(customerId) {
      const card = (await lastCard(customerId))?.card;
      return card
        ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
        : null;
    },

    async createSubscription({ customerId, terms, firstInvoice, idempotencyKey }) {
      const card = await lastCard(customerId);
      const items = await itemsFor(terms);
      await adjustment(customerId, firstInvoice, terms.renewal.totalMinor);
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items,
          default_payment_method: card?.id,
          off_session: true,
          payment_behavior: 'allow_incomplete',
          proration_behavior: 'none',
          metadata: metadataOf(terms),
          expand: ['latest_invoice'],
        },
        { idempotencyKey },
      );
      const invoice = subscription.latest_invoice as StripeInvoice;
      return {
        subscription: subscriptionView(subscription),
        invoice: invoiceView(invoice, firstInvoice, await failureOf(invoice)),
      };
    },

    async updateSubscription(id, { terms, invoice: draft, periodEnd, idempotencyKey }) {
      const current = await stripe.subscriptions.retrieve(id);
      const customer =
        typeof current.customer === 'string' ? current.customer : current.customer.id;
      const card = await lastCard(customer);
      const items = [
        ...current.items.data.map((item) => ({ id: item.id, deleted: true })),
        ...(await itemsFor(terms)),
      ];
      const update: Stripe.SubscriptionUpdateParams = {
        items,
        proration_behavior: 'none',
        default_payment_method: card?.id,
        metadata: metadataOf(terms),
      };
      if (draft && periodEnd) {
        // A new period from now: Stripe invoices it at once; the adjustment makes it our amount.
        const pending = await adjustment(customer, draft, terms.renewal.totalMinor, id);
        try {
          const updated = await stripe.subscriptions.update(
            id,
            {
              ...update,
              billing_cycle_anchor: { type: 'now' },
              payment_behavior: 'error_if_incomplete',
              off_session: true,
              expand: ['latest_invoice'],
            },
            { idempotencyKey },
          );
          const invoice = updated.latest_invoice as StripeInvoice;
          return {
            subscription: subscriptionView(updated),
            invoice: invoiceView(invoice, draft, null),
          };
        } catch (error) {
          const code = declineCode(error);
          if (!code) throw error;
          if (pending) await stripe.invoiceItems.del(pending.id);
          return {
            subscription: subscriptionView(current),
            invoice: {
              id: '',
              number: '',
              status: 'open',
              failureCode: code,
              url: null,
              draft,
              createdAt: new Date(),
            },
          };
        }
      }
      let charged: ProviderInvoice | null = null;
      if (draft) {
        // Same period (more seats): our prorated invoice first; the terms change once it is paid.
        await adjustment(customer, draft, 0, id);
        const created = await stripe.invoices.create(
          {
            customer,
            subscription: id,
            pending_invoice_items_behavior: 'include',
            auto_advance: false,
          },
          { idempotencyKey: `${idempotencyKey}:invoice` },
        );
        await stripe.invoices.finalizeInvoice(created.id);
        try {
          const paid = await stripe.invoices.pay(created.id, {
            payment_method: card?.id,
            off_session: true,
          });
          charged = invoiceView(paid, draft, null);
        } catch (error) {
          const code = declineCode(error);
          if (!code) throw error;
          const voided = await stripe.invoices.voidInvoice(created.id);
          return {
            subscription: subscriptionView(current),
            invoice: { ...invoiceView(voided, draft, code), status: 'open' },
          };
        }
      }
      const updated = await stripe.subscriptions.update(id, update, {
        idempotencyKey: `${idempotencyKey}:terms`,
      });
      return { subscription: subscriptionView(updated), invoice: charged };
    },

    async setCancellation(id, input) {
      const subscription =
        'cancelNow' in input
          ? await stripe.subscriptions.cancel(id)
          : await stripe.subscriptions.update(id, {
              cancel_at_period_end: input.cancelAtPeriodEnd,
            });
      return subscriptionView(subscription);
    },

    async retryInvoice(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const customer =
        typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
      const card = customer ? await lastCard(customer) : null;
      const draft: InvoiceDraft = {
        currency: invoice.currency.toUpperCase() as InvoiceDraft['currency'],
        lines: invoice.lines.data.map((line) => ({
          description: line.description ?? '',
          amountMinor: line.amount,
        })),
        subtotalMinor: invoice.subtotal,
        discountMinor: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
        taxMinor: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
        totalMinor: invoice.total,
        periodStart: fromUnix(invoice.period_start),
        periodEnd: fromUnix(invoice.period_end),
      };
      try {
        const paid = await stripe.invoices.pay(invoiceId, {
          payment_method: card?.id,
          off_session: true,
        });
        return invoiceView(paid, draft, null);
      } catch (error) {
        const code = declineCode(error);
        if (!code) throw error;
        return invoiceView(invoice, draft, code);
      }
    },

    async portalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
