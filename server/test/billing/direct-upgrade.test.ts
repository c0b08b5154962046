import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, businessMembers, invoices, subscriptions, users } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { billingBusiness, CARDS, chargedOf, minorOf, resettableClock } from './money-setup';

const clock = resettableClock();
const t = build({ now: clock.now, payments: { sandbox: { deliver: async () => undefined } } });
beforeEach(() => clock.reset());

type Headers = Record<string, string>;
const FORM = {
  name: 'Beispiel GmbH',
  email: 'office@beispiel.example',
  gtc_accepted: true,
  dpa_accepted: true,
};

async function freeUser() {
  const user = await createUser(t.app);
  return { user, headers: bearer(await login(t.app, user)) };
}

const setupIntent = (headers: Headers, country: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/businesses/direct_upgrade/stripe_setup_intent',
    headers,
    payload: { country, returnTo: '/upgrade?resume=1' },
  });

/** The card page's work, done by the sandbox: a saved card and its succeeded setup intent. */
async function savedCard(headers: Headers, country: string, card: string = CARDS.visa) {
  const intent = await setupIntent(headers, country);
  expect(intent.statusCode, intent.body).toBe(201);
  const view = await t.app.payments.provider.retrieveSetupIntent(intent.json().id);
  if (!view) throw new Error('no setup intent');
  const saved = await t.app.payments.sandbox.attachTestCard(view.customerId, card);
  return { customerId: view.customerId, setupIntentId: saved.setupIntentId };
}

const preview = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/businesses/direct_upgrade/preview', headers, payload });
const confirm = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/businesses/direct_upgrade/confirm', headers, payload });

describe('the direct setup intent', () => {
  it('makes a provider customer of the user and returns to the app', async () => {
    const { user, headers } = await freeUser();
    const response = await setupIntent(headers, 'DE');
    expect(response.statusCode, response.body).toBe(201);
    expectContractResponse('createDirectUpgradeSetupIntent', response);
    const view = await t.app.payments.provider.retrieveSetupIntent(response.json().id);
    expect(view?.metadata.userId).toBe(user.id);
    // A second one reuses the customer.
    const again = await setupIntent(headers, 'DE');
    const second = await t.app.payments.provider.retrieveSetupIntent(again.json().id);
    expect(second?.customerId).toBe(view?.customerId);
  });

  it('is 409 ALREADY_IN_A_BUSINESS for someone in a business', async () => {
    const { headers } = await billingBusiness(t.app, { card: null });
    const response = await setupIntent(headers, 'CH');
    expect(response.statusCode).toBe(409);
    expectContractResponse('createDirectUpgradeSetupIntent', response);
    expect(response.json().code).toBe('ALREADY_IN_A_BUSINESS');
  });
});

