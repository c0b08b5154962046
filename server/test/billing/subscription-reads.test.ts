import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectContractResponse, type OperationId } from '../../../tests/contract/contract';
import {
  businesses,
  identifications,
  invoices,
  signatureRequests,
  signatures,
  subscriptions,
} from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build, createClock } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { createBusiness } from '../businesses/setup';
import { customerWithCard } from './sandbox-setup';
import { createSubscribedBusiness } from './subscribed';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const t = build({ now: clock.now, mail: { publicUrl: 'https://app.test' } });
const DAY_MS = 24 * 60 * 60 * 1000;

type Made = { business: { id: string }; admin: { email: string; password: string } };
const headersOf = async (made: Made) => bearer(await login(t.app, made.admin));

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const OPS: [OperationId, 'GET' | 'POST', string][] = [
  ['getSubscription', 'GET', 'subscriptions'],
  ['getBusinessBilling', 'GET', 'billing'],
  ['listInvoices', 'GET', 'subscriptions/invoices'],
  ['getSubscriptionUsage', 'GET', 'subscriptions/usage'],
  ['getReferralCode', 'GET', 'subscriptions/coupons/referral_code'],
  ['getStripePortalSession', 'GET', 'stripe/cpsession'],
  ['createChargebeePortalSession', 'POST', 'chargebee/portal_session'],
];

const ADDRESS = {
  address1: 'Bahnhofstrasse 12',
  city: 'Zürich',
  country: 'CH',
  postalCode: '8001',
  currency: 'CHF',
};

async function stored(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

describe('who may read a business subscription', () => {
  it.each(OPS)(
    '%s: admins only — a member 403, a stranger 404',
    async (operationId, method, path) => {
      const made = await createSubscribedBusiness(t.app, { members: 1 });
      const url = `/v2/businesses/${made.business.id}/${path}`;
      const member = bearer(await login(t.app, made.members[0]!));
      const stranger = bearer(await login(t.app, await createUser(t.app)));
      const other = await createBusiness(t.app);
      const otherAdmin = await headersOf(other);
      for (const [headers, status] of [
        [member, 403],
        [stranger, 404],
        [otherAdmin, 404],
      ] as const) {
        const response = await call(method, url, headers);
        expect(response.statusCode, `${operationId} ${status}`).toBe(status);
        expectContractResponse(operationId, response);
      }
    },
  );
});

describe('the subscription', () => {
  it('of a trial: no paid subscription, 10 seats, the plan minimum, the trial end', async () => {
    const made = await createBusiness(t.app, { members: 2 });
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions`,
      await headersOf(made),
    );
    expectContractResponse('getSubscription', response);
    expect(response.json()).toMatchObject({
      pricePlan: { name: 'team', next: null },
      paymentMethod: 'TRIALING',
      status: null,
      cycle: null,
      currency: 'CHF',
      seats: { total: 10, used: 3, minimum: 2 },
      currentPeriodStart: null,
      currentPeriodEnd: null,
      card: null,
      trialEndsAt: made.business.trialEndsAt?.toISOString(),
    });
  });

  it('paid by card: bought seats, status, cycle, period, card, cancelling', async () => {
    const made = await createSubscribedBusiness(t.app, {
      members: 1,
      subscription: {
        nextPlan: 'CANCELED',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      },
    });
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions`,
      await headersOf(made),
    );
    expectContractResponse('getSubscription', response);
    const { subscription } = made;
    expect(response.json()).toMatchObject({
      pricePlan: {
        name: 'team',
        current: { base: { endAt: subscription.currentPeriodEnd.toISOString() } },
        next: { base: { type: 'CANCELED' } },
      },
      paymentMethod: 'STRIPE',
      status: 'active',
      cycle: 'monthly',
      currency: 'CHF',
      seats: { total: 5, used: 2, minimum: 2 },
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      trialEndsAt: null,
    });
  });

  it('shows a card saved at the provider before the first payment', async () => {
    const customerId = await customerWithCard(t.app, '5555555555554444', 'early@example.com');
    const made = await createBusiness(t.app, { billingCustomerId: customerId });
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions`,
      await headersOf(made),
    );
    expectContractResponse('getSubscription', response);
    expect(response.json()).toMatchObject({
      paymentMethod: 'TRIALING',
      status: null,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('of an invoiced business: seats not counted (all taken are bought)', async () => {
    const made = await createBusiness(t.app, {
      members: 3,
      paymentMethod: 'MANUAL',
      pricePlan: 'ent_standard',
      trialEndsAt: null,
      country: 'DE',
    });
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions`,
      await headersOf(made),
    );
    expectContractResponse('getSubscription', response);
    expect(response.json()).toMatchObject({
      paymentMethod: 'MANUAL',
      status: null,
      currency: 'EUR',
      seats: { total: 4, used: 4, minimum: 1 },
    });
  });
});

