import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { setIdentityProvider } from '../src/domain/accounts/identity-providers';
import { build, createClock } from './build';
import { bearer, createRequest, createUser, login, post } from './fixtures';

const clock = createClock();
const t = build({ now: clock.now });

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, overrides);
  return { user, token: await login(t.app, user) };
}

function put(token: string | undefined, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/v1/user',
    payload,
    headers: token ? bearer(token) : {},
  });
}

const update = {
  firstName: 'Dana',
  lastName: 'Demo',
  lang: 'de-ch',
  mobile: '079 555 0123',
  retention: 30,
  email_notification_level: 'important',
  signatures: [
    {
      name: 'Dana Demo',
      company: 'Acme AG',
      language: 'de',
      location: 'Zürich',
      displayClaim: false,
      displayStandards: true,
      displayQr: true,
      displayDate: false,
    },
  ],
};

describe('PUT /v1/user', () => {
  it('replaces the editable part and returns the whole user', async () => {
    const { token } = await signedIn({
      attributes: { p11_signing_name: ['old'], mobile: ['079 555 0123'] },
    });
    const response = await put(token, update);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      firstName: 'Dana',
      retention: 30,
      signatures: update.signatures,
      attributes: {
        lang: ['de-ch'],
        mobile: ['079 555 0123'],
        email_notification_level: ['important'],
      },
    });
    expect(body.attributes).not.toHaveProperty('p11_signing_name');
    const again = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(again.json()).toEqual(body);
  });

  /** Claim fixed on, standards fixed off, the date free. */
  const fixed = {
    visualSignatures: {
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: false, defaultValue: false },
    },
  };

  it('refuses a stamp option a business fixed, naming it, and changes nothing', async () => {
    const { user, token } = await signedIn();
    await t.app.db.update(users).set({ permissions: fixed }).where(eq(users.id, user.id));
    const before = (await t.app.inject({ url: '/v1/user', headers: bearer(token) })).json();
    // The update's stamp turns the claim off, which the business fixed on.
    const response = await put(token, { ...update, firstName: 'Changed', mobile: null });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'VISUAL_SIGNATURE_OPTION_LOCKED',
      field: 'displayClaim',
    });
    const after = (await t.app.inject({ url: '/v1/user', headers: bearer(token) })).json();
    expect(after).toEqual(before);
  });

  it('stores a stamp that leaves the fixed options out or sends their fixed values', async () => {
    const { user, token } = await signedIn();
    await t.app.db.update(users).set({ permissions: fixed }).where(eq(users.id, user.id));
    const [stamp] = update.signatures;
    const response = await put(token, {
      ...update,
      mobile: null,
      signatures: [{ ...stamp, displayClaim: true, displayStandards: undefined }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().signatures[0]).toMatchObject({
      displayClaim: true,
      displayStandards: false,
      displayDate: false,
    });
    expect(response.json().permissions.visualSignatures.claim).toEqual({
      canUpdate: false,
      defaultValue: true,
    });
  });

  it.each([
    ['a missing lang', { ...update, lang: undefined }, 'lang'],
    ['a bad mobile', { ...update, mobile: 'abc' }, 'mobile'],
    ['an unknown field', { ...update, email: 'x@example.test' }, 'email'],
    ['a retention of 0', { ...update, retention: 0 }, 'retention'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const { token } = await signedIn();
    const response = await put(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('refuses a new mobile number without its code and changes nothing', async () => {
    const { user, token } = await signedIn({ attributes: { mobile: ['079 555 0000'] } });
    const response = await put(token, { ...update, firstName: 'Changed' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'MOBILE_NOT_VERIFIED', field: 'mobile' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Test', attributes: { mobile: ['079 555 0000'] } });
  });

  it('removes the mobile number when it is left out', async () => {
    const { token } = await signedIn({ attributes: { mobile: ['079 555 0123'] } });
    const response = await put(token, { ...update, mobile: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().attributes).not.toHaveProperty('mobile');
  });

  it('needs a token', async () => {
    expect((await put(undefined, update)).statusCode).toBe(401);
  });
});

describe('signature qualities', () => {
  it('details the qualities with provider and legislation', async () => {
    const { user, token } = await signedIn();
    await t.app.db
      .update(users)
      .set({
        signatureQualities: {
          qes: { zertes: { quality: 'qes' } },
          aes: { any: { quality: 'aes' } },
        },
      })
      .where(eq(users.id, user.id));
    const response = await t.app.inject({
      url: '/v3/user/signature-qualities-detail',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ses: { any: { quality: 'SES', provider: 'paraph', legislation: 'UNDEFINED' } },
      aes: { any: { quality: 'AES', provider: 'swisscom', legislation: 'UNDEFINED' } },
      qes: { zertes: { quality: 'QES', provider: 'swisscom', legislation: 'ZERTES' } },
    });
  });

  it('has none before the e-mail is verified, and needs a token', async () => {
    const { token } = await signedIn({ emailVerified: false });
    const response = await t.app.inject({
      url: '/v3/user/signature-qualities-detail',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({});
    const anonymous = await t.app.inject({ url: '/v3/user/signature-qualities-detail' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /v1/user/accept and /v1/user/cello', () => {
  it('records acceptances with their time', async () => {
    const { user, token } = await signedIn();
    const response = await post(
      t.app,
      '/v1/user/accept',
      { gtc: true, tou_swisscom: true },
      bearer(token),
    );
    expect(response.statusCode).toBe(204);
    const at = clock.now().toISOString();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.attributes).toMatchObject({ accepted_gtc: [at], accepted_tou_swisscom: [at] });

    // A business invitation joins (businesses/invitations.test.ts); without one nothing is kept.
    const uninvited = await post(
      t.app,
      '/v1/user/accept',
      { gtc: true, business_invite: 'biz_4Tq9LmZx2Wc7Rp1K' },
      bearer(token),
    );
    expect(uninvited.statusCode).toBe(404);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.attributes).toEqual(row?.attributes);
  });

  it('moves a legacy free plan to free_migrated on accepting the terms, and no other plan', async () => {
    const legacy = await signedIn({
      attributes: { free_account_type: ['free_legacy'], free_signatures_remaining: ['20'] },
    });
    const current = await signedIn({ attributes: { free_account_type: ['free_v1'] } });
    for (const { token } of [legacy, current]) {
      expect((await post(t.app, '/v1/user/accept', { gtc: true }, bearer(token))).statusCode).toBe(
        204,
      );
    }
    const attributesOf = async (token: string) =>
      (await t.app.inject({ url: '/v1/user', headers: bearer(token) })).json().attributes;
    expect(await attributesOf(legacy.token)).toMatchObject({
      free_account_type: ['free_migrated'],
      free_signatures_remaining: ['20'],
      accepted_gtc: [clock.now().toISOString()],
    });
    expect((await attributesOf(current.token)).free_account_type).toEqual(['free_v1']);

    // Other acceptances leave the legacy plan alone.
    const other = await signedIn({ attributes: { free_account_type: ['free_legacy'] } });
    await post(t.app, '/v1/user/accept', { tou_swisscom: true }, bearer(other.token));
    expect((await attributesOf(other.token)).free_account_type).toEqual(['free_legacy']);
  });

  it('refuses an empty acceptance and needs a token', async () => {
    const { token } = await signedIn();
    expect((await post(t.app, '/v1/user/accept', {}, bearer(token))).statusCode).toBe(400);
    const wrong = await post(t.app, '/v1/user/accept', { gtc: false }, bearer(token));
    expect(wrong.json()).toMatchObject({ status: 400, field: 'gtc' });
    expect((await post(t.app, '/v1/user/accept', { gtc: true })).statusCode).toBe(401);
  });

  it('stores the referral code once', async () => {
    const { token } = await signedIn();
    expect((await post(t.app, '/v1/user/cello', { ucc: 'first' }, bearer(token))).statusCode).toBe(
      204,
    );
    await post(t.app, '/v1/user/cello', { ucc: 'second' }, bearer(token));
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json().attributes.cello_ucc).toEqual(['first']);
    const bad = await post(t.app, '/v1/user/cello', { ucc: 'no spaces' }, bearer(token));
    expect(bad.json()).toMatchObject({ status: 400, field: 'ucc' });
    expect((await post(t.app, '/v1/user/cello', { ucc: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /v1/email_input_autocomplete', () => {
  it('suggests only addresses the user has worked with', async () => {
    const { user, token } = await signedIn();
    const sender = await createUser(t.app, {
      email: `anna-sender-${Date.now()}@example.test`,
      firstName: 'Anna',
      lastName: 'Sender',
    });
    const stranger = await createUser(t.app, { email: `anna-stranger-${Date.now()}@example.test` });
    await createRequest(t.app, {
      ownerId: user.id,
      title: 'Mine',
      status: 'OPEN',
      signers: [{ email: 'anna.signer@example.test', firstName: 'Anna', status: 'OPEN' }],
    });
    await createRequest(t.app, {
      ownerId: sender.id,
      title: 'To me',
      status: 'OPEN',
      signers: [{ email: user.email, status: 'OPEN' }],
    });
    await createRequest(t.app, {
      ownerId: stranger.id,
      title: 'Not mine',
      status: 'OPEN',
      signers: [{ email: 'anna.hidden@example.test', status: 'OPEN' }],
    });

    const response = await t.app.inject({
      url: '/v1/email_input_autocomplete?input=ANNA',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const emails = response.json().suggestions.map((s: { email: string }) => s.email);
    expect(emails.sort()).toEqual([sender.email, 'anna.signer@example.test'].sort());
  });

  it('needs input and a token', async () => {
    const { token } = await signedIn();
    const missing = await t.app.inject({
      url: '/v1/email_input_autocomplete',
      headers: bearer(token),
    });
    expect(missing.json()).toMatchObject({ status: 400, field: 'input' });
    const anonymous = await t.app.inject({ url: '/v1/email_input_autocomplete?input=a' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('single sign-on', () => {
  it('returns the provider of the domain and flags its accounts', async () => {
    await setIdentityProvider(
      { db: t.app.db, now: t.app.now() },
      {
        domain: 'acme.example',
        issuer: null,
        clientId: 'paraph',
        clientSecretEncrypted: null,
        businessId: null,
      },
    );
    const found = await post(t.app, '/v1/identity_providers', { email: 'Dana@ACME.example' });
    expect(found.statusCode).toBe(200);
    // The browser starts at our start route, which redirects to the domain's provider.
    expect(found.json()).toEqual({
      url: 'http://127.0.0.1:3000/v1/sso/start?email=dana%40acme.example',
    });

    const { token } = await signedIn({ email: `dana-${Date.now()}@acme.example` });
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json().hasSso).toBe(true);
    expect(me.json().ssoSetupIncomplete).toBe(true);
  });

  it('reports the set-up complete once the account registered through SSO', async () => {
    await setIdentityProvider(
      { db: t.app.db, now: t.app.now() },
      {
        domain: 'done.example',
        issuer: null,
        clientId: 'paraph',
        clientSecretEncrypted: null,
        businessId: null,
      },
    );
    const { user, token } = await signedIn({ email: `dana-${Date.now()}@done.example` });
    await t.app.db.update(users).set({ hasSso: true }).where(eq(users.id, user.id));
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ hasSso: true, ssoSetupIncomplete: false });
  });

  it('never reports an incomplete set-up for a domain without SSO', async () => {
    const { token } = await signedIn();
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ hasSso: false, ssoSetupIncomplete: false });
  });

  it('answers 404 for a domain without single sign-on, 400 for a bad address', async () => {
    const none = await post(t.app, '/v1/identity_providers', { email: 'a@nosso.example' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
    const bad = await post(t.app, '/v1/identity_providers', { email: 'nope' });
    expect(bad.json()).toMatchObject({ status: 400, field: 'email' });
  });
});

describe('GET /v1/datetime', () => {
  it('tells the server time, without credentials', async () => {
    const response = await t.app.inject({ url: '/v1/datetime' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ datetime: clock.now().toISOString() });
  });
});

describe('identity providers from configuration', () => {
  const configured = build({
    identityProviders: { 'configured.example': 'sandbox' },
  });

  it('are found after start-up', async () => {
    const response = await post(configured.app, '/v1/identity_providers', {
      email: 'a@configured.example',
    });
    expect(response.json()).toEqual({
      url: 'http://127.0.0.1:3000/v1/sso/start?email=a%40configured.example',
    });
  });

  it('are read from SSO_IDENTITY_PROVIDERS', () => {
    const config = loadConfig({
      SSO_IDENTITY_PROVIDERS: 'Acme.example=https://idp.acme.example, b.example=sandbox',
      SSO_OIDC_CLIENTS: 'acme.example=paraph:s3cret',
    });
    expect(config.identityProviders).toEqual({
      'acme.example': 'https://idp.acme.example',
      'b.example': 'sandbox',
    });
    expect(config.ssoClients).toEqual({
      'acme.example': { clientId: 'paraph', clientSecret: 's3cret' },
    });
    expect(() => loadConfig({ SSO_IDENTITY_PROVIDERS: 'acme.example=ftp://x' })).toThrow(
      /SSO_IDENTITY_PROVIDERS/,
    );
  });
});
