import { describe, beforeEach, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessInvitations } from '../../src/db/schema';
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
const MINUTE = 60_000;
const clock = resettableClock();
const t = build({ now: clock.now, payments: { sandbox: { deliver: async () => undefined } } });
beforeEach(() => clock.reset());

type Headers = Record<string, string>;
const previewAt = (base: string, headers: Headers, seats: number) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/subscriptions/seats/preview`,
    headers,
    payload: { seats },
  });
const updateAt = (base: string, headers: Headers, payload: { seats: number; timestamp: string }) =>
  t.app.inject({ method: 'PUT', url: `${base}/subscriptions/seats`, headers, payload });

/** A business paying team monthly for 2 seats from 2026-11-20 09:00 (a 30-day period). */
async function paying(options: Parameters<typeof billingBusiness>[1] = {}) {
  const made = await billingBusiness(t.app, options);
  const bought = await t.app.inject({
    method: 'PUT',
    url: `${made.base}/subscriptions/upgrade`,
    headers: made.headers,
    payload: { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  return made;
}

describe('adding seats', () => {
  it('charges the previewed prorated amount for the rest of the period', async () => {
    const { business, admin, base } = await paying();
    clock.advance(10 * DAY_MS); // 20 of 30 days left
    const headers = bearer(await login(t.app, admin)); // sessions do not last that long
    const preview = await previewAt(base, headers, 5);
    expect(preview.statusCode, preview.body).toBe(200);
    expectContractResponse('previewSeats', preview);
    // 3 × 29 × 20/30 = 58.00 + 8.1 % = 4.70
    expect(preview.json()).toMatchObject({
      amountSeats: 5,
      subtotal: 58,
      tax: 4.7,
      total: 62.7,
      startsAt: clock.now().toISOString(),
      nextBillingAt: '2026-12-20T09:00:00.000Z',
    });
    clock.advance(5 * MINUTE);
    const updated = await updateAt(base, headers, { seats: 5, timestamp: preview.json().startsAt });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContractResponse('updateSeats', updated);
    const charged = await invoicesOf(t.app, business.id);
    expect(charged).toHaveLength(2);
    expect(chargedOf(charged[1]!)).toEqual(minorOf(preview.json()));
    expect(await subscriptionRow(t.app, business.id)).toMatchObject({ seats: 5 });
  });

  it('with a special discount takes it off the added seats too', async () => {
    const made = await billingBusiness(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `${made.base}/subscriptions/upgrade`,
      headers: made.headers,
      payload: {
        plan: 'team',
        cycle: 'monthly',
        amountSeats: 2,
        currency: 'CHF',
        promoCode: 'SMG_PARTNER',
      },
    });
    clock.advance(10 * DAY_MS);
    const headers = bearer(await login(t.app, made.admin));
    const preview = await previewAt(made.base, headers, 5);
    expect(preview.json()).toMatchObject({ subtotal: 58, discount: 8.7, tax: 3.99, total: 53.29 });
    const updated = await updateAt(made.base, headers, {
      seats: 5,
      timestamp: preview.json().startsAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const charged = await invoicesOf(t.app, made.business.id);
    expect(chargedOf(charged[1]!)).toEqual(minorOf(preview.json()));
  });

  it('with a card that now fails is 422 PAYMENT_FAILED and changes nothing', async () => {
    const { business, headers, base } = await paying();
    await t.app.payments.sandbox.attachTestCard(
      await customerOf(t.app, business.id),
      CARDS.chargesFail,
    );
    const preview = await previewAt(base, headers, 4);
    const before = await moneyState(t.app, business.id);
    const updated = await updateAt(base, headers, { seats: 4, timestamp: preview.json().startsAt });
    expect(updated.statusCode, updated.body).toBe(422);
    expectContractResponse('updateSeats', updated);
    expect(updated.json().code).toBe('PAYMENT_FAILED');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });
});

describe('removing seats', () => {
  it('charges nothing and takes effect now', async () => {
    const { business, headers, base } = await paying();
    const bigger = await previewAt(base, headers, 6);
    await updateAt(base, headers, { seats: 6, timestamp: bigger.json().startsAt });
    clock.advance(MINUTE);
    const preview = await previewAt(base, headers, 3);
    expect(preview.json()).toMatchObject({ subtotal: 0, total: 0 });
    const updated = await updateAt(base, headers, { seats: 3, timestamp: preview.json().startsAt });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await subscriptionRow(t.app, business.id)).toMatchObject({ seats: 3 });
    expect(await invoicesOf(t.app, business.id)).toHaveLength(2);
  });

  it('never below the seats in use (members, admins, open invitations): 422 SEAT_LIMIT_REACHED', async () => {
    const { business, admin, headers, base } = await paying({ members: 1 });
    await t.app.db.insert(businessInvitations).values({
      id: 'inv_seats_test',
      businessId: business.id,
      email: 'new@acme.example',
      role: 'member',
      invitedBy: admin.id,
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS),
    });
    const wider = await previewAt(base, headers, 5);
    await updateAt(base, headers, { seats: 5, timestamp: wider.json().startsAt });
    const before = await moneyState(t.app, business.id);
    const preview = await previewAt(base, headers, 2);
    expect(preview.statusCode).toBe(422);
    expectContractResponse('previewSeats', preview);
    expect(preview.json()).toMatchObject({ code: 'SEAT_LIMIT_REACHED', field: 'seats' });
    const updated = await updateAt(base, headers, {
      seats: 2,
      timestamp: clock.now().toISOString(),
    });
    expect(updated.json().code).toBe('SEAT_LIMIT_REACHED');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });
});

describe('refusals', () => {
  it.each([
    [1, 'SEATS_BELOW_MINIMUM'], // team needs 2
    [51, 'PLAN_NOT_AVAILABLE'], // team has at most 50
  ])('%i seats is 422 %s', async (seats, code) => {
    const { business, headers, base } = await paying();
    const before = await moneyState(t.app, business.id);
    const preview = await previewAt(base, headers, seats);
    expect(preview.statusCode).toBe(422);
    expect(preview.json().code).toBe(code);
    const updated = await updateAt(base, headers, { seats, timestamp: clock.now().toISOString() });
    expect(updated.json().code).toBe(code);
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it.each([
    ['older than 10 minutes', (at: Date) => ({ at, advance: 11 * MINUTE })],
    ['in the future', (at: Date) => ({ at: new Date(at.getTime() + MINUTE), advance: 0 })],
  ])('a preview timestamp %s is 409 PREVIEW_STALE and changes nothing', async (_, shape) => {
    const { business, headers, base } = await paying();
    const preview = await previewAt(base, headers, 4);
    const { at, advance } = shape(new Date(preview.json().startsAt));
    clock.advance(advance);
    const before = await moneyState(t.app, business.id);
    const updated = await updateAt(base, headers, { seats: 4, timestamp: at.toISOString() });
    expect(updated.statusCode, updated.body).toBe(409);
    expectContractResponse('updateSeats', updated);
    expect(updated.json().code).toBe('PREVIEW_STALE');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it('a preview older than the last change is 409 PREVIEW_STALE', async () => {
    const { headers, base } = await paying();
    const stale = await previewAt(base, headers, 4);
    clock.advance(MINUTE);
    const other = await previewAt(base, headers, 3);
    expect(
      (await updateAt(base, headers, { seats: 3, timestamp: other.json().startsAt })).statusCode,
    ).toBe(200);
    clock.advance(MINUTE);
    const updated = await updateAt(base, headers, { seats: 4, timestamp: stale.json().startsAt });
    expect(updated.statusCode).toBe(409);
    expect(updated.json().code).toBe('PREVIEW_STALE');
  });

  it('without a paid subscription is 409 NO_SUBSCRIPTION', async () => {
    const { headers, base } = await billingBusiness(t.app);
    const preview = await previewAt(base, headers, 4);
    expect(preview.statusCode).toBe(409);
    expectContractResponse('previewSeats', preview);
    expect(preview.json().code).toBe('NO_SUBSCRIPTION');
    const updated = await updateAt(base, headers, {
      seats: 4,
      timestamp: clock.now().toISOString(),
    });
    expect(updated.statusCode).toBe(409);
    expectContractResponse('updateSeats', updated);
  });

  it('only admins: a member is 403, a stranger 404', async () => {
    const { business, members, base } = await paying({ members: 1 });
    const member = bearer(await login(t.app, members[0]!));
    const stranger = bearer(await login(t.app, await createUser(t.app)));
    const before = await moneyState(t.app, business.id);
    for (const [headers, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      const preview = await previewAt(base, headers, 4);
      expect(preview.statusCode).toBe(status);
      expectContractResponse('previewSeats', preview);
      const updated = await updateAt(base, headers, {
        seats: 4,
        timestamp: clock.now().toISOString(),
      });
      expect(updated.statusCode).toBe(status);
    }
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });
});
