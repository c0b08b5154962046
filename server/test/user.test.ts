import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../tests/contract/contract';
import { users } from '../src/db/schema';
import { build } from './build';
import { bearer, createUser, login } from './fixtures';

const t = build();

describe('GET /v1/user', () => {
  it('returns the signed-in user', async () => {
    const user = await createUser(t.app, {
      firstName: 'Dana',
      lastName: 'Demo',
      attributes: { lang: ['en-gb'], free_signatures_remaining: ['5'] },
    });
    const token = await login(t.app, user);

    const response = await t.app.inject({ url: '/v1/user', headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: true,
      firstName: 'Dana',
      lastName: 'Demo',
      hasSso: false,
      ssoSetupIncomplete: false,
      retention: null,
      permissions: {
        visualSignatures: {
          claim: { canUpdate: true, defaultValue: true },
          date: { canUpdate: true, defaultValue: true },
          std: { canUpdate: true, defaultValue: true },
        },
      },
      groupInfo: { groupVersions: {}, groups: [] },
      disabledQualities: [],
      signatureQualities: { ses: { any: { quality: 'ses' } } },
      highestQuality: 'ses',
      business: null,
      signatures: [
        {
          name: 'Dana Demo',
          language: 'en',
          displayClaim: true,
          displayStandards: true,
          displayQr: false,
          displayDate: true,
        },
      ],
      attributes: { lang: ['en-gb'], free_signatures_remaining: ['5'] },
    });
  });

  it('offers no signature quality before the e-mail is verified', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const token = await login(t.app, user);

    const response = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(response.json().signatureQualities).toEqual({});
    expect(response.json().highestQuality).toBeNull();
  });

  it('carries the highest quality the server computes: a real QES wins over a demo one', async () => {
    const user = await createUser(t.app);
    await t.app.db
      .update(users)
      .set({
        signatureQualities: { qes: { eidas: { quality: 'demo' }, zertes: { quality: 'qes' } } },
      })
      .where(eq(users.id, user.id));
    const token = await login(t.app, user);

    const response = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expectContractResponse('getUser', response);
    expect(response.json().highestQuality).toBe('qes');

    await t.app.db
      .update(users)
      .set({ signatureQualities: { qes: { eidas: { quality: 'demo' } } } })
      .where(eq(users.id, user.id));
    const demo = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(demo.json().highestQuality).toBe('demo');
  });

  it('never reveals the password hash or the token', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);

    const response = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(response.body).not.toContain(user.passwordHash);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(user.password);
  });

  it.each([
    ['without a token', {}],
    ['with a garbage token', bearer('garbage')],
    ['with a different scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['with an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 %s', async (_case, headers) => {
    const response = await t.app.inject({ url: '/v1/user', headers });

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      type: 'about:blank',
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
      method: 'GET',
      path: '/v1/user',
    });
  });
});
