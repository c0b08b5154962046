import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../src/domain/webhook-signature';
import { signedDelivery } from '../../src/sandboxes/payment-provider/delivery';
import type { PaymentEvent } from '../../src/sandboxes/payment-provider/stripe-shape';
import { build, createClock } from '../build';
import { captureEvents, customerWithCard, draft, subscribe, terms } from './sandbox-setup';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const capture = captureEvents();
const t = build({
  now: clock.now,
  mail: { publicUrl: 'https://app.test' },
  payments: { sandbox: { deliveryDelayMs: 0, deliver: capture.deliver } },
});

const DAY = 86_400_000;
const types = (events: PaymentEvent[]) => events.map((event) => event.type);
/** The customer's own events (the tick runs every customer's clock). */
const mine = (events: PaymentEvent[], customerId: string) =>
  events.filter((event) => event.data.object.customer === customerId);
const object = (event: PaymentEvent | undefined) => event?.data.object as Record<string, unknown>;

async function settledEvents() {
  await t.app.payments.sandbox.settled();
  return capture.take();
}

beforeEach(async () => {
  await t.app.payments.sandbox.settled();
  capture.take();
});
afterEach(() => t.app.payments.sandbox.settled());

describe('charges by test card', () => {
  it.each([
    ['4242424242424242', 'paid', null, 'active'],
    ['5555555555554444', 'paid', null, 'active'],
    ['4000002500003155', 'paid', null, 'active'],
    ['4000002760003184', 'open', 'authentication_required', 'incomplete'],
    ['4000000000003220', 'open', 'authentication_required', 'incomplete'],
    ['4000000000000341', 'open', 'card_declined', 'incomplete'],
  ])('%s: the first invoice is %s (%s)', async (card, status, failureCode, subscriptionStatus) => {
    const customerId = await customerWithCard(t.app, card);
    const { subscription, invoice } = await subscribe(t.app, customerId);
    expect(invoice).toMatchObject({ status, failureCode, number: 'PARA-1' });
    expect(invoice.url).toBe(`https://app.test/sandbox/payments/invoices/${invoice.id}`);
    expect(subscription.status).toBe(subscriptionStatus);
    expect(subscription.id).toMatch(/^sub_[A-Za-z0-9]{24}$/);
    expect(invoice.id).toMatch(/^in_[A-Za-z0-9]{24}$/);
  });

  it('refuses without a card on file', async () => {
    const customerId = await customerWithCard(t.app, null);
    const { invoice } = await subscribe(t.app, customerId);
    expect(invoice).toMatchObject({ status: 'open', failureCode: 'payment_method_required' });
  });

  it('does not save cards that decline, nor non-test numbers', async () => {
    const customerId = await customerWithCard(t.app, null);
    for (const card of ['4000000000000002', '4000000000009995', '4111111111111111']) {
      await expect(t.app.payments.sandbox.attachTestCard(customerId, card)).rejects.toThrow();
    }
    expect(await t.app.payments.provider.defaultCard(customerId)).toBeNull();
  });

  it('answers the saved card and the setup intent that saved it', async () => {
    const customerId = await customerWithCard(t.app, null);
    const saved = await t.app.payments.sandbox.attachTestCard(customerId, '5555555555554444');
    const card = { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029 };
    expect(await t.app.payments.provider.defaultCard(customerId)).toEqual(card);
    expect(await t.app.payments.provider.retrieveSetupIntent(saved.setupIntentId)).toMatchObject({
      customerId,
      status: 'succeeded',
      metadata: { businessId: 'biz_test' },
      card,
    });
    const [event] = await settledEvents();
    expect(event?.type).toBe('setup_intent.succeeded');
    expect(object(event)).toMatchObject({
      id: saved.setupIntentId,
      object: 'setup_intent',
      customer: customerId,
      status: 'succeeded',
      payment_method: saved.paymentMethodId,
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2029 },
    });
  });

  it('numbers invoices per customer and charges a zero invoice without a card', async () => {
    const customerId = await customerWithCard(t.app, null);
    const { subscription, invoice } = await t.app.payments.provider.createSubscription({
      customerId,
      terms: terms(5800, clock.now(), new Date(clock.now().getTime() + 30 * DAY)),
      firstInvoice: draft(0, clock.now(), new Date(clock.now().getTime() + 30 * DAY)),
      periodEnd: new Date(clock.now().getTime() + 30 * DAY),
      idempotencyKey: 'zero',
    });
    expect(invoice).toMatchObject({ status: 'paid', number: 'PARA-1' });
    await t.app.payments.sandbox.attachTestCard(customerId, '4242424242424242');
    const update = await t.app.payments.provider.updateSubscription(subscription.id, {
      terms: terms(8700, clock.now(), new Date(clock.now().getTime() + 30 * DAY)),
      invoice: draft(1450, clock.now(), new Date(clock.now().getTime() + 30 * DAY)),
      periodEnd: null,
      idempotencyKey: 'seats',
    });
    expect(update.invoice).toMatchObject({ status: 'paid', number: 'PARA-2' });
  });
});

