import { and, asc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { businessEvents, subscriptions } from '../../src/db/schema';
import { signWebhook } from '../../src/domain/webhook-signature';
import { build, createClock } from '../build';
import { createSubscribedBusiness, paymentEvent, subscriptionObject } from '../billing/subscribed';
import { billingBusiness, CARDS } from '../billing/money-setup';
import { bearer, createUser, login, post } from '../fixtures';
import { captureMail } from '../mail-capture';
import { as, codeOf } from './people-setup';
import { createBusiness } from './setup';

/**
 * The business's own audit trail (the account activity report): every change to its people,
 * settings and plan writes exactly one event in the change's transaction — whom it is about,
 * who did it, and the role, plan, seats or what changed. A refused change writes nothing.
 */
const SECRET = 'test';
const DAY = 24 * 60 * 60 * 1000;
const clock = createClock();
const mail = captureMail();
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  payments: { webhookSecret: SECRET, sandbox: { deliver: async () => undefined } },
});

let counter = 0;
const newAddress = () => `trail-${Date.now()}-${(counter += 1)}@example.test`;

/** The business's events in order; sign-ins left out unless asked (every `as` call opens one). */
async function trail(businessId: string, { signIns = false } = {}) {
  const rows = await t.app.db
    .select()
    .from(businessEvents)
    .where(
      and(
        eq(businessEvents.businessId, businessId),
        signIns ? undefined : ne(businessEvents.action, 'SIGNED_IN'),
      ),
    )
    .orderBy(asc(businessEvents.at), asc(businessEvents.action), asc(businessEvents.userEmail));
  return rows.map(({ id, businessId: _, ...event }) => {
    expect(id).toMatch(/^bev_/);
    return event;
  });
}

const event = (fields: Partial<Awaited<ReturnType<typeof trail>>[number]>) => ({
  userId: null,
  actorUserId: null,
  actorEmail: null,
  role: null,
  plan: null,
  seats: null,
  details: null,
  at: clock.now(),
  ...fields,
});

const by = (person: { id: string; email: string }) => ({
  actorUserId: person.id,
  actorEmail: person.email,
});
const about = (person: { id: string; email: string }) => ({
  userId: person.id,
  userEmail: person.email,
});

