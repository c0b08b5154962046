import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { InvoiceDraft, SubscriptionTerms } from '../../src/domain/billing/provider';
import { createStripeProvider } from '../../src/payments/stripe-provider';

interface Seen {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

/** Stripe's API played by a table of answers; records every request the SDK makes. */
function fakeStripe(answers: Record<string, object | ((seen: Seen) => [number, object])>) {
  const seen: Seen[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: Seen = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: new URLSearchParams(
        (init?.method ?? 'GET') === 'GET' ? url.search : String(init?.body ?? ''),
      ),
      idempotencyKey: headers.get('idempotency-key'),
    };
    seen.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    if (!answer) throw new Error(`unexpected ${request.method} ${request.path}`);
    const [status, body] = typeof answer === 'function' ? answer(request) : [200, answer];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake',
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return {
    provider,
    seen,
    requests: (method: string, path: string) =>
      seen.filter((s) => s.method === method && s.path === path),
  };
}

const start = new Date('2026-11-20T09:00:00.000Z');
const end = new Date('2026-12-20T09:00:00.000Z');
const draft = (total: number, discount = 0, tax = 0): InvoiceDraft => ({
  currency: 'CHF',
  lines: [{ description: 'Team × 2 seats', amountMinor: 5800 }],
  subtotalMinor: 5800,
  discountMinor: discount,
  taxMinor: tax,
  totalMinor: total,
  periodStart: start,
  periodEnd: end,
});
const terms: SubscriptionTerms = {
  plan: 'team',
  cycle: 'monthly',
  currency: 'CHF',
  seats: 2,
  renewal: draft(6270, 0, 470),
};
const card = {
  id: 'pm_1',
  object: 'payment_method',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};
const subscription = (status: string) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  cancel_at_period_end: false,
  start_date: start.getTime() / 1000,
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        current_period_start: start.getTime() / 1000,
        current_period_end: end.getTime() / 1000,
      },
    ],
  },
  latest_invoice: {
    id: 'in_1',
    object: 'invoice',
    number: 'ABC-0001',
    status: status === 'active' ? 'paid' : 'open',
    hosted_invoice_url: 'https://invoice.stripe.com/i/1',
    created: start.getTime() / 1000,
  },
});

