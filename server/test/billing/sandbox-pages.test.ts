import { describe, expect, it } from 'vitest';
import { build, createClock } from '../build';
import { captureEvents, customerWithCard, subscribe } from './sandbox-setup';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const capture = captureEvents();
const t = build({
  now: clock.now,
  mail: { publicUrl: 'https://app.test' },
  payments: { sandbox: { deliveryDelayMs: 0, deliver: capture.deliver } },
});

const RETURN = 'https://app.test/business/billing/plan?from=card';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: form,
    payload: new URLSearchParams(fields).toString(),
  });
const path = (url: string) => {
  const parsed = new URL(url, 'https://app.test');
  return `${parsed.pathname}${parsed.search}`;
};

async function intent() {
  const customerId = await customerWithCard(t.app, null, 'cards@example.com');
  const created = await t.app.payments.provider.createSetupIntent({
    customerId,
    metadata: { userId: 'u_1' },
    returnUrl: RETURN,
  });
  expect(created.id).toMatch(/^seti_[A-Za-z0-9]{24}$/);
  expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]{24}$`));
  expect(created.redirectUrl).toBe(
    `https://app.test/sandbox/payments/setup/${created.id}?client_secret=${created.clientSecret}`,
  );
  const pageUrl = `/sandbox/payments/setup/${created.id}`;
  const enter = (number: string, extra: Record<string, string> = {}) =>
    post(pageUrl, {
      client_secret: created.clientSecret,
      number,
      expiry: '12/30',
      cvc: '123',
      name: 'Ada Payer',
      ...extra,
    });
  return { ...created, customerId, pageUrl, enter };
}