describe('events', () => {
  it('are Stripe-shaped, in order per customer, after the call returned', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    await settledEvents();
    const { subscription, invoice } = await subscribe(t.app, customerId);
    expect(capture.events).toEqual([]);
    const events = await settledEvents();
    expect(types(events)).toEqual(['customer.subscription.created', 'invoice.paid']);
    for (const event of events) {
      expect(event.id).toMatch(/^evt_[A-Za-z0-9]+$/);
      expect(event.created).toBe(Math.floor(clock.now().getTime() / 1000));
    }
    expect(object(events[0])).toEqual({
      id: subscription.id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      current_period_start: Math.floor(subscription.currentPeriodStart.getTime() / 1000),
      current_period_end: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
      cancel_at_period_end: false,
      canceled_at: null,
      latest_invoice: invoice.id,
      currency: 'chf',
      metadata: { plan: 'team', cycle: 'monthly', seats: '2' },
    });
    expect(object(events[1])).toMatchObject({
      id: invoice.id,
      object: 'invoice',
      customer: customerId,
      subscription: subscription.id,
      number: 'PARA-1',
      status: 'paid',
      currency: 'chf',
      subtotal: 5800,
      tax: 0,
      total: 5800,
      total_discount_amounts: [],
      period_start: Math.floor(invoice.draft.periodStart.getTime() / 1000),
      period_end: Math.floor(invoice.draft.periodEnd.getTime() / 1000),
      hosted_invoice_url: invoice.url,
      last_finalization_error: null,
    });
  });

  it('report a refused first charge with its code', async () => {
    const customerId = await customerWithCard(t.app, '4000000000000341');
    await settledEvents();
    const { subscription } = await subscribe(t.app, customerId);
    const events = await settledEvents();
    expect(types(events)).toEqual(['customer.subscription.created', 'invoice.payment_failed']);
    expect(object(events[1])).toMatchObject({
      status: 'open',
      last_finalization_error: { code: 'card_declined' },
    });
    // The caller cancels the incomplete subscription: its invoice is voided.
    const cancelled = await t.app.payments.provider.setCancellation(subscription.id, {
      cancelNow: true,
    });
    expect(cancelled.status).toBe('canceled');
    expect(types(await settledEvents())).toEqual(['customer.subscription.deleted']);
  });

  it('are signed over the raw body and retried while the server errs', async () => {
    const requests: { headers: Record<string, string>; payload: string }[] = [];
    const statuses = [503, 500, 200];
    const deliver = signedDelivery({
      inject: async (request) => {
        requests.push(request as never);
        return { statusCode: statuses.shift() } as never;
      },
      secret: 'whsec_payments_test',
      now: clock.now,
      backoffMs: 1,
    });
    const event: PaymentEvent = {
      id: 'evt_1',
      type: 'invoice.paid',
      created: 1,
      livemode: false,
      data: { object: { id: 'in_1', object: 'invoice' } },
    };
    await deliver(event);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'POST', url: '/v1/webhooks/payments' });
      expect(request.payload).toBe(JSON.stringify(event));
      expect(
        verifyWebhook(
          'whsec_payments_test',
          request.headers['payment-signature']!,
          request.payload,
          clock.now(),
        ),
      ).toBe(true);
    }
    // A refusal is final.
    const refused: unknown[] = [];
    await signedDelivery({
      inject: async (request) => {
        refused.push(request);
        return { statusCode: 400 } as never;
      },
      secret: 's',
      now: clock.now,
      backoffMs: 1,
    })(event);
    expect(refused).toHaveLength(1);
  });
});

