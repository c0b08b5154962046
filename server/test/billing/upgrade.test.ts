import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, promoCodes, subscriptions } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import {
  billingBusiness,
  CARDS,
  chargedOf,
  customerOf,
  invoicesOf,
  minorOf,
  moneyState,
  resettableClock,
  subscriptionRow,
} from './money-setup';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = resettableClock();
const t = build({ now: clock.now, payments: { sandbox: { deliver: async () => undefined } } });
beforeEach(() => clock.reset());

type Headers = Record<string, string>;
const previewAt = (base: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}/subscriptions/upgrade/preview`, headers, payload });
const upgradeAt = (base: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${base}/subscriptions/upgrade`, headers, payload });

async function redemptionsOf(code: string) {
  const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row?.redemptions ?? 0;
}

/** Previews, then buys the same: the invoice charged equals the preview. */
async function previewThenBuy(base: string, headers: Headers, request: object) {
  const preview = await previewAt(base, headers, request);
  expect(preview.statusCode, preview.body).toBe(200);
  expectContractResponse('previewUpgrade', preview);
  clock.advance(60_000); // the confirmation comes a little later
  const bought = await upgradeAt(base, headers, request);
  expect(bought.statusCode, bought.body).toBe(200);
  expectContractResponse('upgradeSubscription', bought);
  return { preview: preview.json(), plan: bought.json() };
}

