import { describe, expect, it } from 'vitest';
import { build } from '../../server/test/build';
import { bearer, createRequest, createUser, login, PASSWORD } from '../../server/test/fixtures';
import { expectContractResponse } from './contract';

/**
 * Every implemented operation, called on the real app with realistic data; each response
 * must be one the contract declares, with a body that validates against its schema. An
 * issue that implements an operation adds its cases here.
 */
const t = build();

async function signedIn() {
  const user = await createUser(t.app, {
    firstName: 'Dana',
    lastName: 'Demo',
    attributes: { lang: ['en-gb'], free_signatures_remaining: ['5'] },
  });
  return { user, token: await login(t.app, user) };
}

describe('auth', () => {
  it('login: 200, 401 and 400 match the contract', async () => {
    const user = await createUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expectContractResponse('login', ok);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expectContractResponse('login', wrong);

    const invalid = await t.app.inject({ method: 'POST', url: '/v1/login', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expectContractResponse('login', invalid);

    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: `email=${user.email}`,
    });
    expect(form.statusCode).toBe(415);
    expectContractResponse('login', form);
  });

  it('logout: 204 and 401 match the contract', async () => {
    const { token } = await signedIn();
    const ok = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(token) });
    expect(ok.statusCode).toBe(204);
    expectContractResponse('logout', ok);

    const again = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expectContractResponse('logout', again);
  });
});

describe('user', () => {
  it('getUser: 200 and 401 match the contract', async () => {
    const { token } = await signedIn();
    const ok = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expectContractResponse('getUser', ok);

    const anonymous = await t.app.inject({ url: '/v1/user' });
    expect(anonymous.statusCode).toBe(401);
    expectContractResponse('getUser', anonymous);
  });
});

describe('signature-requests', () => {
  it('listSignatureRequests: a page of every kind of request matches the contract', async () => {
    const { user, token } = await signedIn();
    const other = await createUser(t.app, { firstName: 'Max', lastName: 'Muster' });
    await createRequest(t.app, {
      ownerId: user.id,
      title: 'Rental agreement Bahnhofstrasse 12',
      status: 'OPEN',
      signers: [
        {
          email: user.email,
          firstName: 'Dana',
          lastName: 'Demo',
          status: 'SIGNED',
          sequence: 1,
          signedAt: t.app.now(),
        },
        { email: other.email, firstName: 'Max', lastName: 'Muster', status: 'OPEN', sequence: 2 },
      ],
    });
    await createRequest(t.app, {
      ownerId: other.id,
      title: 'NDA Acme – Paraph',
      status: 'OPEN',
      quality: 'QES',
      legislation: 'ZERTES',
      signers: [{ email: user.email, status: 'OPEN' }],
    });
    await createRequest(t.app, { ownerId: user.id, title: 'Draft', status: 'DRAFT', signers: [] });
    await createRequest(t.app, {
      ownerId: user.id,
      title: 'Declined offer',
      status: 'DECLINED',
      documents: ['offer.pdf', 'terms.pdf'],
      signers: [{ email: 'guest@example.test', status: 'DECLINED' }],
    });

    for (const view of ['all', 'toSign', 'pending', 'completed', 'declined', 'drafts']) {
      const response = await t.app.inject({
        url: `/v3/signature-requests?view=${view}&size=2`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expectContractResponse('listSignatureRequests', response);
    }
  });

  it('listSignatureRequests: 400 and 401 match the contract', async () => {
    const { token } = await signedIn();
    const invalid = await t.app.inject({
      url: '/v3/signature-requests?size=1000',
      headers: bearer(token),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'size' });
    expectContractResponse('listSignatureRequests', invalid);

    const anonymous = await t.app.inject({ url: '/v3/signature-requests' });
    expect(anonymous.statusCode).toBe(401);
    expectContractResponse('listSignatureRequests', anonymous);
  });
});

describe('sso', () => {
  it('start, callback and the business identity provider match the contract', async () => {
    const start = await t.app.inject({ url: '/v1/sso/start?email=a%40nosso.example' });
    expect(start.statusCode).toBe(302);
    expectContractResponse('startSso', start);
    const callback = await t.app.inject({ url: '/v1/sso/callback?state=s&code=c' });
    expect(callback.statusCode).toBe(302);
    expectContractResponse('completeSso', callback);

    // A user in no business: the business's provider is not theirs to see (404).
    const { token } = await signedIn();
    const url = '/v1/businesses/biz_unknown/identity-provider';
    const read = await t.app.inject({ url, headers: bearer(token) });
    expect(read.statusCode).toBe(404);
    expectContractResponse('getBusinessIdentityProviders', read);
    const payload = {
      domain: 'a.example',
      issuer: 'https://i.example',
      clientId: 'c',
      clientSecret: 's',
    };
    const set = await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    expect(set.statusCode).toBe(404);
    expectContractResponse('setBusinessIdentityProvider', set);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}?domain=a.example`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(404);
    expectContractResponse('removeBusinessIdentityProvider', removed);
  });
});