describe('idempotency', () => {
  it('answers a repeated create or update with the first result, charging once', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    const first = await subscribe(t.app, customerId, 'same-key');
    const again = await subscribe(t.app, customerId, 'same-key');
    expect(again).toEqual(first);
    const start = clock.now();
    const end = first.subscription.currentPeriodEnd;
    const update = {
      terms: { ...terms(8700, start, end), seats: 3 },
      invoice: draft(2900, start, end),
      periodEnd: null,
      idempotencyKey: 'add-seat',
    };
    const updated = await t.app.payments.provider.updateSubscription(first.subscription.id, update);
    const repeated = await t.app.payments.provider.updateSubscription(
      first.subscription.id,
      update,
    );
    expect(repeated).toEqual(updated);
    expect(updated.invoice?.number).toBe('PARA-2');
    const events = await settledEvents();
    expect(types(events)).toEqual([
      'setup_intent.succeeded',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
    ]);
  });
});

describe('updates', () => {
  it('restart the period on a new plan and leave everything as it was when the charge fails', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    const { subscription } = await subscribe(t.app, customerId);
    const start = clock.now();
    const yearEnd = new Date('2027-11-20T09:00:00.000Z');
    const upgraded = await t.app.payments.provider.updateSubscription(subscription.id, {
      terms: { ...terms(58000, start, yearEnd), cycle: 'yearly' },
      invoice: draft(52200, start, yearEnd),
      periodEnd: yearEnd,
      idempotencyKey: 'yearly',
    });
    expect(upgraded.subscription.currentPeriodEnd).toEqual(yearEnd);
    // The card now refuses every charge: the next change is refused and changes nothing.
    await t.app.payments.sandbox.attachTestCard(customerId, '4000000000000341');
    await settledEvents();
    const refused = await t.app.payments.provider.updateSubscription(subscription.id, {
      terms: { ...terms(87000, start, yearEnd), cycle: 'yearly', seats: 3 },
      invoice: draft(29000, start, yearEnd),
      periodEnd: null,
      idempotencyKey: 'seat-refused',
    });
    expect(refused.invoice).toMatchObject({ status: 'open', failureCode: 'card_declined' });
    expect(refused.subscription).toEqual(upgraded.subscription);
    expect(await settledEvents()).toEqual([]);
  });
});

