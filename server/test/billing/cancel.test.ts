import { beforeEach, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import {
  billingBusiness,
  invoicesOf,
  moneyState,
  resettableClock,
  subscriptionRow,
} from './money-setup';

const clock = resettableClock();
const t = build({ now: clock.now, payments: { sandbox: { deliver: async () => undefined } } });
beforeEach(() => clock.reset());

type Headers = Record<string, string>;
const REQUEST = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' };
const cancel = (base: string, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `${base}/subscriptions`, headers });
const upgrade = (base: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${base}/subscriptions/upgrade`, headers, payload });

async function paying(options: Parameters<typeof billingBusiness>[1] = {}) {
  const made = await billingBusiness(t.app, options);
  expect((await upgrade(made.base, made.headers, REQUEST)).statusCode).toBe(200);
  return made;
}

describe('DELETE /v2/businesses/{id}/subscriptions', () => {
  it('cancels at the period end: the next plan is CANCELED, the plan stays', async () => {
    const { business, headers, base } = await paying();
    const response = await cancel(base, headers);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('cancelSubscription', response);
    expect(response.json()).toMatchObject({
      name: 'team',
      next: { base: { type: 'CANCELED', startAt: '2026-12-20T09:00:00.000Z' } },
    });
    expect((await subscriptionRow(t.app, business.id))?.nextPlan).toBe('CANCELED');
    // Asking again changes nothing.
    const again = await cancel(base, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
  });

  it('is revoked by buying the running plan again, for nothing', async () => {
    const { business, headers, base } = await paying();
    await cancel(base, headers);
    const preview = await t.app.inject({
      method: 'POST',
      url: `${base}/subscriptions/upgrade/preview`,
      headers,
      payload: REQUEST,
    });
    expect(preview.json()).toMatchObject({ total: 0 });
    const revoked = await upgrade(base, headers, REQUEST);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectContractResponse('upgradeSubscription', revoked);
    expect(revoked.json()).toMatchObject({ name: 'team', next: null });
    expect((await subscriptionRow(t.app, business.id))?.nextPlan).toBeNull();
    expect(await invoicesOf(t.app, business.id)).toHaveLength(1);
    // And it can be cancelled again.
    expect((await cancel(base, headers)).json().next.base.type).toBe('CANCELED');
  });

  it('buying the running plan again also drops a scheduled cheaper plan', async () => {
    const { business, headers, base } = await paying();
    const cheaper = { plan: 'individual', cycle: 'monthly', amountSeats: 1, currency: 'CHF' };
    const scheduled = await upgrade(base, headers, cheaper);
    expect(scheduled.json().next.base.type).toBe('individual');
    const kept = await upgrade(base, headers, REQUEST);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'team', next: null });
    expect((await subscriptionRow(t.app, business.id))?.nextPlan).toBeNull();
    expect(await invoicesOf(t.app, business.id)).toHaveLength(1);
  });

  it('without a paid subscription is 409 NO_SUBSCRIPTION', async () => {
    const { business, headers, base } = await billingBusiness(t.app);
    const before = await moneyState(t.app, business.id);
    const response = await cancel(base, headers);
    expect(response.statusCode).toBe(409);
    expectContractResponse('cancelSubscription', response);
    expect(response.json().code).toBe('NO_SUBSCRIPTION');
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });

  it('only admins: a member is 403, a stranger 404', async () => {
    const { business, members, base } = await paying({ members: 1 });
    const before = await moneyState(t.app, business.id);
    const member = await cancel(base, bearer(await login(t.app, members[0]!)));
    expect(member.statusCode).toBe(403);
    expectContractResponse('cancelSubscription', member);
    const stranger = await cancel(base, bearer(await login(t.app, await createUser(t.app))));
    expect(stranger.statusCode).toBe(404);
    expect(await moneyState(t.app, business.id)).toEqual(before);
  });
});