describe('buying a plan (no running subscription: a whole first period)', () => {
  it.each([
    // country, VAT id, currency, promo → total
    ['CH', null, 'CHF', 'WELCOME20', 1253.96], // 1450 − 20 % + 8.1 %
    ['CH', 'CHE-123.456.789 MWST', 'CHF', 'WELCOME20', 1253.96], // Swiss VAT all the same
    ['DE', null, 'EUR', 'WELCOME20', 1285.2], // 1350 − 20 % + 19 %
    ['DE', 'DE123456789', 'EUR', 'WELCOME20', 1080], // reverse charge
    ['DE', null, 'EUR', undefined, 1606.5], // no promo
  ] as const)(
    'in %s (VAT id %j) charges what the preview showed',
    async (country, vat, currency, promoCode, total) => {
      const { business, headers, base } = await billingBusiness(t.app, {
        country,
        vat,
        members: 1,
      });
      const before = promoCode ? await redemptionsOf(promoCode) : 0;
      const request = { plan: 'team', cycle: 'yearly', amountSeats: 5, currency, promoCode };
      const { preview, plan } = await previewThenBuy(base, headers, request);
      expect(preview).toMatchObject({ currency, amountSeats: 5, total });
      expect(preview.startsAt).toBe('2026-11-20T09:00:00.000Z');

      const [invoice] = await invoicesOf(t.app, business.id);
      expect(invoice).toMatchObject({ status: 'paid', currency });
      expect(chargedOf(invoice!)).toEqual(minorOf(preview));

      const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, business.id));
      expect(row).toMatchObject({
        paymentMethod: 'STRIPE',
        trialEndsAt: null,
        pricePlan: 'team',
        currency,
      });
      expect(await subscriptionRow(t.app, business.id)).toMatchObject({
        plan: 'team',
        cycle: 'yearly',
        seats: 5,
        currency,
        status: 'active',
        nextPlan: null,
        card: { last4: '4242' },
      });
      expect(plan).toMatchObject({ name: 'team', next: null });
      if (promoCode) {
        expect(plan.discounts).toEqual([
          {
            promoCode,
            type: 'percent_20',
            status: 'USED_UP',
            expiresAt: '2027-12-31T23:59:59.000Z',
          },
        ]);
        expect(await redemptionsOf(promoCode)).toBe(before + 1);
      }
    },
  );

  it('a special discount stays ACTIVE and takes its percent off the renewals too', async () => {
    const { headers, base } = await billingBusiness(t.app);
    const { preview, plan } = await previewThenBuy(base, headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
      promoCode: 'SMG_PARTNER',
    });
    expect(preview).toMatchObject({ subtotal: 58, discount: 8.7, tax: 3.99, total: 53.29 });
    expect(plan.discounts).toEqual([
      { promoCode: 'SMG_PARTNER', type: 'smg_partner_15', status: 'ACTIVE', expiresAt: null },
    ]);
  });

  it('a referral code (another business’s) takes 10 % off and records the referrer', async () => {
    const referrer = await billingBusiness(t.app, { card: null, referralCode: 'ACME-7K2Q' });
    const { business, headers, base } = await billingBusiness(t.app);
    const { preview } = await previewThenBuy(base, headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
      referralCode: 'ACME-7K2Q',
    });
    expect(preview).toMatchObject({ subtotal: 58, discount: 5.8 });
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.referredBy).toBe(referrer.business.id);
  });

  it('without a saved card is 422 PAYMENT_METHOD_REQUIRED', async () => {
    const { business, headers, base } = await billingBusiness(t.app, { card: null });
    const before = await moneyState(t.app, business.id);
    const response = await upgradeAt(base, headers, {
      plan: 'team',
      cycle: 'monthly',
      amountSeats: 2,
      currency: 'CHF',
    });
    expect(response.statusCode, response.body).toBe(422);
    expectContractResponse('upgradeSubscription', response);
    expect(response.json().code).toBe('PAYMENT_METHOD_REQUIRED');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it.each([
    ['a card whose charges fail', CARDS.chargesFail],
    ['a card that always asks for 3-D Secure (fails off-session)', CARDS.alwaysAuthenticate],
  ])('with %s is 422 PAYMENT_FAILED and changes nothing', async (_, card) => {
    const { business, headers, base } = await billingBusiness(t.app, { card });
    const before = await moneyState(t.app, business.id);
    const response = await upgradeAt(base, headers, {
      plan: 'team',
      cycle: 'yearly',
      amountSeats: 3,
      currency: 'CHF',
      promoCode: 'WELCOME20',
    });
    expect(response.statusCode, response.body).toBe(422);
    expectContractResponse('upgradeSubscription', response);
    expect(response.json().code).toBe('PAYMENT_FAILED');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it('replaces the unpaid subscription of a locked business and unlocks it', async () => {
    const { business, headers, base } = await billingBusiness(t.app);
    const request = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' };
    await previewThenBuy(base, headers, request);
    const unpaid = await subscriptionRow(t.app, business.id);
    await t.app.db
      .update(businesses)
      .set({ paymentMethod: 'BLOCKED' })
      .where(eq(businesses.id, business.id));
    await t.app.db
      .update(subscriptions)
      .set({ status: 'unpaid' })
      .where(eq(subscriptions.businessId, business.id));
    const { preview } = await previewThenBuy(base, headers, request);
    expect(preview.total).toBe(62.7); // a whole new period: 58 + 8.1 %
    const replaced = await subscriptionRow(t.app, business.id);
    expect(replaced?.providerSubscriptionId).not.toBe(unpaid?.providerSubscriptionId);
    expect(replaced?.status).toBe('active');
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.paymentMethod).toBe('STRIPE');
    expect(await invoicesOf(t.app, business.id)).toHaveLength(2);
  });
});

describe('changing a running plan', () => {
  async function paying(
    request = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
  ) {
    const made = await billingBusiness(t.app);
    await previewThenBuy(made.base, made.headers, request);
    return made;
  }

  it('to a dearer plan mid-period charges the difference now, as previewed', async () => {
    const { business, admin, base } = await paying();
    clock.advance(15 * DAY_MS); // 2026-12-05: 15 of 30 days left
    const headers = bearer(await login(t.app, admin)); // sessions do not last that long
    const { preview, plan } = await previewThenBuy(base, headers, {
      plan: 'pro',
      cycle: 'monthly',
      amountSeats: 5,
      currency: 'CHF',
      promoCode: 'WELCOME20',
    });
    // 5 × 49 = 245 − 29 (unused half of 58) = 216, − 20 % = 172.80, + 8.1 % = 14.00
    expect(preview).toMatchObject({ subtotal: 216, discount: 43.2, tax: 14, total: 186.8 });
    const charged = await invoicesOf(t.app, business.id);
    expect(charged).toHaveLength(2);
    expect(chargedOf(charged[1]!)).toEqual(minorOf(preview));
    expect(plan).toMatchObject({ name: 'pro', next: null });
    expect(await subscriptionRow(t.app, business.id)).toMatchObject({
      plan: 'pro',
      seats: 5,
      currentPeriodStart: clock.now(), // the new period starts with the payment
    });
  });

  it('to a dearer plan with a card that now fails is 422 PAYMENT_FAILED and changes nothing', async () => {
    const { business, admin, base } = await paying();
    await t.app.payments.sandbox.attachTestCard(
      await customerOf(t.app, business.id),
      CARDS.chargesFail,
    );
    clock.advance(3 * DAY_MS);
    const headers = bearer(await login(t.app, admin));
    const before = await moneyState(t.app, business.id);
    const response = await upgradeAt(base, headers, {
      plan: 'pro',
      cycle: 'monthly',
      amountSeats: 5,
      currency: 'CHF',
      promoCode: 'WELCOME20',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('PAYMENT_FAILED');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it('to a cheaper plan is scheduled for the period end and charges nothing', async () => {
    const { business, headers, base } = await paying();
    const response = await previewAt(base, headers, {
      plan: 'individual',
      cycle: 'monthly',
      amountSeats: 1,
      currency: 'CHF',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 0, startsAt: '2026-12-20T09:01:00.000Z' });
    const changed = await upgradeAt(base, headers, {
      plan: 'individual',
      cycle: 'monthly',
      amountSeats: 1,
      currency: 'CHF',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectContractResponse('upgradeSubscription', changed);
    expect(changed.json()).toMatchObject({
      name: 'team',
      next: { base: { type: 'individual', startAt: '2026-12-20T09:01:00.000Z' } },
    });
    expect(await invoicesOf(t.app, business.id)).toHaveLength(1);
  });

  it('keeps its currency: another one is 422 VALIDATION_FAILED', async () => {
    const { headers, base } = await paying();
    const response = await previewAt(base, headers, {
      plan: 'pro',
      cycle: 'monthly',
      amountSeats: 5,
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'currency' });
  });
});

describe('refusals', () => {
  it.each([
    ['a plan not offered', { plan: 'fair_flat' }, 'PLAN_NOT_AVAILABLE'],
    ['an unknown plan', { plan: 'platinum' }, 'PLAN_NOT_AVAILABLE'],
    ['fewer seats than the plan’s minimum', { amountSeats: 1 }, 'SEATS_BELOW_MINIMUM'],
    [
      'more seats than the plan’s maximum',
      { plan: 'individual', amountSeats: 2 },
      'PLAN_NOT_AVAILABLE',
    ],
    ['fewer seats than people', { amountSeats: 2 }, 'SEAT_LIMIT_REACHED'],
    ['an invalid promo code', { promoCode: 'NOPE' }, 'PROMO_CODE_INVALID'],
    [
      'a promo code of another plan',
      { plan: 'pro', amountSeats: 5, promoCode: 'TEAM10' },
      'PROMO_CODE_INVALID',
    ],
    ['an unknown referral code', { referralCode: 'NOBODY' }, 'PROMO_CODE_INVALID'],
  ])('%s is 422 %s for the preview and the purchase, changing nothing', async (_, change, code) => {
    const { business, headers, base } = await billingBusiness(t.app, { members: 2 });
    const request = { plan: 'team', cycle: 'monthly', amountSeats: 3, currency: 'CHF', ...change };
    const before = await moneyState(t.app, business.id);
    for (const response of [
      await previewAt(base, headers, request),
      await upgradeAt(base, headers, request),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe(code);
    }
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it('only admins: a member is 403, a stranger 404', async () => {
    const { business, members, base } = await billingBusiness(t.app, { members: 1 });
    const member = bearer(await login(t.app, members[0]!));
    const stranger = bearer(await login(t.app, await createUser(t.app)));
    const request = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' };
    const before = await moneyState(t.app, business.id);
    for (const [headers, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      const preview = await previewAt(base, headers, request);
      expect(preview.statusCode).toBe(status);
      expectContractResponse('previewUpgrade', preview);
      const upgrade = await upgradeAt(base, headers, request);
      expect(upgrade.statusCode).toBe(status);
      expectContractResponse('upgradeSubscription', upgrade);
    }
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });
});
