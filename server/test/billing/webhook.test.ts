import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import {
  businessDiscounts,
  businesses,
  invoices,
  subscriptions,
  webhookEvents,
} from '../../src/db/schema';
import { signWebhook } from '../../src/domain/webhook-signature';
import { build, createClock } from '../build';
import {
  createSubscribedBusiness,
  invoiceObject,
  paymentEvent,
  subscriptionObject,
} from './subscribed';

const SECRET = 'test';
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createClock();
const t = build({ now: clock.now, payments: { webhookSecret: SECRET } });

type Event = ReturnType<typeof paymentEvent>;

function deliver(event: Event, { secret = SECRET, at = clock.now() } = {}) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      'payment-signature': signWebhook(secret, payload, Math.floor(at.getTime() / 1000)),
    },
    payload,
  });
}

async function applied(event: Event): Promise<boolean> {
  const response = await deliver(event);
  expectContractResponse('receivePaymentWebhook', response);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ applied: boolean }>().applied;
}

/** Everything a payment event may change, to show a refused one changed nothing. */
async function stateOf(businessId: string) {
  const [business] = await t.app.db.select().from(businesses).where(eq(businesses.id, businessId));
  return {
    business,
    subscription: await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, businessId)),
    invoices: await t.app.db.select().from(invoices).where(eq(invoices.businessId, businessId)),
    discounts: await t.app.db
      .select()
      .from(businessDiscounts)
      .where(eq(businessDiscounts.businessId, businessId)),
    events: (await t.app.db.select().from(webhookEvents)).length,
  };
}

async function subscribed() {
  const made = await createSubscribedBusiness(t.app);
  const customer = made.business.billingCustomerId ?? '';
  return {
    ...made,
    customer,
    updated: (change: Parameters<typeof subscriptionObject>[2], at = clock.now()) =>
      paymentEvent(
        'customer.subscription.updated',
        subscriptionObject(made.subscription, customer, change),
        at,
      ),
    invoice: (type: string, change: Parameters<typeof invoiceObject>[2] = {}, at = clock.now()) =>
      paymentEvent(type, invoiceObject(made.subscription, customer, change), at),
  };
}

