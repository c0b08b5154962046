import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, businessInvitations, businessDomains } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build, createClock } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { createBusiness } from './setup';

const clock = createClock();
const t = build({ now: clock.now });
const DAY_MS = 24 * 60 * 60 * 1000;

const REGISTRATION = {
  name: 'Beispiel GmbH',
  email: 'Office@Beispiel.example',
  phone: '044 555 0199',
  country: 'CH',
  address_1: 'Bahnhofstrasse 12',
  city: 'Zürich',
  postal_code: '8001',
  vat: 'CHE-123.456.789 MWST',
  gtc_accepted: true,
  dpa_accepted: true,
};

async function adminOf(options: Parameters<typeof createBusiness>[1] = {}) {
  const made = await createBusiness(t.app, options);
  return { ...made, headers: bearer(await login(t.app, made.admin)) };
}

const rowOf = async (id: string) =>
  (await t.app.db.select().from(businesses).where(eq(businesses.id, id)))[0];

describe('POST /v2/businesses', () => {
  it('registers a business on a 14-day trial of the team plan with the caller as admin', async () => {
    const user = await createUser(t.app, { attributes: { cello_ucc: ['ref_7'] } });
    const headers = bearer(await login(t.app, user));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/businesses',
      headers,
      payload: REGISTRATION,
    });
    expect(response.statusCode, response.body).toBe(201);
    expectContractResponse('createBusiness', response);
    const now = clock.now();
    expect(response.json()).toMatchObject({
      name: 'Beispiel GmbH',
      email: 'office@beispiel.example',
      admins: [user.id],
      members: [user.id],
      invitedMembers: [],
      domains: [],
      apiUsers: [],
      // Its seal, named after it (a suffix when another test registered the name first).
      seals: [expect.stringMatching(/^beispiel-gmbh(-\d+)?$/)],
      paymentMethod: 'TRIALING',
      gtcAcceptedAt: now.toISOString(),
      dpaAcceptedAt: now.toISOString(),
      deletionScheduledAt: null,
    });
    const row = await rowOf(response.json().id);
    expect(row).toMatchObject({
      pricePlan: 'team',
      pricePlanStartAt: now,
      trialEndsAt: new Date(now.getTime() + 14 * DAY_MS),
      celloUcc: 'ref_7',
      vat: 'CHE-123.456.789 MWST',
    });
    const me = (await t.app.inject({ url: '/v1/user', headers })).json();
    expect(me.business).toMatchObject({ id: row?.id, role: 'admin', paymentMethod: 'TRIALING' });
  });

  it('takes the referral code of the body over the stored one', async () => {
    const user = await createUser(t.app, { attributes: { cello_ucc: ['stored'] } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/businesses',
      headers: bearer(await login(t.app, user)),
      payload: { ...REGISTRATION, cello_ucc: 'from_body' },
    });
    expect((await rowOf(response.json().id))?.celloUcc).toBe('from_body');
  });

  it('refuses a user already in a business (409) and stores nothing', async () => {
    const { members } = await createBusiness(t.app, { members: 1 });
    const before = await t.app.db.select({ id: businesses.id }).from(businesses);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/businesses',
      headers: bearer(await login(t.app, members[0]!)),
      payload: REGISTRATION,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expectContractResponse('createBusiness', response);
    expect(await t.app.db.select({ id: businesses.id }).from(businesses)).toEqual(before);
  });
});

