import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessDiscounts, promoCodes } from '../../src/db/schema';
import { build, createClock } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, createUser, login } from '../fixtures';

const clock = createClock();
const t = build({ now: clock.now });

describe('GET /v2/businesses/price_plans', () => {
  it('lists the offered plans in their order with per-seat prices in major units', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/businesses/price_plans',
      headers: bearer(await login(t.app, user)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('listPricePlans', response);
    const { plans } = response.json<{
      plans: { name: string; minSeats: number; prices: object[] }[];
    }>();
    expect(plans.map((plan) => plan.name)).toEqual(['individual', 'team', 'pro', 'scale']);
    const team = plans[1];
    expect(team).toMatchObject({ name: 'team', minSeats: 2, trialDays: 14 });
    expect(team?.prices).toEqual([
      { currency: 'CHF', cycle: 'monthly', perSeat: 29 },
      { currency: 'CHF', cycle: 'yearly', perSeat: 290 },
      { currency: 'EUR', cycle: 'monthly', perSeat: 27 },
      { currency: 'EUR', cycle: 'yearly', perSeat: 270 },
    ]);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/businesses/price_plans' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v2/businesses/{id}/subscriptions/coupons/validate_promo', () => {
  async function admin() {
    const made = await createBusiness(t.app, { members: 1 });
    return { ...made, headers: bearer(await login(t.app, made.admin)) };
  }
  const validate = (businessId: string, headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/businesses/${businessId}/subscriptions/coupons/validate_promo`,
      headers: headers as Record<string, string>,
      payload,
    });

  it('describes a valid code', async () => {
    const { business, headers } = await admin();
    const response = await validate(business.id, headers, { promoCode: 'WELCOME20', plan: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('validatePromoCode', response);
    expect(response.json()).toEqual({
      valid: true,
      promoCode: 'WELCOME20',
      discountType: 'percent_20',
      percentOff: 20,
      expiresAt: '2027-12-31T23:59:59.000Z',
    });
  });

  it.each([
    ['unknown', { promoCode: 'NOPE' }],
    ['for another plan', { promoCode: 'TEAM10', plan: 'pro' }],
    ['expired', { promoCode: 'OLD5' }],
    ['used up', { promoCode: 'ONCE5' }],
    ['already redeemed by the business', { promoCode: 'MINE5' }],
  ])('answers valid: false (200) for a code %s', async (_, payload) => {
    const { business, headers } = await admin();
    await t.app.db
      .insert(promoCodes)
      .values([
        {
          code: 'OLD5',
          discountType: 'percent_5',
          percentOff: 5,
          expiresAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          code: 'ONCE5',
          discountType: 'percent_5',
          percentOff: 5,
          maxRedemptions: 1,
          redemptions: 1,
        },
        { code: 'MINE5', discountType: 'percent_5', percentOff: 5 },
      ])
      .onConflictDoNothing();
    await t.app.db.insert(businessDiscounts).values({
      businessId: business.id,
      promoCode: 'MINE5',
      discountType: 'percent_5',
      percentOff: 5,
      status: 'USED_UP',
    });
    const response = await validate(business.id, headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('validatePromoCode', response);
    expect(response.json()).toEqual({ valid: false, promoCode: payload.promoCode });
  });

  it('a code for the plan is valid for it', async () => {
    const { business, headers } = await admin();
    const response = await validate(business.id, headers, { promoCode: 'TEAM10', plan: 'team' });
    expect(response.json()).toMatchObject({ valid: true, percentOff: 10 });
  });

  it('is for the business admins: a member 403, a stranger 404', async () => {
    const { business, members } = await admin();
    const member = members[0];
    if (!member) throw new Error('no member');
    const asMember = await validate(business.id, bearer(await login(t.app, member)), {
      promoCode: 'WELCOME20',
    });
    expect(asMember.statusCode).toBe(403);
    expectContractResponse('validatePromoCode', asMember);
    const stranger = await createUser(t.app);
    const asStranger = await validate(business.id, bearer(await login(t.app, stranger)), {
      promoCode: 'WELCOME20',
    });
    expect(asStranger.statusCode).toBe(404);
    expectContractResponse('validatePromoCode', asStranger);
  });

  it('limits guessing: too many tries are 429', async () => {
    const { business, headers } = await admin();
    for (let i = 0; i < 60; i++) {
      const response = await validate(business.id, headers, { promoCode: `GUESS${i}` });
      expect(response.statusCode).toBe(200);
    }
    const limited = await validate(business.id, headers, { promoCode: 'GUESS61' });
    expect(limited.statusCode).toBe(429);
    expectContractResponse('validatePromoCode', limited);
    clock.advance(16 * 60 * 1000);
    expect((await validate(business.id, headers, { promoCode: 'WELCOME20' })).statusCode).toBe(200);
  });

  it('leaves the redemptions alone', async () => {
    const { business, headers } = await admin();
    await validate(business.id, headers, { promoCode: 'SMG_PARTNER' });
    const [row] = await t.app.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'SMG_PARTNER'));
    expect(row?.redemptions).toBe(0);
  });
});
