import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessDomains, identityProviders, users } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { as } from './people-setup';
import { createBusiness } from './setup';

const t = build({ identityProviders: { 'sso.example': 'sandbox' } });

const APP = 'http://127.0.0.1:3000';

/** The browser's side: follows our redirects and the sandbox page, carrying the SSO cookie. */
async function startAt(app: FastifyInstance, email: string) {
  const start = await app.inject({ url: `/v1/sso/start?email=${encodeURIComponent(email)}` });
  expectContractResponse('startSso', start);
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  return { location: String(start.headers.location), cookie };
}

async function providerAnswer(
  app: FastifyInstance,
  location: string,
  form: Record<string, string>,
): Promise<string> {
  const authorize = new URL(location);
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
  const answer = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ request, ...form }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return String(answer.headers.location);
}

async function callback(app: FastifyInstance, back: string, cookie: string) {
  const url = new URL(back);
  const response = await app.inject({
    url: `${url.pathname}${url.search}`,
    headers: { cookie },
  });
  expectContractResponse('completeSso', response);
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

async function signInThroughSandbox(email: string, form: Record<string, string> = {}) {
  const { location, cookie } = await startAt(t.app, email);
  const back = await providerAnswer(t.app, location, { decision: 'allow', ...form });
  return callback(t.app, back, cookie);
}

describe('single sign-on through the sandbox provider', () => {
  it('sends an address of the domain to the provider, which shows who signs in', async () => {
    const { location } = await startAt(t.app, 'dana.demo@sso.example');
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${APP}/sandbox/sso/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP}/v1/sso/callback`);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Sign in to sso.example as dana.demo@sso.example');
  });

  it('creates the account at the first sign-in and signs it in', async () => {
    const landed = new URL(await signInThroughSandbox('new.person@sso.example'));
    expect(landed.origin + landed.pathname).toBe(`${APP}/`);
    const token = landed.searchParams.get('usertoken')!;
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      email: 'new.person@sso.example',
      firstName: 'New',
      lastName: 'Person',
      hasSso: true,
      ssoSetupIncomplete: false,
    });
  });

  it('signs an existing account in and finishes its set-up', async () => {
    const person = await createUser(t.app, { email: 'old.hand@sso.example' });
    const before = await t.app.inject({
      url: '/v1/user',
      headers: bearer(await login(t.app, person)),
    });
    expect(before.json().ssoSetupIncomplete).toBe(true);
    const landed = new URL(await signInThroughSandbox('old.hand@sso.example'));
    const me = await t.app.inject({
      url: '/v1/user',
      headers: bearer(landed.searchParams.get('usertoken')!),
    });
    expect(me.json()).toMatchObject({ id: person.id, ssoSetupIncomplete: false });
  });

  it('refuses an address outside the domain as the company set-up', async () => {
    const landed = await signInThroughSandbox('dana@sso.example', {
      email: 'dana@elsewhere.example',
    });
    expect(landed).toBe(`${APP}/sso/error/company`);
    const [created] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'dana@elsewhere.example'));
    expect(created).toBeUndefined();
  });

  it('refuses the account of another business', async () => {
    const { business } = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    await t.app.db.insert(businessDomains).values({
      domain: 'sso.example',
      businessId: business.id,
      verificationToken: 'x',
      verifiedAt: t.app.now(),
    });
    try {
      const landed = await signInThroughSandbox(other.admin.email.replace(/@.*/, '@sso.example'));
      // Not a member of any business yet: allowed. The other business's admin is refused.
      expect(landed.startsWith(`${APP}/?usertoken=`)).toBe(true);
      await t.app.db
        .update(users)
        .set({ email: 'boss@sso.example' })
        .where(eq(users.id, other.admin.id));
      expect(await signInThroughSandbox('boss@sso.example')).toBe(`${APP}/sso/error/company`);
    } finally {
      await t.app.db.delete(businessDomains).where(eq(businessDomains.domain, 'sso.example'));
    }
  });

  it('sends a refusal at the provider, a wrong state or a missing cookie to /sso/error', async () => {
    const refused = await startAt(t.app, 'dana@sso.example');
    const back = await providerAnswer(t.app, refused.location, { decision: 'refuse' });
    expect(await callback(t.app, back, refused.cookie)).toBe(`${APP}/sso/error`);

    const tampered = await startAt(t.app, 'dana@sso.example');
    const answer = new URL(await providerAnswer(t.app, tampered.location, { decision: 'allow' }));
    answer.searchParams.set('state', 'forged');
    expect(await callback(t.app, answer.toString(), tampered.cookie)).toBe(`${APP}/sso/error`);

    const noCookie = await startAt(t.app, 'dana@sso.example');
    const code = await providerAnswer(t.app, noCookie.location, { decision: 'allow' });
    expect(await callback(t.app, code, '')).toBe(`${APP}/sso/error`);
    // The code was not spent by the refused attempt above, but it cannot be replayed elsewhere.
    expect(await callback(t.app, code, tampered.cookie)).toBe(`${APP}/sso/error`);
  });

  it('sends an address without single sign-on to /sso/error', async () => {
    const start = await t.app.inject({ url: '/v1/sso/start?email=a%40nosso.example' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${APP}/sso/error`);
  });
});