describe('the trail of a business’s people', () => {
  it('invitations, joining, role changes, removal and leaving: one event each', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 2 });
    const [mia, max] = members as [(typeof members)[0], (typeof members)[0]];
    const colleague = await createUser(t.app);
    const newcomer = newAddress();
    const base = `/v1/businesses/${business.id}`;

    const invited = await as(t.app, admin, 'POST', `${base}/members`, {
      users: [{ email: colleague.email }, { email: newcomer, role: 'admin' }],
    });
    expect(invited.statusCode).toBe(201);
    // Same time and action: by address (trail-… before user-…).
    expect(await trail(business.id)).toEqual([
      event({ action: 'MEMBER_INVITED', userEmail: newcomer, ...by(admin), role: 'admin' }),
      event({ action: 'MEMBER_INVITED', ...about(colleague), ...by(admin), role: 'member' }),
    ]);

    clock.advance(1000);
    const accepted = await as(t.app, colleague, 'POST', '/v1/user/accept', {
      business_invite: business.id,
    });
    expect(accepted.statusCode).toBe(204);
    clock.advance(1000);
    const revokedId = invited
      .json()
      .invitedMembers.find((i: { email: string }) => i.email === newcomer).id;
    const revoked = await as(t.app, admin, 'DELETE', `${base}/invitations/${revokedId}`);
    expect(revoked.statusCode).toBe(204);
    clock.advance(1000);
    // Mia becomes an admin; the admin's own role, which she already has, is no news.
    const promoted = await as(t.app, admin, 'POST', `${base}/change-to-admins`, {
      user_ids: [mia.id, admin.id],
    });
    expect(promoted.statusCode).toBe(200);
    clock.advance(1000);
    const removed = await as(t.app, admin, 'POST', `${base}/remove-members`, {
      user_ids: [max.id],
    });
    expect(removed.statusCode).toBe(204);
    clock.advance(1000);
    const left = await as(t.app, mia, 'DELETE', '/v1/user/business');
    expect(left.statusCode).toBe(204);

    const start = clock.now().getTime() - 5000;
    const at = (step: number) => new Date(start + step * 1000);
    expect((await trail(business.id)).slice(2)).toEqual([
      event({
        action: 'MEMBER_JOINED',
        at: at(1),
        ...about(colleague),
        ...by(colleague),
        role: 'member',
      }),
      event({
        action: 'INVITATION_REVOKED',
        at: at(2),
        userEmail: newcomer,
        ...by(admin),
        role: 'admin',
      }),
      event({ action: 'ROLE_CHANGED', at: at(3), ...about(mia), ...by(admin), role: 'admin' }),
      event({ action: 'MEMBER_REMOVED', at: at(4), ...about(max), ...by(admin), role: 'member' }),
      event({ action: 'MEMBER_LEFT', at: at(5), ...about(mia), ...by(mia), role: 'admin' }),
    ]);
  });

  it('a refused change writes nothing', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const other = await createBusiness(t.app);
    const base = `/v1/businesses/${business.id}`;
    const before = await trail(business.id);
    // The last admin cannot step down; a member may not remove; another business's admin
    // learns nothing; an address of another business cannot be invited.
    const lastAdmin = await as(t.app, admin, 'POST', `${base}/change-to-members`, {
      user_ids: [admin.id],
    });
    expect(codeOf(lastAdmin)).toBe('LAST_ADMIN');
    const member = await as(t.app, members[0]!, 'POST', `${base}/remove-members`, {
      user_ids: [admin.id],
    });
    expect(member.statusCode).toBe(403);
    const stranger = await as(t.app, other.admin, 'PUT', `${base}/members/${admin.id}`, {
      costCenter: 'Legal',
    });
    expect(stranger.statusCode).toBe(404);
    const elsewhere = await as(t.app, admin, 'POST', `${base}/members`, {
      users: [{ email: other.admin.email }],
    });
    expect(codeOf(elsewhere)).toBe('ALREADY_IN_A_BUSINESS');
    const leaving = await as(t.app, admin, 'DELETE', '/v1/user/business');
    expect(codeOf(leaving)).toBe('LAST_ADMIN');
    expect(await trail(business.id)).toEqual(before);
    expect(await trail(other.business.id)).toEqual([]);
  });

  it('registering through an invitation joins and signs in; a business sign-up founds one', async () => {
    const { business, admin } = await createBusiness(t.app);
    const newcomer = newAddress();
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newcomer }],
    });
    const token = mail.linkOf(newcomer).searchParams.get('token') ?? '';
    const registered = await post(t.app, '/v1/register', {
      firstName: 'Nora',
      lastName: 'Neu',
      password: 'quiet meadow lantern 42',
      token,
      gtc: true,
      language: 'en-gb',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const me = (
      await t.app.inject({ url: '/v1/user', headers: bearer(registered.json().token) })
    ).json();
    const nora = { id: me.id as string, email: newcomer };
    const events = await trail(business.id, { signIns: true });
    expect(events.filter((e) => e.userEmail === newcomer)).toEqual([
      event({ action: 'MEMBER_INVITED', userEmail: newcomer, ...by(admin), role: 'member' }),
      event({ action: 'MEMBER_JOINED', ...about(nora), ...by(nora), role: 'member' }),
      event({ action: 'SIGNED_IN', ...about(nora), ...by(nora), role: 'member' }),
    ]);

    const founder = newAddress();
    const asked = await post(t.app, '/v1/request-confirmation', {
      email: founder,
      lang: 'en-gb',
      flow: 'business',
      business: {
        name: 'Gründer AG',
        email: 'office@gruender.example',
        country: 'CH',
        gtc_accepted: true,
        dpa_accepted: true,
      },
    });
    expect(asked.statusCode).toBe(202);
    const founded = await post(t.app, '/v1/register', {
      firstName: 'Gina',
      lastName: 'Gründer',
      password: 'quiet meadow lantern 42',
      token: mail.linkOf(founder).searchParams.get('token') ?? '',
      gtc: true,
      language: 'en-gb',
    });
    expect(founded.statusCode, founded.body).toBe(201);
    const gina = (
      await t.app.inject({ url: '/v1/user', headers: bearer(founded.json().token) })
    ).json();
    const person = { id: gina.id as string, email: founder };
    expect(await trail(gina.business.id, { signIns: true })).toEqual([
      event({ action: 'MEMBER_JOINED', ...about(person), ...by(person), role: 'admin' }),
      event({ action: 'SIGNED_IN', ...about(person), ...by(person), role: 'admin' }),
    ]);
  });

  it('a password sign-in of a member is SIGNED_IN; a free user’s signs in nowhere', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const free = await createUser(t.app);
    const before = await t.app.db.select().from(businessEvents);
    await login(t.app, free);
    expect(await t.app.db.select().from(businessEvents)).toEqual(before);
    await login(t.app, members[0]!);
    expect(await trail(business.id, { signIns: true })).toEqual([
      event({ action: 'SIGNED_IN', ...about(members[0]!), ...by(members[0]!), role: 'member' }),
    ]);
  });
});