describe('buying a plan with a new business', () => {
  it.each([
    // country of the card setup and the business, VAT id, currency, promo → total
    ['CH', undefined, 'CHF', 'WELCOME20', 1253.96],
    ['DE', undefined, 'EUR', 'WELCOME20', 1285.2],
    ['DE', undefined, 'EUR', undefined, 1606.5],
    // A VAT id of another EU country: reverse charge, no tax in the preview nor the charge.
    ['DE', 'DE136695976', 'EUR', undefined, 1350],
  ] as const)(
    'in %s charges what the preview showed and creates the paid business',
    async (country, vat, currency, promoCode, total) => {
      const { user, headers } = await freeUser();
      const { customerId, setupIntentId } = await savedCard(headers, country);
      const request = { plan: 'team', cycle: 'yearly', amountSeats: 5, currency, promoCode };
      // The page sends the company's country and VAT number once the form is filled.
      const previewed = await preview(headers, { ...request, country, vat });
      expect(previewed.statusCode, previewed.body).toBe(200);
      expectContractResponse('previewDirectUpgrade', previewed);
      expect(previewed.json()).toMatchObject({ total, startsAt: clock.now().toISOString() });
      clock.advance(60_000);
      const confirmed = await confirm(headers, {
        ...request,
        setupIntentId,
        business: { ...FORM, country, vat },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expectContractResponse('confirmDirectUpgrade', confirmed);
      expect(confirmed.json()).toMatchObject({ name: 'team', next: null });

      const [member] = await t.app.db
        .select()
        .from(businessMembers)
        .where(eq(businessMembers.userId, user.id));
      expect(member?.role).toBe('admin');
      const businessId = member!.businessId;
      const [business] = await t.app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, businessId));
      expect(business).toMatchObject({
        name: 'Beispiel GmbH',
        country,
        paymentMethod: 'STRIPE',
        trialEndsAt: null,
        pricePlan: 'team',
        currency,
        billingCustomerId: customerId,
      });
      const [invoice] = await t.app.db
        .select()
        .from(invoices)
        .where(eq(invoices.businessId, businessId));
      expect(chargedOf(invoice!)).toEqual(minorOf(previewed.json()));
      const [subscription] = await t.app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.businessId, businessId));
      expect(subscription).toMatchObject({
        plan: 'team',
        cycle: 'yearly',
        seats: 5,
        status: 'active',
      });
      // The customer is the business's now: a later direct upgrade makes a new one.
      const [account] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(account?.attributes.billing_customer_id).toBeUndefined();
    },
  );

  it('previews for the company it is told of, not the card setup’s country', async () => {
    const { headers } = await freeUser();
    await savedCard(headers, 'DE');
    const request = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' };
    // Without the company: the card setup's country (DE, 19 %).
    expect((await preview(headers, request)).json()).toMatchObject({ tax: 11.02 });
    // A Swiss company: Swiss VAT, as the confirmation will charge.
    const swiss = await preview(headers, { ...request, country: 'CH' });
    expect(swiss.json()).toMatchObject({ subtotal: 58, tax: 4.7, total: 62.7 });
  });

  it('before any card setup, previews with the currency’s home country', async () => {
    const { headers } = await freeUser();
    const response = await preview(headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
    });
    expect(response.json()).toMatchObject({ subtotal: 58, tax: 4.7, total: 62.7 });
  });

  it('with a card that always asks for 3-D Secure fails off-session: 422, no business', async () => {
    const { user, headers } = await freeUser();
    const { setupIntentId } = await savedCard(headers, 'CH', CARDS.alwaysAuthenticate);
    const response = await confirm(headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
      promoCode: 'WELCOME20',
      setupIntentId,
      business: { ...FORM, country: 'CH' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expectContractResponse('confirmDirectUpgrade', response);
    expect(response.json().code).toBe('PAYMENT_FAILED');
    expect(
      await t.app.db.select().from(businessMembers).where(eq(businessMembers.userId, user.id)),
    ).toEqual([]);
  });

  it('someone else’s setup intent, or none, is 422 PAYMENT_METHOD_REQUIRED', async () => {
    const other = await freeUser();
    const { setupIntentId } = await savedCard(other.headers, 'CH');
    const { headers } = await freeUser();
    const request = {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
      business: { ...FORM, country: 'CH' },
    };
    for (const payload of [{ ...request, setupIntentId }, request]) {
      const response = await confirm(headers, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe('PAYMENT_METHOD_REQUIRED');
    }
  });

  it('is 409 ALREADY_IN_A_BUSINESS for someone in a business, charging nothing', async () => {
    const { user, headers } = await freeUser();
    const { setupIntentId } = await savedCard(headers, 'CH');
    const { business } = await billingBusiness(t.app, { card: null });
    await t.app.db.insert(businessMembers).values({
      userId: user.id,
      businessId: business.id,
      role: 'member',
    });
    const response = await confirm(headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
      setupIntentId,
      business: { ...FORM, country: 'CH' },
    });
    expect(response.statusCode).toBe(409);
    expectContractResponse('confirmDirectUpgrade', response);
    expect(response.json().code).toBe('ALREADY_IN_A_BUSINESS');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toBeDefined();
  });
});