describe('the Stripe provider', () => {
  it('creates customers and saves cards on Checkout in setup mode', async () => {
    const stripe = fakeStripe({
      'POST /v1/customers': { id: 'cus_1', object: 'customer' },
      'POST /v1/checkout/sessions': {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        client_secret: null,
      },
      'GET /v1/checkout/sessions/cs_test_1': {
        id: 'cs_test_1',
        customer: 'cus_1',
        metadata: { businessId: 'biz_1' },
        setup_intent: {
          id: 'seti_1',
          status: 'succeeded',
          payment_method: card,
        },
      },
      'GET /v1/payment_methods': { object: 'list', data: [card] },
    });
    expect(
      await stripe.provider.createCustomer({
        email: 'payer@example.com',
        name: 'Payer AG',
        country: 'CH',
        metadata: { businessId: 'biz_1' },
      }),
    ).toEqual({ id: 'cus_1' });
    const [customer] = stripe.requests('POST', '/v1/customers');
    expect(Object.fromEntries(customer!.params)).toEqual({
      email: 'payer@example.com',
      name: 'Payer AG',
      'address[country]': 'CH',
      'metadata[businessId]': 'biz_1',
    });

    const intent = await stripe.provider.createSetupIntent({
      customerId: 'cus_1',
      metadata: { businessId: 'biz_1' },
      returnUrl: 'https://app.test/business/billing/plan',
    });
    expect(intent).toEqual({
      id: 'cs_test_1',
      clientSecret: 'cs_test_1',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [session] = stripe.requests('POST', '/v1/checkout/sessions');
    expect(Object.fromEntries(session!.params)).toMatchObject({
      mode: 'setup',
      customer: 'cus_1',
      'setup_intent_data[metadata][businessId]': 'biz_1',
      success_url:
        'https://app.test/business/billing/plan?setup_intent={CHECKOUT_SESSION_ID}&redirect_status=succeeded',
      cancel_url: 'https://app.test/business/billing/plan?redirect_status=failed',
    });

    expect(await stripe.provider.retrieveSetupIntent('cs_test_1')).toEqual({
      id: 'cs_test_1',
      customerId: 'cus_1',
      status: 'succeeded',
      metadata: { businessId: 'biz_1' },
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(await stripe.provider.defaultCard('cus_1')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(stripe.provider.webhookSecret).toBe('whsec_fake');
  });

  it('subscribes with inline prices of our amounts and the first invoice difference as an item', async () => {
    const stripe = fakeStripe({
      'GET /v1/payment_methods': { object: 'list', data: [card] },
      'POST /v1/products': { id: 'paraph_team', object: 'product' },
      'POST /v1/invoiceitems': { id: 'ii_1', object: 'invoiceitem' },
      'POST /v1/subscriptions': subscription('active'),
    });
    const first = draft(5016, 1160, 376);
    const result = await stripe.provider.createSubscription({
      customerId: 'cus_1',
      terms,
      firstInvoice: first,
      periodEnd: end,
      idempotencyKey: 'upgrade-1',
    });
    expect(result.subscription).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
    });
    expect(result.invoice).toMatchObject({
      id: 'in_1',
      number: 'ABC-0001',
      status: 'paid',
      failureCode: null,
      url: 'https://invoice.stripe.com/i/1',
      draft: first,
    });
    const [item] = stripe.requests('POST', '/v1/invoiceitems');
    expect(Object.fromEntries(item!.params)).toMatchObject({
      customer: 'cus_1',
      currency: 'chf',
      amount: String(5016 - 6270),
    });
    const [created] = stripe.requests('POST', '/v1/subscriptions');
    expect(created!.idempotencyKey).toBe('upgrade-1');
    expect(Object.fromEntries(created!.params)).toMatchObject({
      customer: 'cus_1',
      default_payment_method: 'pm_1',
      off_session: 'true',
      payment_behavior: 'allow_incomplete',
      proration_behavior: 'none',
      'items[0][price_data][currency]': 'chf',
      'items[0][price_data][product]': 'paraph_team',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][unit_amount]': '5800',
      'items[1][price_data][unit_amount]': '470',
      'metadata[plan]': 'team',
      'metadata[seats]': '2',
    });
  });

  it('charges seats added mid-period as an invoice of its own, and reports a refused card', async () => {
    let pays = 0;
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription('active'),
      'GET /v1/payment_methods': { object: 'list', data: [card] },
      'POST /v1/products': () => [
        400,
        { error: { type: 'invalid_request_error', code: 'resource_already_exists' } },
      ],
      'POST /v1/invoiceitems': { id: 'ii_2', object: 'invoiceitem' },
      'POST /v1/invoices': { id: 'in_2', object: 'invoice', status: 'draft', created: 1 },
      'POST /v1/invoices/in_2/finalize': {
        id: 'in_2',
        object: 'invoice',
        status: 'open',
        created: 1,
      },
      'POST /v1/invoices/in_2/pay': () =>
        (pays += 1) === 1
          ? [
              402,
              {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'insufficient_funds',
                },
              },
            ]
          : [
              200,
              { id: 'in_2', object: 'invoice', status: 'paid', number: 'ABC-0002', created: 1 },
            ],
      'POST /v1/invoices/in_2/void': { id: 'in_2', object: 'invoice', status: 'void', created: 1 },
      'POST /v1/subscriptions/sub_1': subscription('active'),
    });
    const seats = { ...terms, seats: 3 };
    const refused = await stripe.provider.updateSubscription('sub_1', {
      terms: seats,
      invoice: draft(2900),
      periodEnd: null,
      idempotencyKey: 'seats-1',
    });
    expect(refused.invoice).toMatchObject({ status: 'open', failureCode: 'insufficient_funds' });
    expect(stripe.requests('POST', '/v1/invoices/in_2/void')).toHaveLength(1);
    expect(stripe.requests('POST', '/v1/subscriptions/sub_1')).toHaveLength(0);

    const paid = await stripe.provider.updateSubscription('sub_1', {
      terms: seats,
      invoice: draft(2900),
      periodEnd: null,
      idempotencyKey: 'seats-2',
    });
    expect(paid.invoice).toMatchObject({ id: 'in_2', status: 'paid', number: 'ABC-0002' });
    const [pay] = stripe.requests('POST', '/v1/invoices/in_2/pay').slice(-1);
    expect(Object.fromEntries(pay!.params)).toEqual({
      payment_method: 'pm_1',
      off_session: 'true',
    });
    const [update] = stripe.requests('POST', '/v1/subscriptions/sub_1');
    expect(Object.fromEntries(update!.params)).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][deleted]': 'true',
      'items[1][price_data][unit_amount]': '5800',
      proration_behavior: 'none',
      'metadata[seats]': '3',
    });
  });

  it('cancels, retries invoices with the last card, and opens the billing portal', async () => {
    const stripe = fakeStripe({
      'POST /v1/subscriptions/sub_1': subscription('active'),
      'DELETE /v1/subscriptions/sub_1': { ...subscription('canceled') },
      'GET /v1/invoices/in_1': {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        status: 'open',
        currency: 'chf',
        subtotal: 5800,
        total: 6270,
        total_discount_amounts: [],
        total_taxes: [{ amount: 470 }],
        period_start: start.getTime() / 1000,
        period_end: end.getTime() / 1000,
        lines: { object: 'list', data: [{ description: 'Team', amount: 5800 }] },
        created: 1,
      },
      'GET /v1/payment_methods': { object: 'list', data: [card] },
      'POST /v1/invoices/in_1/pay': {
        id: 'in_1',
        object: 'invoice',
        status: 'paid',
        number: 'N-1',
        created: 1,
      },
      'POST /v1/billing_portal/sessions': {
        id: 'bps_1',
        url: 'https://billing.stripe.com/p/session/1',
      },
    });
    await stripe.provider.setCancellation('sub_1', { cancelAtPeriodEnd: true });
    expect(
      Object.fromEntries(stripe.requests('POST', '/v1/subscriptions/sub_1')[0]!.params),
    ).toEqual({
      cancel_at_period_end: 'true',
    });
    expect((await stripe.provider.setCancellation('sub_1', { cancelNow: true })).status).toBe(
      'canceled',
    );
    const retried = await stripe.provider.retryInvoice('in_1');
    expect(retried).toMatchObject({ status: 'paid', draft: { totalMinor: 6270, taxMinor: 470 } });
    expect(
      await stripe.provider.portalSession({ customerId: 'cus_1', returnUrl: 'https://app.test/b' }),
    ).toEqual({ url: 'https://billing.stripe.com/p/session/1' });
    expect(
      Object.fromEntries(stripe.requests('POST', '/v1/billing_portal/sessions')[0]!.params),
    ).toEqual({ customer: 'cus_1', return_url: 'https://app.test/b' });
  });
});