describe('the payment webhook refuses', () => {
  it('a bad signature (401) and changes nothing', async () => {
    const { business, updated } = await subscribed();
    const before = await stateOf(business.id);
    const response = await deliver(updated({ status: 'unpaid' }), { secret: 'not the secret' });
    expectContractResponse('receivePaymentWebhook', response);
    expect(response.statusCode).toBe(401);
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('a replay of a genuine delivery more than five minutes old (401) and changes nothing', async () => {
    const { business, updated } = await subscribed();
    const before = await stateOf(business.id);
    const response = await deliver(updated({ status: 'unpaid' }), {
      at: new Date(clock.now().getTime() - 6 * 60 * 1000),
    });
    expect(response.statusCode).toBe(401);
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('a malformed signature (401)', async () => {
    const { updated } = await subscribed();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/payments',
      headers: { 'payment-signature': 't=1,v1=00' },
      payload: updated({ status: 'unpaid' }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('no signature at all (401) and changes nothing', async () => {
    const { business, updated } = await subscribed();
    const before = await stateOf(business.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/payments',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(updated({ status: 'unpaid' })),
    });
    expectContractResponse('receivePaymentWebhook', response);
    expect(response.statusCode).toBe(401);
    expect(await stateOf(business.id)).toEqual(before);
  });
});

describe("the payment webhook with Stripe's own envelope", () => {
  it('accepts its extra fields and the stripe-signature header', async () => {
    const { business, invoice } = await subscribed();
    const event = {
      ...invoice('invoice.payment_failed', { id: 'in_stripe1', status: 'open' }),
      object: 'event',
      api_version: '2026-10-29.clover',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const payload = JSON.stringify(event);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(SECRET, payload, Math.floor(clock.now().getTime() / 1000)),
      },
      payload,
    });
    expectContractResponse('receivePaymentWebhook', response);
    expect(response.json()).toEqual({ received: true, applied: true });
    expect((await stateOf(business.id)).subscription[0]?.status).toBe('past_due');
  });
});

describe('the payment webhook ignores (applied: false, nothing changes)', () => {
  it('a duplicate event id', async () => {
    const { business, updated } = await subscribed();
    const event = updated({ status: 'past_due' });
    expect(await applied(event)).toBe(true);
    const before = await stateOf(business.id);
    expect(
      await applied({ ...event, data: { object: { ...event.data.object, status: 'unpaid' } } }),
    ).toBe(false);
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('an event older than the last one applied to the subscription', async () => {
    const { business, updated } = await subscribed();
    expect(await applied(updated({ status: 'past_due' }))).toBe(true);
    const before = await stateOf(business.id);
    const late = updated({ status: 'active' }, new Date(clock.now().getTime() - 60 * 1000));
    expect(await applied(late)).toBe(false);
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('an object we do not know (subscription, invoice, customer)', async () => {
    const { business, subscription } = await subscribed();
    const before = await stateOf(business.id);
    const stranger = { ...subscription, providerSubscriptionId: 'sub_unknown' };
    for (const event of [
      paymentEvent(
        'customer.subscription.updated',
        subscriptionObject(stranger, 'cus_unknown', { status: 'unpaid' }),
        clock.now(),
      ),
      paymentEvent('invoice.payment_failed', invoiceObject(stranger, 'cus_unknown'), clock.now()),
      paymentEvent(
        'setup_intent.succeeded',
        { id: 'seti_1', object: 'setup_intent', customer: 'cus_unknown', status: 'succeeded' },
        clock.now(),
      ),
    ]) {
      expect(await applied(event)).toBe(false);
    }
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('an event type it does not act on', async () => {
    const { business, subscription, customer } = await subscribed();
    const before = await stateOf(business.id);
    const event = paymentEvent(
      'customer.subscription.trial_will_end',
      subscriptionObject(subscription, customer),
      clock.now(),
    );
    expect(await applied(event)).toBe(false);
    expect(await stateOf(business.id)).toEqual(before);
  });

  it('refuses a malformed object (422) and changes nothing', async () => {
    const { business, subscription, customer } = await subscribed();
    const before = await stateOf(business.id);
    const { status: _status, ...object } = subscriptionObject(subscription, customer);
    const response = await deliver(
      paymentEvent('customer.subscription.updated', object, clock.now()),
    );
    expectContractResponse('receivePaymentWebhook', response);
    expect(response.statusCode).toBe(422);
    expect(await stateOf(business.id)).toEqual(before);
  });
});

describe('the payment webhook applies', () => {
  it('a failed payment: the invoice open, the subscription past_due since now', async () => {
    const { business, invoice } = await subscribed();
    const event = invoice('invoice.payment_failed', { id: 'in_failed1', status: 'open' });
    expect(await applied(event)).toBe(true);
    const state = await stateOf(business.id);
    expect(state.subscription[0]).toMatchObject({ status: 'past_due', pastDueSince: clock.now() });
    expect(state.invoices).toMatchObject([
      { id: 'in_failed1', status: 'open', totalMinor: 16215, taxMinor: 1215, currency: 'CHF' },
    ]);
    expect(state.business?.paymentMethod).toBe('STRIPE');
  });

  it('past_due, then unpaid: the business is BLOCKED; a paid invoice unlocks it', async () => {
    const { business, updated, invoice } = await subscribed();
    expect(
      await applied(invoice('invoice.payment_failed', { id: 'in_late1', status: 'open' })),
    ).toBe(true);
    expect(await applied(updated({ status: 'past_due' }))).toBe(true);
    expect((await stateOf(business.id)).business?.paymentMethod).toBe('STRIPE');
    expect(await applied(updated({ status: 'unpaid' }))).toBe(true);
    let state = await stateOf(business.id);
    expect(state.business?.paymentMethod).toBe('BLOCKED');
    expect(state.subscription[0]?.status).toBe('unpaid');

    expect(await applied(invoice('invoice.paid', { id: 'in_late1' }))).toBe(true);
    state = await stateOf(business.id);
    expect(state.business?.paymentMethod).toBe('STRIPE');
    expect(state.subscription[0]).toMatchObject({ status: 'active', pastDueSince: null });
    expect(state.invoices).toMatchObject([{ id: 'in_late1', status: 'paid' }]);
  });

  it('a paid invoice: stored, and the first-invoice discounts are used up (smg_ stays)', async () => {
    const { business, invoice } = await subscribed();
    await t.app.db.insert(businessDiscounts).values([
      {
        businessId: business.id,
        promoCode: 'WELCOME20',
        discountType: 'percent_20',
        percentOff: 20,
      },
      {
        businessId: business.id,
        promoCode: 'SMG_PARTNER',
        discountType: 'smg_partner_15',
        percentOff: 15,
      },
    ]);
    expect(await applied(invoice('invoice.paid', { id: 'in_paid1', discount: 3000 }))).toBe(true);
    const state = await stateOf(business.id);
    expect(state.invoices).toMatchObject([
      { id: 'in_paid1', status: 'paid', discountMinor: 3000, subtotalMinor: 15000 },
    ]);
    expect(
      Object.fromEntries(state.discounts.map((discount) => [discount.promoCode, discount.status])),
    ).toEqual({ WELCOME20: 'USED_UP', SMG_PARTNER: 'ACTIVE' });
  });

  it('a cancellation at the period end and its withdrawal: next plan CANCELED, then none', async () => {
    const { business, updated } = await subscribed();
    expect(await applied(updated({ cancel_at_period_end: true }))).toBe(true);
    expect((await stateOf(business.id)).subscription[0]?.nextPlan).toBe('CANCELED');
    expect(await applied(updated({ cancel_at_period_end: false }))).toBe(true);
    expect((await stateOf(business.id)).subscription[0]?.nextPlan).toBeNull();
  });

  it('a renewal: the new period, and a plan scheduled for it starts', async () => {
    const { business, subscription, updated } = await subscribed();
    await t.app.db
      .update(subscriptions)
      .set({ nextPlan: 'individual' })
      .where(eq(subscriptions.businessId, business.id));
    const start = subscription.currentPeriodEnd;
    const end = new Date(start.getTime() + 31 * DAY_MS);
    expect(await applied(updated({ start, end }))).toBe(true);
    const state = await stateOf(business.id);
    expect(state.subscription[0]).toMatchObject({
      plan: 'individual',
      nextPlan: null,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    expect(state.business).toMatchObject({ pricePlan: 'individual', pricePlanStartAt: start });
  });

  it('a renewal with the terms the provider bills from now on (metadata)', async () => {
    const { business, subscription, updated } = await subscribed();
    const start = subscription.currentPeriodEnd;
    const end = new Date(start.getTime() + 365 * DAY_MS);
    const metadata = { plan: 'pro', cycle: 'yearly', seats: '8' };
    expect(await applied(updated({ start, end, metadata }))).toBe(true);
    const state = await stateOf(business.id);
    expect(state.subscription[0]).toMatchObject({ plan: 'pro', cycle: 'yearly', seats: 8 });
    expect(state.business).toMatchObject({ pricePlan: 'pro', pricePlanStartAt: start });
  });

  it('terms in the metadata during a period change nothing before it ends', async () => {
    const { business, updated } = await subscribed();
    expect(
      await applied(updated({ metadata: { plan: 'individual', cycle: 'monthly', seats: '1' } })),
    ).toBe(true);
    const state = await stateOf(business.id);
    expect(state.subscription[0]).toMatchObject({ plan: 'team', seats: 5 });
    expect(state.business?.pricePlan).toBe('team');
  });

  it('the subscription deleted: status canceled, the business CANCELED', async () => {
    const { business, subscription, customer } = await subscribed();
    const event = paymentEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscription, customer, { status: 'canceled' }),
      clock.now(),
    );
    expect(await applied(event)).toBe(true);
    const state = await stateOf(business.id);
    expect(state.subscription[0]).toMatchObject({ status: 'canceled', nextPlan: null });
    expect(state.business?.pricePlan).toBe('CANCELED');
  });

  it('a saved card: kept on the subscription', async () => {
    const { business, customer } = await subscribed();
    const event = paymentEvent(
      'setup_intent.succeeded',
      {
        id: 'seti_card1',
        object: 'setup_intent',
        customer,
        status: 'succeeded',
        payment_method: 'pm_1',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
      clock.now(),
    );
    expect(await applied(event)).toBe(true);
    expect((await stateOf(business.id)).subscription[0]?.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
  });
});