describe('the test clock', () => {
  it('renews at the period end and charges the renewal terms', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    const { subscription } = await subscribe(t.app, customerId);
    await settledEvents();
    const { now } = await t.app.payments.sandbox.advanceClock(customerId, 29);
    expect(now).toEqual(new Date(clock.now().getTime() + 29 * DAY));
    expect(await settledEvents()).toEqual([]);
    await t.app.payments.sandbox.advanceClock(customerId, 2);
    const events = await settledEvents();
    expect(types(events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(object(events[0])).toMatchObject({
      number: 'PARA-2',
      total: 5800,
      period_start: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
      period_end: Date.UTC(2027, 0, 20, 9) / 1000,
    });
    expect(object(events[1])).toMatchObject({
      status: 'active',
      current_period_end: Date.UTC(2027, 0, 20, 9) / 1000,
    });
    // The event is stamped with the sandbox time it happened at (the period's end).
    expect(events[0]?.created).toBe(Math.floor(subscription.currentPeriodEnd.getTime() / 1000));
  });

  it('retries a failed renewal after 3, 5 and 7 days, then leaves it unpaid', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    await subscribe(t.app, customerId);
    await t.app.payments.sandbox.attachTestCard(customerId, '4000000000000341');
    await settledEvents();
    await t.app.payments.sandbox.advanceClock(customerId, 31);
    let events = await settledEvents();
    expect(types(events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const renewal = object(events[0]);
    expect(renewal).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(object(events[1])).toMatchObject({ status: 'past_due' });
    const failedAt = Date.UTC(2026, 11, 20, 9) / 1000;
    expect(renewal.next_payment_attempt).toBe(failedAt + 3 * 86_400);

    await t.app.payments.sandbox.advanceClock(customerId, 3);
    events = await settledEvents();
    expect(types(events)).toEqual(['invoice.payment_failed']);
    expect(object(events[0])).toMatchObject({
      id: renewal.id,
      attempt_count: 2,
      next_payment_attempt: failedAt + 5 * 86_400,
    });

    await t.app.payments.sandbox.advanceClock(customerId, 10);
    events = await settledEvents();
    expect(types(events)).toEqual([
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(object(events[1])).toMatchObject({ attempt_count: 4, next_payment_attempt: null });
    expect(object(events[2])).toMatchObject({ status: 'unpaid' });
    // Unpaid: no more renewals however far the clock goes.
    await t.app.payments.sandbox.advanceClock(customerId, 60);
    expect(await settledEvents()).toEqual([]);
  });

  it('a new card and retryInvoice settle a past-due renewal', async () => {
    const customerId = await customerWithCard(t.app, '4000000000000341');
    const zero = draft(0, clock.now(), new Date('2026-12-20T09:00:00.000Z'));
    await t.app.payments.provider.createSubscription({
      customerId,
      terms: terms(5800, zero.periodStart, zero.periodEnd),
      firstInvoice: zero,
      periodEnd: zero.periodEnd,
      idempotencyKey: 'trial-like',
    });
    await t.app.payments.sandbox.advanceClock(customerId, 30);
    const events = await settledEvents();
    const open = object(events.find((event) => event.type === 'invoice.payment_failed'));
    await t.app.payments.sandbox.attachTestCard(customerId, '4242424242424242');
    const paid = await t.app.payments.provider.retryInvoice(open.id as string);
    expect(paid.status).toBe('paid');
    expect(types(await settledEvents())).toEqual([
      'setup_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    // No retry is left scheduled.
    await t.app.payments.sandbox.advanceClock(customerId, 7);
    expect(await settledEvents()).toEqual([]);
  });

  it('cancels at the period end, and the clock can be moved by e-mail over HTTP', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242', 'Clock@Example.com');
    const { subscription } = await subscribe(t.app, customerId);
    await t.app.payments.provider.setCancellation(subscription.id, { cancelAtPeriodEnd: true });
    const updated = await settledEvents();
    expect(object(updated.at(-1))).toMatchObject({ cancel_at_period_end: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payments/clock',
      payload: { email: 'clock@example.com', days: 31 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      now: new Date(clock.now().getTime() + 31 * DAY).toISOString(),
    });
    const events = await settledEvents();
    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(object(events[0])).toMatchObject({ status: 'canceled' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payments/clock',
      payload: { email: 'nobody@example.com', days: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payments/clock',
      payload: { customerId, days: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shifts new subscriptions onto a customer clock that was moved ahead', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    await t.app.payments.sandbox.advanceClock(customerId, 10);
    const { subscription } = await subscribe(t.app, customerId);
    expect(subscription.currentPeriodStart).toEqual(new Date(clock.now().getTime() + 10 * DAY));
    // Real time passing (the plugin's minute tick) renews nothing before the period ends.
    await t.app.payments.sandbox.tick();
    expect(types(mine(await settledEvents(), customerId))).toEqual([
      'setup_intent.succeeded',
      'customer.subscription.created',
      'invoice.paid',
    ]);
  });

  it('the periodic tick runs what real time made due', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242');
    await subscribe(t.app, customerId);
    await settledEvents();
    clock.advance(31 * DAY);
    try {
      await t.app.payments.sandbox.tick();
      expect(types(mine(await settledEvents(), customerId))).toEqual([
        'invoice.paid',
        'customer.subscription.updated',
      ]);
    } finally {
      clock.advance(-31 * DAY);
    }
  });
});