describe('reading a business', () => {
  it('shows admins, everyone, live invitations, verified domains and the support contact', async () => {
    const { business, admin, members, headers } = await adminOf({
      members: 2,
      supportContact: { email: 'it@acme.example', phone: '044 555 0100' },
    });
    const now = clock.now();
    // Domains are unique across businesses; the id's letters make this one so.
    const domain = `acme-${business.id.slice(4).toLowerCase()}.example`;
    await t.app.db.insert(businessInvitations).values([
      {
        id: newId('inv'),
        businessId: business.id,
        email: 'new@acme.example',
        role: 'member',
        expiresAt: new Date(now.getTime() + DAY_MS),
      },
      {
        id: newId('inv'),
        businessId: business.id,
        email: 'old@acme.example',
        role: 'member',
        expiresAt: new Date(now.getTime() - 1),
      },
    ]);
    await t.app.db.insert(businessDomains).values([
      {
        domain: domain,
        businessId: business.id,
        verificationToken: 'a',
        verifiedAt: now,
      },
      {
        domain: `pending-${domain}`,
        businessId: business.id,
        verificationToken: 'b',
      },
    ]);
    const response = await t.app.inject({ url: `/v1/businesses/${business.id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getBusiness', response);
    const body = response.json();
    expect(body.admins).toEqual([admin.id]);
    expect([...body.members].sort()).toEqual([admin.id, ...members.map((m) => m.id)].sort());
    expect(body.invitedMembers).toEqual(['new@acme.example']);
    expect(body.domains).toEqual([domain]);
    expect(body.supportContact).toEqual({ email: 'it@acme.example', phone: '044 555 0100' });

    const mine = await t.app.inject({ url: '/v2/businesses/user', headers });
    expectContractResponse('getUserBusiness', mine);
    expect(mine.json()).toEqual(body);
  });

  it('gives a member their own business, and a free user 404', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const asMember = bearer(await login(t.app, members[0]!));
    const mine = await t.app.inject({ url: '/v2/businesses/user', headers: asMember });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(business.id);
    const free = bearer(await login(t.app, await createUser(t.app)));
    const none = await t.app.inject({ url: '/v2/businesses/user', headers: free });
    expect(none.statusCode).toBe(404);
    expectContractResponse('getUserBusiness', none);
  });
});

describe('changing the details', () => {
  it('PUT /v1/businesses/{id} replaces name, e-mail, phone and support contact', async () => {
    const { business, headers } = await adminOf();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/v1/businesses/${business.id}`,
      headers,
      payload: {
        name: 'Acme Holding AG',
        email: 'Board@acme.example',
        supportContact: { email: 'help@acme.example' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('updateBusiness', response);
    expect(response.json()).toMatchObject({
      name: 'Acme Holding AG',
      email: 'board@acme.example',
      phone: null,
      supportContact: { email: 'help@acme.example' },
    });
  });

  it('PUT /v2/businesses/{id}/base keeps the support contact', async () => {
    const { business, headers } = await adminOf({ supportContact: { email: 'it@acme.example' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/v2/businesses/${business.id}/base`,
      headers,
      payload: { name: 'Acme 2 AG', email: 'office@acme.example', phone: '044 555 0111' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('updateBusinessBase', response);
    expect(response.json()).toMatchObject({
      name: 'Acme 2 AG',
      phone: '044 555 0111',
      supportContact: { email: 'it@acme.example' },
    });
  });
});

describe('deletion', () => {
  it('is scheduled 30 days ahead, refused twice, and revoked', async () => {
    const { business, headers } = await adminOf();
    const url = `/v2/businesses/${business.id}`;
    const scheduled = await t.app.inject({ method: 'DELETE', url, headers });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    expectContractResponse('deleteBusiness', scheduled);
    const due = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(scheduled.json().deletionScheduledAt).toBe(due);

    const again = await t.app.inject({ method: 'DELETE', url, headers });
    expect(again.statusCode).toBe(409);
    expectContractResponse('deleteBusiness', again);
    expect((await rowOf(business.id))?.deletionScheduledAt?.toISOString()).toBe(due);

    const revoked = await t.app.inject({ method: 'POST', url: `${url}/revoke_delete`, headers });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectContractResponse('revokeBusinessDeletion', revoked);
    expect(revoked.json().deletionScheduledAt).toBeNull();

    const nothing = await t.app.inject({ method: 'POST', url: `${url}/revoke_delete`, headers });
    expect(nothing.statusCode).toBe(409);
    expectContractResponse('revokeBusinessDeletion', nothing);
  });
});

describe('cancelling the trial', () => {
  it('ends a running trial now', async () => {
    const { business, headers } = await adminOf();
    const url = `/v1/businesses/${business.id}/cancel-trial`;
    const response = await t.app.inject({ method: 'POST', url, headers });
    expect(response.statusCode, response.body).toBe(204);
    expectContractResponse('cancelTrial', response);
    expect(await rowOf(business.id)).toMatchObject({
      paymentMethod: 'NEEDS_PAYMENT_METHOD',
      trialEndsAt: clock.now(),
    });
    const me = (await t.app.inject({ url: '/v1/user', headers })).json();
    expect(me.business.paymentMethod).toBe('NEEDS_PAYMENT_METHOD');
  });

  it('is refused when the business is not trialing, changing nothing', async () => {
    const { business, headers } = await adminOf({ paymentMethod: 'STRIPE', trialEndsAt: null });
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/businesses/${business.id}/cancel-trial`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_STATE');
    expectContractResponse('cancelTrial', response);
    expect(await rowOf(business.id)).toMatchObject({ paymentMethod: 'STRIPE', trialEndsAt: null });
  });
});

describe('GET /v2/businesses/{id}/customextras', () => {
  it('has no subscription and no AES for business yet', async () => {
    const { business, headers } = await adminOf();
    const response = await t.app.inject({
      url: `/v2/businesses/${business.id}/customextras`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expectContractResponse('getBusinessCustomExtras', response);
    expect(response.json()).toEqual({
      stripe: { customerPortalURL: null, subscriptionErrorCode: null, subscriptionStatus: null },
      aes4biz: { enabled: false },
    });
  });
});