describe('the trail of a business’s settings', () => {
  it('names what changed: settings, details, logo, domains, a member’s cost centre', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const headers = bearer(await login(t.app, admin));
    // A second apart, so the trail's order is the calls' order.
    const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
      clock.advance(1000);
      return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    };
    const v1 = `/v1/businesses/${business.id}`;
    const settings = await call('PUT', `${v1}/settings`, {
      supportContact: {},
      signatureRequests: {
        part11: { enabled: false },
        retention: { enabled: false, terminalState: 90 },
      },
      mailService: {
        attachments: { signedDocument: false },
        signatureProtocol: { enabled: true, customisable: false },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const details = { name: 'Acme 2 AG', email: 'office@acme.example' };
    expect((await call('PUT', `/v2/businesses/${business.id}/base`, details)).statusCode).toBe(200);
    expect((await call('PUT', v1, { ...details, supportContact: {} })).statusCode).toBe(200);
    const logo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    clock.advance(1000);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `${v1}/logo`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: logo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call('DELETE', `${v1}/logo`)).statusCode).toBe(200);
    // Deleting a logo that is not there, adding a domain the business has: nothing happens.
    expect((await call('DELETE', `${v1}/logo`)).statusCode).toBe(200);
    expect((await call('POST', `${v1}/domains`, { domain: 'trail.example' })).statusCode).toBe(200);
    expect((await call('POST', `${v1}/domains`, { domain: 'trail.example' })).statusCode).toBe(200);
    expect((await call('DELETE', `${v1}/domains/trail.example`)).statusCode).toBe(200);
    const costCenter = await call('PUT', `${v1}/members/${members[0]!.id}`, {
      costCenter: 'Legal',
    });
    expect(costCenter.statusCode).toBe(200);

    const untimed = ({ at: _, ...rest }: { at: Date }) => rest;
    const wide = { action: 'SETTINGS_CHANGED', ...about(admin), ...by(admin) } as const;
    expect((await trail(business.id)).map(untimed)).toEqual(
      [
        { ...wide, details: 'settings' },
        { ...wide, details: 'details' },
        { ...wide, details: 'details' },
        { ...wide, details: 'logo' },
        { ...wide, details: 'logo' },
        { ...wide, details: 'domains' },
        { ...wide, details: 'domains' },
        { ...wide, ...about(members[0]!), details: 'cost_center' },
      ].map((fields) => untimed(event(fields))),
    );
  });
});

describe('the trail of a business’s plan', () => {
  const REQUEST = { plan: 'team', cycle: 'monthly', amountSeats: 2, currency: 'CHF' };

  it('buying a plan, more seats and a dearer plan, by the admin', async () => {
    const { business, admin, headers, base } = await billingBusiness(t.app);
    const upgrade = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${base}/subscriptions/upgrade`, headers, payload });
    expect((await upgrade(REQUEST)).statusCode).toBe(200);
    clock.advance(1000);
    const preview = await t.app.inject({
      method: 'POST',
      url: `${base}/subscriptions/seats/preview`,
      headers,
      payload: { seats: 4 },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const seats = await t.app.inject({
      method: 'PUT',
      url: `${base}/subscriptions/seats`,
      headers,
      payload: { seats: 4, timestamp: clock.now().toISOString() },
    });
    expect(seats.statusCode, seats.body).toBe(200);
    clock.advance(1000);
    const dearer = await upgrade({ ...REQUEST, plan: 'pro', amountSeats: 5 });
    expect(dearer.statusCode, dearer.body).toBe(200);

    const mine = { ...about(admin), ...by(admin) };
    const ago = (ms: number) => new Date(clock.now().getTime() - ms);
    expect(await trail(business.id)).toEqual([
      event({ action: 'PLAN_CHANGED', at: ago(2000), ...mine, plan: 'team', seats: 2 }),
      event({ action: 'SEATS_CHANGED', at: ago(1000), ...mine, seats: 4 }),
      event({ action: 'PLAN_CHANGED', ...mine, plan: 'pro', seats: 5 }),
    ]);
  });

  it('a refused card changes the plan nowhere, the trail neither', async () => {
    const { business, headers, base } = await billingBusiness(t.app, {
      card: CARDS.chargesFail,
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${base}/subscriptions/upgrade`,
      headers,
      payload: REQUEST,
    });
    expect(refused.statusCode).toBe(422);
    expect(await trail(business.id)).toEqual([]);
  });

  it('the provider’s renewal into a scheduled plan and the end of a subscription have no actor', async () => {
    const { business, subscription } = await createSubscribedBusiness(t.app);
    const customer = business.billingCustomerId ?? '';
    await t.app.db
      .update(subscriptions)
      .set({ nextPlan: 'individual' })
      .where(eq(subscriptions.businessId, business.id));
    const start = subscription.currentPeriodEnd;
    const renewal = paymentEvent(
      'customer.subscription.updated',
      subscriptionObject(subscription, customer, {
        start,
        end: new Date(start.getTime() + 31 * DAY),
      }),
      clock.now(),
    );
    expect((await deliver(renewal)).json()).toMatchObject({ applied: true });
    clock.advance(1000);
    const ended = paymentEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscription, customer, { status: 'canceled' }),
      clock.now(),
    );
    expect((await deliver(ended)).json()).toMatchObject({ applied: true });

    const company = { userEmail: business.email };
    expect(await trail(business.id)).toEqual([
      event({
        action: 'PLAN_CHANGED',
        at: new Date(clock.now().getTime() - 1000),
        ...company,
        plan: 'individual',
        seats: 5,
      }),
      event({ action: 'PLAN_CHANGED', ...company, plan: 'CANCELED' }),
    ]);
  });
});

function deliver(event: ReturnType<typeof paymentEvent>) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      'payment-signature': signWebhook(SECRET, payload, Math.floor(clock.now().getTime() / 1000)),
    },
    payload,
  });
}
