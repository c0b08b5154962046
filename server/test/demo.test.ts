import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../tests/contract/contract';
import { businessEvents, businesses, signatureRequests, users } from '../src/db/schema';
import { DEMO_CREDENTIALS, seedDemo } from '../src/domain/demo';
import { DEMO_BUSINESS } from '../src/domain/demo-business';
import { DEMO_ENTERPRISE } from '../src/domain/demo-enterprise';
import { build, buildApp } from './build';
import { bearer, createUser, login } from './fixtures';

async function rowCounts(app: FastifyInstance) {
  const [userCount] = await app.db.select({ n: count() }).from(users);
  const [requestCount] = await app.db.select({ n: count() }).from(signatureRequests);
  return { users: userCount?.n, requests: requestCount?.n };
}

describe('demo mode', () => {
  const t = build({ demo: true });

  it('creates the documented demo login', async () => {
    expect(t.app.demoLogin).toEqual({ email: 'demo@paraph.example', password: 'paraph-demo-2026' });
    const token = await login(t.app, DEMO_CREDENTIALS);

    const me = (await t.app.inject({ url: '/v1/user', headers: bearer(token) })).json();
    expect(me).toMatchObject({
      email: 'demo@paraph.example',
      firstName: 'Dana',
      lastName: 'Demo',
      emailVerified: true,
      attributes: {
        lang: ['en-gb'],
        free_account_type: ['free_migrated'],
        free_signatures_remaining: ['20'],
      },
    });
  });

  it('gives Dana two visual signatures: a default and one with a drawn image', async () => {
    const headers = bearer(await login(t.app, DEMO_CREDENTIALS));
    const listed = (await t.app.inject({ url: '/v1/user/visual-signatures', headers })).json();
    expect(listed.signatures).toMatchObject([
      { alias: 'Work', default: true, hasCustomImage: false },
      { alias: 'Handwritten', default: false, hasCustomImage: true },
    ]);
    expect(listed.defaultSignatureId).toBe(listed.signatures[0].id);
    const preview = await t.app.inject({ url: listed.signatures[1].image, headers });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('gives Dana a request in every dashboard view', async () => {
    const token = await login(t.app, DEMO_CREDENTIALS);
    const page = (
      await t.app.inject({ url: '/v3/signature-requests', headers: bearer(token) })
    ).json();

    expect(page.counts).toEqual({
      all: 6,
      toSign: 2,
      pending: 1,
      completed: 1,
      declined: 2,
      drafts: 1,
    });
    for (const item of page.items) expect(item.documents.length).toBeGreaterThan(0);
  });

  it('signs the completed request for real, so its signed PDF verifies', async () => {
    const headers = bearer(await login(t.app, DEMO_CREDENTIALS));
    const page = await t.app.inject({ url: '/v3/signature-requests?view=completed', headers });
    const documentId = page.json().items[0].documents[0].id as string;
    const signed = await t.app.inject({
      url: `/v3/documents/${documentId}/download?signed=true`,
      headers,
    });
    expect(signed.statusCode).toBe(200);
    const verification = await t.app.inject({
      url: `/v3/documents/${documentId}/verification`,
      headers,
    });
    const signatures = verification.json().signatures as { name: string; intact: boolean }[];
    expect(signatures.map(({ name, intact }) => [name, intact])).toEqual([
      ['Dana Demo', true],
      ['Alex Example', true],
    ]);
  });

  it('gives Muster Treuhand AG an admin, two members, a waiting invitation and a signer group', async () => {
    const bea = { email: DEMO_BUSINESS.admin.email, password: DEMO_CREDENTIALS.password };
    const headers = bearer(await login(t.app, bea));
    const me = (await t.app.inject({ url: '/v1/user', headers })).json();
    expect(me.business).toMatchObject({
      name: 'Muster Treuhand AG',
      role: 'admin',
      paymentMethod: 'STRIPE',
      trialEndsAt: null,
      pricePlan: { name: 'team' },
    });
    const business = (
      await t.app.inject({ url: `/v1/businesses/${me.business.id}`, headers })
    ).json();
    expect(business.members).toHaveLength(3);
    expect(business.invitedMembers).toEqual([DEMO_BUSINESS.invited]);
    for (const member of DEMO_BUSINESS.members) {
      const token = await login(t.app, { ...member, password: DEMO_CREDENTIALS.password });
      const view = (await t.app.inject({ url: '/v1/user', headers: bearer(token) })).json();
      expect(view.business).toMatchObject({ id: me.business.id, role: 'member' });
    }
    // The company's management board is a signer group of Bea and Marco every member may use.
    const groups = (await t.app.inject({ url: '/v3/groups?includeMembers=true', headers })).json()
      .groups;
    expect(groups).toMatchObject([
      {
        name: DEMO_BUSINESS.group.name,
        members: [{ email: DEMO_BUSINESS.admin.email }, { email: DEMO_BUSINESS.sealMember }],
      },
    ]);
    // Marco books to Legal, Nina to Sales, Bea to no cost centre.
    const people = (
      await t.app.inject({ url: `/v1/businesses/${me.business.id}/members`, headers })
    ).json().members as { email: string; costCenter: string | null }[];
    expect(Object.fromEntries(people.map((m) => [m.email, m.costCenter]))).toEqual({
      [DEMO_BUSINESS.admin.email]: null,
      'marco.member@paraph.example': 'Legal',
      'nina.member@paraph.example': 'Sales',
    });
    // Dana and Alex stay free users, metered by their credits.
    const dana = bearer(await login(t.app, DEMO_CREDENTIALS));
    expect((await t.app.inject({ url: '/v1/user', headers: dana })).json().business).toBeNull();
  });

  it('has Muster Treuhand AG vouch for AES on its verified domain', async () => {
    const bea = { email: DEMO_BUSINESS.admin.email, password: DEMO_CREDENTIALS.password };
    const headers = bearer(await login(t.app, bea));
    const { id } = (await t.app.inject({ url: '/v1/user', headers })).json().business;
    const business = (await t.app.inject({ url: `/v1/businesses/${id}`, headers })).json();
    expect(business.domains).toEqual([DEMO_BUSINESS.domain]);
    const extras = await t.app.inject({ url: `/v2/businesses/${id}/customextras`, headers });
    expectContractResponse('getBusinessCustomExtras', extras);
    expect(extras.json().aes4biz).toMatchObject({
      enabled: true,
      domains: [DEMO_BUSINESS.domain],
    });
  });

  it('has Muster Treuhand AG pay the team plan monthly in CHF for 5 seats by card', async () => {
    await t.app.payments.sandbox.settled();
    const bea = { email: DEMO_BUSINESS.admin.email, password: DEMO_CREDENTIALS.password };
    const headers = bearer(await login(t.app, bea));
    const { id } = (await t.app.inject({ url: '/v1/user', headers })).json().business;
    const subscription = await t.app.inject({ url: `/v2/businesses/${id}/subscriptions`, headers });
    expectContractResponse('getSubscription', subscription);
    expect(subscription.json()).toMatchObject({
      pricePlan: {
        name: 'team',
        next: null,
        discounts: [{ promoCode: 'WELCOME20', type: 'percent_20', status: 'USED_UP' }],
      },
      paymentMethod: 'STRIPE',
      status: 'active',
      cycle: 'monthly',
      currency: 'CHF',
      seats: { total: 5, used: 4, minimum: 2 },
      card: { brand: 'visa', last4: '4242' },
      trialEndsAt: null,
    });
    // One paid invoice: 5 × CHF 29.00, 20 % off, 8.1 % VAT.
    const listed = await t.app.inject({
      url: `/v2/businesses/${id}/subscriptions/invoices`,
      headers,
    });
    expectContractResponse('listInvoices', listed);
    expect(listed.json().invoices).toMatchObject([
      { status: 'paid', currency: 'CHF', subtotal: 145, discount: 29, tax: 9.4, total: 125.4 },
    ]);
    // The processor has the same card and a paid invoice for the customer.
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, id));
    expect(await t.app.payments.provider.defaultCard(row!.billingCustomerId!)).toMatchObject({
      last4: '4242',
    });
    expect(listed.json().invoices[0].url).toMatch(/\/sandbox\/payments\/invoices\/in_/);
  });

  it('gives Muster Treuhand AG months of account activity', async () => {
    await t.app.payments.sandbox.settled();
    const [business] = await t.app.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, DEMO_BUSINESS.name));
    const events = await t.app.db
      .select()
      .from(businessEvents)
      .where(eq(businessEvents.businessId, business!.id))
      .orderBy(asc(businessEvents.at));
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.action, (counts.get(event.action) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toMatchObject({
      MEMBER_JOINED: 3,
      MEMBER_INVITED: 3,
      ROLE_CHANGED: 2,
      SETTINGS_CHANGED: 2,
      PLAN_CHANGED: 1,
    });
    expect(counts.get('SIGNED_IN')).toBeGreaterThan(30);
    const now = t.app.now().getTime();
    expect(now - events[0]!.at.getTime()).toBeGreaterThan(120 * 24 * 3600 * 1000);
    expect(events.every((event) => event.at.getTime() <= now)).toBe(true);
    // Today's plan purchase by Bea, through the upgrade itself.
    expect(events.find((event) => event.action === 'PLAN_CHANGED')).toMatchObject({
      actorEmail: DEMO_BUSINESS.admin.email,
      plan: 'team',
      seats: 5,
    });
  });

  it('has Alpina Versicherungen AG on an invoiced enterprise plan that pays for identifications', async () => {
    const erin = { email: DEMO_ENTERPRISE.admin.email, password: DEMO_CREDENTIALS.password };
    const headers = bearer(await login(t.app, erin));
    const { business } = (await t.app.inject({ url: '/v1/user', headers })).json();
    expect(business).toMatchObject({
      name: DEMO_ENTERPRISE.name,
      role: 'admin',
      paymentMethod: 'MANUAL',
      trialEndsAt: null,
      pricePlan: { name: DEMO_ENTERPRISE.plan },
    });
    const plan = await t.app.inject({
      url: `/v2/businesses/${business.id}/subscriptions`,
      headers,
    });
    expect(plan.json().pricePlan.licenses.idents).toMatchObject({
      eidas: { payForInvitations: true },
      zertes: { payForInvitations: true },
    });
  });

  it('seeds only once', async () => {
    const before = await rowCounts(t.app);
    expect(before).toEqual({ users: 6, requests: 7 });

    expect(await seedDemo({ db: t.app.db, blobs: t.app.blobs, now: t.app.now() })).toEqual(
      DEMO_CREDENTIALS,
    );
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe('demo mode off', () => {
  const t = build();

  it('creates nothing', async () => {
    expect(t.app.demoLogin).toBeNull();
    expect(await rowCounts(t.app)).toEqual({ users: 0, requests: 0 });
  });

  it('does not seed a database that already has accounts', async () => {
    await createUser(t.app);
    expect(await seedDemo({ db: t.app.db, blobs: t.app.blobs, now: t.app.now() })).toBeNull();
    expect(await rowCounts(t.app)).toEqual({ users: 1, requests: 0 });
  });
});

describe('restart on a PGlite data folder', () => {
  // Two starts on a file database, each migrating it: over 20 s on a busy two-core machine.
  it('keeps the data and does not seed again', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'paraph-data-'));
    try {
      // A folder that does not exist yet, as on a first start.
      const database = { dataDir: join(dataDir, 'nested') };
      const first = await buildApp({ database, demo: true });
      await first.app.ready();
      expect(await rowCounts(first.app)).toEqual({ users: 6, requests: 7 });
      await first.close();

      const second = await buildApp({ database, demo: true });
      await second.app.ready();
      expect(second.app.demoLogin).toEqual(DEMO_CREDENTIALS);
      expect(await rowCounts(second.app)).toEqual({ users: 6, requests: 7 });
      await login(second.app, DEMO_CREDENTIALS);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