describe('the billing address', () => {
  const url = (id: string) => `/v2/businesses/${id}/billing`;

  it('reads the address invoices carry, with the payment method and subscription status', async () => {
    const made = await createSubscribedBusiness(t.app);
    const response = await call('GET', url(made.business.id), await headersOf(made));
    expectContractResponse('getBusinessBilling', response);
    expect(response.json()).toEqual({
      address1: '',
      city: '',
      country: 'CH',
      postalCode: '',
      currency: 'CHF',
      paymentMethod: 'STRIPE',
      stripeSubscriptionStatus: 'active',
    });
  });

  it('replaces it, storing the VAT id normalised', async () => {
    const made = await createBusiness(t.app);
    const headers = await headersOf(made);
    const response = await call('PUT', url(made.business.id), headers, {
      ...ADDRESS,
      address2: 'Postfach',
      vat: 'CHE-116.281.710 MWST',
    });
    expectContractResponse('updateBusinessBilling', response);
    const expected = {
      ...ADDRESS,
      address2: 'Postfach',
      vat: 'CHE116281710MWST',
      paymentMethod: 'TRIALING',
      stripeSubscriptionStatus: null,
    };
    expect(response.json()).toEqual(expected);
    expect((await call('GET', url(made.business.id), headers)).json()).toEqual(expected);
  });

  it('changes the currency while no subscription runs', async () => {
    const made = await createBusiness(t.app);
    const response = await call('PUT', url(made.business.id), await headersOf(made), {
      ...ADDRESS,
      country: 'DE',
      vat: 'DE136695976',
      currency: 'EUR',
    });
    expectContractResponse('updateBusinessBilling', response);
    expect(response.json()).toMatchObject({ country: 'DE', vat: 'DE136695976', currency: 'EUR' });
  });

  it.each([
    ['a VAT id of another country', { vat: 'DE136695976' }, 'VAT_ID_INVALID'],
    ['a VAT id with a wrong check digit', { vat: 'CHE-123.456.789 MWST' }, 'VAT_ID_INVALID'],
    ['another currency while a subscription runs', { currency: 'EUR' }, 'VALIDATION_FAILED'],
  ])('refuses %s (422) and changes nothing', async (_, change, code) => {
    const made = await createSubscribedBusiness(t.app);
    const before = await stored(t.app, made.business.id);
    const response = await call('PUT', url(made.business.id), await headersOf(made), {
      ...ADDRESS,
      ...change,
    });
    expectContractResponse('updateBusinessBilling', response);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(code);
    expect(await stored(t.app, made.business.id)).toEqual(before);
  });

  it('may be changed by admins only — a member 403, a stranger 404, nothing changed', async () => {
    const made = await createBusiness(t.app, { members: 1 });
    const before = await stored(t.app, made.business.id);
    const member = bearer(await login(t.app, made.members[0]!));
    const stranger = bearer(await login(t.app, await createUser(t.app)));
    for (const [headers, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      const response = await call('PUT', url(made.business.id), headers, ADDRESS);
      expectContractResponse('updateBusinessBilling', response);
      expect(response.statusCode).toBe(status);
    }
    expect(await stored(t.app, made.business.id)).toEqual(before);
  });

  it('lets a cancelled subscription change the currency', async () => {
    const made = await createSubscribedBusiness(t.app, { subscription: { status: 'canceled' } });
    const response = await call('PUT', url(made.business.id), await headersOf(made), {
      ...ADDRESS,
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().currency).toBe('EUR');
  });
});

describe('invoices', () => {
  it('lists them newest first, in major units', async () => {
    const made = await createSubscribedBusiness(t.app);
    const invoice = (id: string, createdAt: Date, status: 'paid' | 'open') => ({
      id,
      businessId: made.business.id,
      number: id.toUpperCase(),
      status,
      currency: 'CHF' as const,
      subtotalMinor: 14500,
      discountMinor: 2900,
      taxMinor: 940,
      totalMinor: 12540,
      periodStart: createdAt,
      periodEnd: new Date(createdAt.getTime() + 30 * DAY_MS),
      url: `https://app.test/sandbox/payments/invoices/${id}`,
      createdAt,
    });
    await t.app.db
      .insert(invoices)
      .values([
        invoice('in_older', new Date('2026-10-20T09:00:00Z'), 'paid'),
        invoice('in_newer', new Date('2026-11-20T09:00:00Z'), 'open'),
      ]);
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions/invoices`,
      await headersOf(made),
    );
    expectContractResponse('listInvoices', response);
    const list = response.json().invoices;
    expect(list.map((item: { id: string }) => item.id)).toEqual(['in_newer', 'in_older']);
    expect(list[0]).toMatchObject({
      status: 'open',
      subtotal: 145,
      discount: 29,
      tax: 9.4,
      total: 125.4,
      periodStart: '2026-11-20T09:00:00.000Z',
    });
  });
});

describe('usage', () => {
  async function signed(ownerId: string, userId: string, quality: 'SES' | 'AES' | 'QES', at: Date) {
    const requestId = newId('sr');
    await t.app.db.insert(signatureRequests).values({
      id: requestId,
      ownerId,
      title: 'Contract',
      statusOverall: 'SIGNED',
      quality,
    });
    await t.app.db.insert(signatures).values({
      id: newId('sig'),
      requestId,
      email: `signer-${requestId.toLowerCase()}@example.test`,
      userId,
      statusCode: 'SIGNED',
      signedAt: at,
      signedQuality: quality,
    });
    return requestId;
  }

  async function identified(
    subject: { userId: string } | { requestId: string; signatureId: string },
    legislation: 'EIDAS' | 'ZERTES',
    at: Date,
    status: 'success' | 'failure' = 'success',
  ) {
    await t.app.db.insert(identifications).values({
      id: newId('idn'),
      ...subject,
      provider: legislation === 'EIDAS' ? 'srs' : 'intrum',
      method: legislation === 'EIDAS' ? 'video' : 'autoident',
      legislation,
      level: 'qes',
      status,
      reference: newId('idn'),
      expiresAt: new Date(at.getTime() + DAY_MS),
      createdAt: at,
      updatedAt: at,
    });
  }

  it('counts the period: seats, members’ signatures by quality, paid identifications', async () => {
    const made = await createSubscribedBusiness(t.app, { members: 1 });
    const { admin, subscription } = made;
    const member = made.members[0]!;
    const inPeriod = new Date(subscription.currentPeriodStart.getTime() + DAY_MS);
    const before = new Date(subscription.currentPeriodStart.getTime() - DAY_MS);
    await signed(admin.id, admin.id, 'QES', inPeriod);
    await signed(admin.id, member.id, 'AES', inPeriod);
    await signed(member.id, member.id, 'SES', inPeriod);
    await signed(member.id, member.id, 'SES', before);
    const outsider = await createUser(t.app);
    await signed(outsider.id, outsider.id, 'QES', inPeriod);
    await identified({ userId: member.id }, 'ZERTES', inPeriod);
    await identified({ userId: member.id }, 'EIDAS', inPeriod, 'failure');
    await identified({ userId: outsider.id }, 'EIDAS', inPeriod);
    // A guest a member invited, identified for the member's request.
    const guestRequest = await signed(member.id, outsider.id, 'QES', before);
    const [guest] = await t.app.db
      .select({ id: signatures.id })
      .from(signatures)
      .where(eq(signatures.requestId, guestRequest));
    await identified({ requestId: guestRequest, signatureId: guest!.id }, 'EIDAS', inPeriod);

    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions/usage`,
      await headersOf(made),
    );
    expectContractResponse('getSubscriptionUsage', response);
    expect(response.json()).toEqual({
      periodStart: subscription.currentPeriodStart.toISOString(),
      periodEnd: subscription.currentPeriodEnd.toISOString(),
      seats: { total: 5, used: 2 },
      signatures: { ses: 1, aes: 1, qes: 1, part11: 0 },
      identifications: { eidas: 1, zertes: 1 },
    });
  });

  it('uses the calendar month without a subscription', async () => {
    const made = await createBusiness(t.app);
    const response = await call(
      'GET',
      `/v2/businesses/${made.business.id}/subscriptions/usage`,
      await headersOf(made),
    );
    expectContractResponse('getSubscriptionUsage', response);
    expect(response.json()).toMatchObject({
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      seats: { total: 10, used: 1 },
    });
  });
});

describe('the referral code', () => {
  it('is made on the first ask and stays the same', async () => {
    const made = await createBusiness(t.app, { name: 'Über Café GmbH' });
    const headers = await headersOf(made);
    const url = `/v2/businesses/${made.business.id}/subscriptions/coupons/referral_code`;
    const first = await call('GET', url, headers);
    expectContractResponse('getReferralCode', first);
    const code = first.json().referralCode;
    expect(code).toMatch(/^UBER-[A-Z2-7]{4}$/);
    const [second, third] = await Promise.all([
      call('GET', url, headers),
      call('GET', url, headers),
    ]);
    expect(second.json().referralCode).toBe(code);
    expect(third.json().referralCode).toBe(code);
    expect((await stored(t.app, made.business.id))?.referralCode).toBe(code);
  });
});

describe('the portals', () => {
  it('the card portal needs a payment method (422), then links to the provider', async () => {
    const trial = await createBusiness(t.app);
    const refused = await call(
      'GET',
      `/v2/businesses/${trial.business.id}/stripe/cpsession`,
      await headersOf(trial),
    );
    expectContractResponse('getStripePortalSession', refused);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYMENT_METHOD_REQUIRED');

    const paying = await createSubscribedBusiness(t.app);
    const response = await call(
      'GET',
      `/v2/businesses/${paying.business.id}/stripe/cpsession`,
      await headersOf(paying),
    );
    expectContractResponse('getStripePortalSession', response);
    expect(response.statusCode).toBe(200);
    expect(response.json().redirectUrl).toMatch(/^https?:\/\//);
  });

  it.each(['MANUAL', 'CHARGEBEE'] as const)(
    'the invoicing portal opens for a %s business',
    async (paymentMethod) => {
      const made = await createBusiness(t.app, { paymentMethod, trialEndsAt: null });
      const response = await call(
        'POST',
        `/v2/businesses/${made.business.id}/chargebee/portal_session`,
        await headersOf(made),
      );
      expectContractResponse('createChargebeePortalSession', response);
      expect(response.statusCode).toBe(201);
      expect(response.json().redirectUrl).toMatch(/^https?:\/\//);
    },
  );

  it('the invoicing portal is refused (409) to a business paying by card or on trial', async () => {
    for (const made of [await createSubscribedBusiness(t.app), await createBusiness(t.app)]) {
      const response = await call(
        'POST',
        `/v2/businesses/${made.business.id}/chargebee/portal_session`,
        await headersOf(made),
      );
      expectContractResponse('createChargebeePortalSession', response);
      expect(response.statusCode).toBe(409);
    }
  });
});

describe('subscription rows stay untouched by the reads', () => {
  it('reads change nothing', async () => {
    const made = await createSubscribedBusiness(t.app);
    const headers = await headersOf(made);
    const before = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, made.business.id));
    for (const [, method, path] of OPS.filter(([id]) => id !== 'getReferralCode')) {
      await call(method, `/v2/businesses/${made.business.id}/${path}`, headers);
    }
    expect(
      await t.app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.businessId, made.business.id)),
    ).toEqual(before);
  });
});