describe('a business admin configures the provider of a verified domain', () => {
  const body = {
    domain: 'corp.example',
    issuer: 'https://login.corp.example',
    clientId: 'paraph-client',
    clientSecret: 'very-secret-value',
  };
  const url = (id: string) => `/v1/businesses/${id}/identity-provider`;

  it('lets an admin set, read and remove it; the secret is sealed and never answered', async () => {
    const { business, admin } = await createBusiness(t.app);
    await t.app.db.insert(businessDomains).values({
      domain: 'corp.example',
      businessId: business.id,
      verificationToken: 'x',
      verifiedAt: t.app.now(),
    });
    const headers = bearer(await login(t.app, admin));
    const put = await t.app.inject({
      method: 'PUT',
      url: url(business.id),
      headers,
      payload: body,
    });
    expectContractResponse('setBusinessIdentityProvider', put);
    expect(put.json()).toEqual({
      providers: [
        { domain: 'corp.example', issuer: body.issuer, clientId: body.clientId, sandbox: false },
      ],
    });
    const get = await t.app.inject({ url: url(business.id), headers });
    expectContractResponse('getBusinessIdentityProviders', get);
    expect(get.body).not.toContain(body.clientSecret);
    const [row] = await t.app.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.domain, 'corp.example'));
    expect(row?.clientSecretEncrypted).toBeTruthy();
    expect(row?.clientSecretEncrypted).not.toContain(body.clientSecret);
    expect(t.app.sso.sealer.open(row!.clientSecretEncrypted!)).toBe(body.clientSecret);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url(business.id)}?domain=corp.example`,
      headers,
    });
    expectContractResponse('removeBusinessIdentityProvider', removed);
    expect(removed.json()).toEqual({ providers: [] });
  });

  it('refuses a domain that is not a verified domain of the business (422), changing nothing', async () => {
    const { business, admin } = await createBusiness(t.app);
    await t.app.db.insert(businessDomains).values({
      domain: 'pending.example',
      businessId: business.id,
      verificationToken: 'x',
    });
    const headers = bearer(await login(t.app, admin));
    for (const domain of ['pending.example', 'stranger.example']) {
      const put = await t.app.inject({
        method: 'PUT',
        url: url(business.id),
        headers,
        payload: { ...body, domain },
      });
      expectContractResponse('setBusinessIdentityProvider', put);
      expect(put.json()).toMatchObject({ status: 422, code: 'DOMAIN_NOT_VERIFIED' });
    }
    const rows = await t.app.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.businessId, business.id));
    expect(rows).toEqual([]);
  });

  it('answers 404 to anyone outside the business, 403 to a member, 401 without a token, changing nothing', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 2 });
    await t.app.db.insert(businessDomains).values({
      domain: 'guarded.example',
      businessId: business.id,
      verificationToken: 'x',
      verifiedAt: t.app.now(),
    });
    const other = await createBusiness(t.app);
    const stranger = await createUser(t.app);
    const invitee = await createUser(t.app);
    const removed = members[1]!;
    const removal = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/remove-members`, {
      user_ids: [removed.id],
    });
    expect(removal.statusCode).toBe(204);
    const invitation = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: invitee.email }],
    });
    expect(invitation.statusCode).toBe(201);
    const cases = [
      [other.admin, 404],
      [removed, 404],
      [invitee, 404],
      [stranger, 404],
      [members[0]!, 403],
      [null, 401],
    ] as const;
    for (const [person, status] of cases) {
      const headers = person ? bearer(await login(t.app, person)) : {};
      const payload = { ...body, domain: 'guarded.example' };
      const answers = [
        await t.app.inject({ url: url(business.id), headers }),
        await t.app.inject({ method: 'PUT', url: url(business.id), headers, payload }),
        await t.app.inject({
          method: 'DELETE',
          url: `${url(business.id)}?domain=guarded.example`,
          headers,
        }),
      ];
      const operations = [
        'getBusinessIdentityProviders',
        'setBusinessIdentityProvider',
        'removeBusinessIdentityProvider',
      ] as const;
      answers.forEach((answer, i) => {
        expect(answer.statusCode, `${operations[i]}: ${answer.body}`).toBe(status);
        expectContractResponse(operations[i]!, answer);
      });
    }
    const rows = await t.app.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.domain, 'guarded.example'));
    expect(rows).toEqual([]);
  });
});

describe('secrets stay out of the logs', () => {
  const lines: string[] = [];
  const logged = build({
    identityProviders: { 'log.example': 'sandbox' },
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } as never,
  });

  it('logs neither the client secret, the code, the state nor the session token', async () => {
    const { business, admin } = await createBusiness(logged.app);
    await logged.app.db.insert(businessDomains).values({
      domain: 'secret.example',
      businessId: business.id,
      verificationToken: 'x',
      verifiedAt: logged.app.now(),
    });
    await logged.app.inject({
      method: 'PUT',
      url: `/v1/businesses/${business.id}/identity-provider`,
      headers: bearer(await login(logged.app, admin)),
      payload: { ...body(), domain: 'secret.example' },
    });
    const { location, cookie } = await startAt(logged.app, 'lee@log.example');
    const back = await providerAnswer(logged.app, location, { decision: 'allow' });
    const landed = new URL(await callback(logged.app, back, cookie));
    const code = new URL(back).searchParams.get('code')!;
    const all = lines.join('\n');
    expect(all).not.toContain('very-secret-value');
    expect(all).not.toContain(code);
    expect(all).not.toContain(landed.searchParams.get('usertoken')!);
    expect(all).not.toContain(cookie.split('=')[1]!);
  });

  function body() {
    return {
      issuer: 'https://login.corp.example',
      clientId: 'paraph-client',
      clientSecret: 'very-secret-value',
    };
  }
});