describe('the card page', () => {
  it('shows the form with its labels and the test cards', async () => {
    const { redirectUrl } = await intent();
    const page = await t.app.inject({ method: 'GET', url: path(redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      '<label for="number">Card number</label>',
      '<label for="expiry">Expiry (MM/YY)</label>',
      '<label for="cvc">CVC</label>',
      '<label for="name">Name on the card</label>',
      '4000 0027 6000 3184',
      'name="viewport"',
    ]) {
      expect(page.body).toContain(text);
    }
  });

  it('is not found with a wrong client secret', async () => {
    const { pageUrl, id } = await intent();
    for (const secret of ['', `${id}_secret_wrong`]) {
      const page = await t.app.inject({ method: 'GET', url: `${pageUrl}?client_secret=${secret}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('does not exist or has expired');
    }
    const posted = await post(pageUrl, { client_secret: 'nope', number: '4242424242424242' });
    expect(posted.statusCode).toBe(404);
  });

  it('checks the number, the expiry, the CVC and the name before the processor', async () => {
    const { enter } = await intent();
    const page = await enter('4242424242424241', { expiry: '10/26', cvc: '1', name: '' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Please correct 4 fields below.');
    expect(page.body).toContain('Your card number is invalid.');
    expect(page.body).toContain('Your card’s expiry date is in the past.');
    expect(page.body).toContain('aria-describedby="number-error"');
    // What was typed stays, except the CVC.
    expect(page.body).toContain('value="4242424242424241"');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', 'Your card’s security code is incorrect.'],
    ['4111111111111111', 'this sandbox accepts only the test cards'],
  ])('keeps a declined card (%s) on the page with the reason', async (number, reason) => {
    const { enter, id } = await intent();
    const page = await enter(number);
    expect(page.statusCode).toBe(402);
    expect(page.body).toContain(reason);
    expect(page.body).toContain('role="alert"');
    expect(await t.app.payments.provider.retrieveSetupIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      card: null,
    });
  });

  it('saves a good card and returns with the intent and its status', async () => {
    const { enter, id, customerId, redirectUrl } = await intent();
    const saved = await enter('4242 4242 4242 4242');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${RETURN}&setup_intent=${id}&redirect_status=succeeded`);
    expect(await t.app.payments.provider.retrieveSetupIntent(id)).toMatchObject({
      status: 'succeeded',
      metadata: { userId: 'u_1' },
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(await t.app.payments.provider.defaultCard(customerId)).toMatchObject({ last4: '4242' });
    // Opened again: saved, with the way back.
    const again = await t.app.inject({ method: 'GET', url: path(redirectUrl) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Card saved');
  });

  it('asks 3-D Secure cards to authenticate: Complete saves, Fail returns failed', async () => {
    const completed = await intent();
    const challenged = await completed.enter('4000002760003184');
    expect(challenged.statusCode).toBe(303);
    const authenticate = challenged.headers.location as string;
    expect(authenticate).toBe(
      `${completed.pageUrl}/authenticate?client_secret=${completed.clientSecret}`,
    );
    const challenge = await t.app.inject({ method: 'GET', url: authenticate });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('>Complete</button>');
    expect(challenge.body).toContain('>Fail</button>');
    const done = await post(`${completed.pageUrl}/authenticate`, {
      client_secret: completed.clientSecret,
      outcome: 'complete',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('redirect_status=succeeded');
    expect(await t.app.payments.provider.defaultCard(completed.customerId)).toMatchObject({
      last4: '3184',
    });
    // The challenge is over.
    expect((await t.app.inject({ method: 'GET', url: authenticate })).statusCode).toBe(404);

    const failed = await intent();
    await failed.enter('4000000000003220');
    const refused = await post(`${failed.pageUrl}/authenticate`, {
      client_secret: failed.clientSecret,
      outcome: 'fail',
    });
    expect(refused.headers.location).toBe(
      `${RETURN}&setup_intent=${failed.id}&redirect_status=failed`,
    );
    expect(await t.app.payments.provider.retrieveSetupIntent(failed.id)).toMatchObject({
      status: 'requires_payment_method',
      card: null,
    });
  });
});

describe('the customer portal and invoices', () => {
  it('shows the card and the invoices, replaces the card, returns, and expires after an hour', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242', 'portal@example.com');
    const { invoice } = await subscribe(t.app, customerId);
    const { url } = await t.app.payments.provider.portalSession({
      customerId,
      returnUrl: 'https://app.test/business/billing/plan',
    });
    expect(url).toMatch(/^https:\/\/app\.test\/sandbox\/payments\/portal\/bps_[A-Za-z0-9]{24}$/);
    const portal = await t.app.inject({ method: 'GET', url: path(url) });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('visa •••• 4242');
    expect(portal.body).toContain(`href="${invoice.url}">PARA-1</a>`);
    expect(portal.body).toMatch(/CHF\s58\.00/);
    expect(portal.body).toContain('href="https://app.test/business/billing/plan">Return to Paraph');

    const replace = await t.app.inject({ method: 'POST', url: `${path(url)}/card` });
    expect(replace.statusCode).toBe(303);
    const setup = replace.headers.location as string;
    expect(setup).toMatch(/\/sandbox\/payments\/setup\/seti_/);
    const saved = await post(new URL(setup).pathname, {
      client_secret: new URL(setup).searchParams.get('client_secret')!,
      number: '5555555555554444',
      expiry: '01/31',
      cvc: '999',
      name: 'Ada Payer',
    });
    expect(saved.headers.location).toContain(`${url}?setup_intent=seti_`);
    expect((await t.app.inject({ method: 'GET', url: path(url) })).body).toContain(
      'mastercard •••• 4444',
    );

    clock.advance(61 * 60_000);
    try {
      expect((await t.app.inject({ method: 'GET', url: path(url) })).statusCode).toBe(404);
    } finally {
      clock.advance(-61 * 60_000);
    }
  });

  it('shows a printable invoice, and not found for an unknown one', async () => {
    const customerId = await customerWithCard(t.app, '4242424242424242', 'invoice@example.com');
    const { invoice } = await subscribe(t.app, customerId);
    const page = await t.app.inject({ method: 'GET', url: path(invoice.url!) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Invoice PARA-1');
    expect(page.body).toContain('Paid');
    expect(page.body).toContain('Team × 2 seats');
    expect(page.body).toMatch(/<strong>CHF\s58\.00<\/strong>/);
    expect(page.body).toContain('@media print');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/sandbox/payments/invoices/in_nope',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the invoicing portal for its own sessions only', async () => {
    const { url } = await t.app.payments.invoicing.portalSession({
      businessId: 'biz_manual',
      email: 'accounts@example.com',
      returnUrl: 'https://app.test/business/billing/plan',
    });
    expect(url).toMatch(/\/sandbox\/payments\/invoicing\/bps_/);
    const page = await t.app.inject({ method: 'GET', url: path(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('accounts@example.com');
    expect(page.body).toContain('Return to Paraph');
    // Not a customer portal.
    const asPortal = await t.app.inject({
      method: 'GET',
      url: path(url).replace('/invoicing/', '/portal/'),
    });
    expect(asPortal.statusCode).toBe(404);
  });
});

describe('the test clock page', () => {
  it('shows a form and moves the clock from it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/payments/clock' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="days">Days ahead</label>');
    await customerWithCard(t.app, null, 'form-clock@example.com');
    const moved = await post('/sandbox/payments/clock', {
      email: 'form-clock@example.com',
      days: '3',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('time is now 2026-11-23T09:00:00.000Z');
    const unknown = await post('/sandbox/payments/clock', { email: 'x@example.com', days: '3' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No customer has this e-mail or id.');
  });
});
