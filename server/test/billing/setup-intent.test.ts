import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, paymentSandboxObjects } from '../../src/db/schema';
import { build } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, createUser, login } from '../fixtures';

const t = build({
  mail: { publicUrl: 'https://app.test' },
  payments: { sandbox: { deliver: async () => undefined } },
});

const create = (businessId: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/businesses/${businessId}/subscriptions/stripe_setup_intent`,
    headers,
    payload,
  });

async function returnUrlOf(setupIntentId: string) {
  const [row] = await t.app.db
    .select()
    .from(paymentSandboxObjects)
    .where(eq(paymentSandboxObjects.id, setupIntentId));
  return row?.data.returnUrl;
}

describe('POST /v2/businesses/{id}/subscriptions/stripe_setup_intent', () => {
  it('makes the business’s provider customer once and returns to the billing page', async () => {
    const { business, admin } = await createBusiness(t.app);
    const headers = bearer(await login(t.app, admin));
    const first = await create(business.id, headers, { country: 'CH' });
    expect(first.statusCode, first.body).toBe(201);
    expectContractResponse('createStripeSetupIntent', first);
    expect(first.json().redirectUrl).toMatch(/^https:\/\/app\.test\/sandbox\/payments\/setup\//);
    expect(await returnUrlOf(first.json().id)).toBe('https://app.test/business/billing/plan');
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.billingCustomerId).toMatch(/^cus_/);

    const second = await create(business.id, headers, {
      country: 'CH',
      returnTo: '/business/upgrade?resume=1',
    });
    expect(await returnUrlOf(second.json().id)).toBe('https://app.test/business/upgrade?resume=1');
    const view = await t.app.payments.provider.retrieveSetupIntent(second.json().id);
    expect(view).toMatchObject({
      customerId: row?.billingCustomerId,
      metadata: { businessId: business.id, userId: admin.id },
    });
  });

  it('only admins: a member is 403, a stranger 404, and no customer is made', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const member = await create(business.id, bearer(await login(t.app, members[0]!)), {
      country: 'CH',
    });
    expect(member.statusCode).toBe(403);
    expectContractResponse('createStripeSetupIntent', member);
    const stranger = await create(
      business.id,
      bearer(await login(t.app, await createUser(t.app))),
      {
        country: 'CH',
      },
    );
    expect(stranger.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.billingCustomerId).toBeNull();
  });
});
