import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createUser, login } from './fixtures';

const clock = createClock();
const t = build({ now: clock.now });

const DAY_MS = 24 * 60 * 60 * 1000;

function postLogin(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/v1/login', payload: payload as object });
}

describe('POST /v1/login', () => {
  it('returns a token valid for 24 hours', async () => {
    const user = await createUser(t.app);
    const response = await postLogin({ email: user.email, password: user.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(clock.now().getTime() + DAY_MS).toISOString());
  });

  it('accepts the e-mail in any letter case', async () => {
    const user = await createUser(t.app);
    const response = await postLogin({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUser(t.app);
    const wrongPassword = await postLogin({ email: user.email, password: 'not the password' });
    const unknownEmail = await postLogin({ email: 'nobody@example.test', password: 'whatever' });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      type: 'about:blank',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong e-mail or password',
      method: 'POST',
      path: '/v1/login',
    });
  });

  it.each([
    ['a missing password', { email: 'a@example.test' }, 'password'],
    ['a password of the wrong type', { email: 'a@example.test', password: 123 }, 'password'],
    ['an unknown field', { email: 'a@example.test', password: 'x', admin: true }, 'admin'],
    ['an invalid e-mail', { email: 'not-an-email', password: 'x' }, 'email'],
    ['an empty password', { email: 'a@example.test', password: '' }, 'password'],
    [
      'a non-boolean first_login',
      { email: 'a@example.test', password: 'x', first_login: 'yes' },
      'first_login',
    ],
  ])('rejects %s with a 400 naming the field', async (_case, payload, field) => {
    const response = await postLogin(payload);

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      type: 'about:blank',
      status: 400,
      code: 'VALIDATION_FAILED',
      field,
      method: 'POST',
      path: '/v1/login',
    });
  });

  it('rejects a missing body and malformed JSON with a 400', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/v1/login' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body in an undeclared content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.test',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('records the first login when the app flags it, without exposing it', async () => {
    const user = await createUser(t.app);
    const response = await postLogin({
      email: user.email,
      password: user.password,
      first_login: true,
    });
    expect(response.statusCode).toBe(200);

    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.attributes.first_login).toEqual([clock.now().toISOString()]);
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(response.json().token) });
    expect(me.json().attributes).not.toHaveProperty('first_login');
  });
});

describe('POST /v1/logout', () => {
  it('revokes the token at once', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const after = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('leaves the user’s other sessions working', async () => {
    const user = await createUser(t.app);
    const first = await login(t.app, user);
    const second = await login(t.app, user);

    await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(first) });
    const other = await t.app.inject({ url: '/v1/user', headers: bearer(second) });
    expect(other.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('session lifetime', () => {
  it('expires a token 24 hours after login', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);

    clock.advance(DAY_MS - 1000);
    expect((await t.app.inject({ url: '/v1/user', headers: bearer(token) })).statusCode).toBe(200);

    clock.advance(1000);
    const expired = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');
  });
});
