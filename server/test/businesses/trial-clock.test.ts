import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema';
import { build, createClock } from '../build';
import { bearer, login } from '../fixtures';
import { createBusiness } from './setup';

// The sandbox's trial clock (POST /sandbox/businesses/trial-clock): an admin lets days pass for
// their own business, and the trial-expiry job does the rest.

const clock = createClock();
const t = build({ now: clock.now });
const DAY_MS = 24 * 60 * 60 * 1000;
const URL = '/sandbox/businesses/trial-clock';

const rowOf = async (id: string) =>
  (await t.app.db.select().from(businesses).where(eq(businesses.id, id)))[0];

async function move(token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

describe('the trial clock', () => {
  it('lets 15 days pass: the job ends the trial, and GET /v1/user tells the admin', async () => {
    const { business, admin } = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    const token = await login(t.app, admin);

    const response = await move(token, { days: 15 });
    expect(response.statusCode).toBe(200);
    const trialEndsAt = new Date(business.trialEndsAt!.getTime() - 15 * DAY_MS);
    expect(response.json()).toEqual({
      businessId: business.id,
      trialEndsAt: trialEndsAt.toISOString(),
      paymentMethod: 'NEEDS_PAYMENT_METHOD',
    });
    const row = await rowOf(business.id);
    expect(row).toMatchObject({ paymentMethod: 'NEEDS_PAYMENT_METHOD', trialEndsAt });
    // The job's own mark: it stamps the change at the real time.
    expect(row?.updatedAt).toEqual(clock.now());
    const user = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(user.json().business).toMatchObject({
      id: business.id,
      paymentMethod: 'NEEDS_PAYMENT_METHOD',
      trialEndsAt: trialEndsAt.toISOString(),
    });
    expect(await rowOf(other.business.id)).toEqual(other.business);
  });

  it('lets 5 days pass: still trialing, with the trial ending 5 days earlier', async () => {
    const { business, admin } = await createBusiness(t.app);
    const response = await move(await login(t.app, admin), { days: 5 });
    expect(response.statusCode).toBe(200);
    const trialEndsAt = new Date(business.trialEndsAt!.getTime() - 5 * DAY_MS);
    expect(await rowOf(business.id)).toEqual({ ...business, trialEndsAt });
    expect(response.json()).toMatchObject({
      paymentMethod: 'TRIALING',
      trialEndsAt: trialEndsAt.toISOString(),
    });
  });

  it('refuses a member, another business’s admin and a caller without a token', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const stranger = await createBusiness(t.app, { trialEndsAt: business.trialEndsAt });
    const free = await createBusiness(t.app);
    const member = await move(await login(t.app, members[0]!), { days: 15 });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await move(null, { days: 15 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Another business's admin moves only their own business, never this one.
    const otherAdmin = await move(await login(t.app, stranger.admin), { days: 5 });
    expect(otherAdmin.json()).toMatchObject({ businessId: stranger.business.id });
    expect(await rowOf(business.id)).toEqual(business);
    expect(await rowOf(free.business.id)).toEqual(free.business);
  });

  it('answers 404 to someone in no business', async () => {
    const { business, admin } = await createBusiness(t.app);
    await t.app.db.delete(businesses).where(eq(businesses.id, business.id));
    const response = await move(await login(t.app, admin), { days: 15 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a business that is not on its trial, and changes nothing', async () => {
    for (const paymentMethod of ['STRIPE', 'NEEDS_PAYMENT_METHOD', 'BLOCKED'] as const) {
      const { business, admin } = await createBusiness(t.app, { paymentMethod });
      const response = await move(await login(t.app, admin), { days: 15 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'INVALID_STATE' });
      expect(await rowOf(business.id)).toEqual(business);
    }
  });

  it.each([0, 61, 1.5, '15', null])('refuses %s days and changes nothing', async (days) => {
    const { business, admin } = await createBusiness(t.app);
    const response = await move(await login(t.app, admin), { days });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'days' });
    expect(await rowOf(business.id)).toEqual(business);
  });
});

describe('with a real card processor', () => {
  const stripe = build({
    payments: { provider: 'stripe', stripeSecretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
  });

  it('has no trial clock', async () => {
    const { business, admin } = await createBusiness(stripe.app);
    const response = await stripe.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(await login(stripe.app, admin)),
      payload: { days: 15 },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await stripe.app.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, business.id));
    expect(row).toEqual(business);
  });
});
