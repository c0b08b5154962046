import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createUser, login, post } from './fixtures';
import { captureMail } from './mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const NEW_PASSWORD = 'violet harbour compass 77';

describe('POST /v1/check-password', () => {
  it.each([
    ['a strong password', { password: NEW_PASSWORD }, { validPassword: true, error: null }],
    ['a short one', { password: 'abc' }, { validPassword: false, error: 'TOO_SHORT' }],
    ['a common one', { password: 'password1234' }, { validPassword: false, error: 'TOO_COMMON' }],
    ['a guessable one', { password: 'aaaaaaaaaaaa' }, { validPassword: false, error: 'TOO_WEAK' }],
    [
      'one containing the e-mail',
      { password: 'dana.demo-2026-xyz', email: 'dana.demo@example.test' },
      { validPassword: false, error: 'CONTAINS_EMAIL' },
    ],
    ['a very long one', { password: 'x'.repeat(300) }, { validPassword: false, error: 'TOO_LONG' }],
  ])('judges %s', async (_case, payload, verdict) => {
    const response = await post(t.app, '/v1/check-password', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(verdict);
  });

  it('needs a password', async () => {
    const response = await post(t.app, '/v1/check-password', {});
    expect(response.json()).toMatchObject({ status: 400, field: 'password' });
  });
});

describe('POST /v1/change-password', () => {
  it('changes it, clears the weak flag and ends the other sessions', async () => {
    const user = await createUser(t.app, { attributes: { weak_password: ['true'] } });
    const current = await login(t.app, user);
    const other = await login(t.app, user);

    const response = await post(
      t.app,
      '/v1/change-password',
      { old: user.password, new: NEW_PASSWORD },
      bearer(current),
    );
    expect(response.statusCode).toBe(204);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.attributes).not.toHaveProperty('weak_password');
    expect((await t.app.inject({ url: '/v1/user', headers: bearer(current) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/v1/user', headers: bearer(other) })).statusCode).toBe(401);
    expect(
      (await post(t.app, '/v1/login', { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('needs the current password', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    const response = await post(
      t.app,
      '/v1/change-password',
      { old: 'not it', new: NEW_PASSWORD },
      bearer(token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('WRONG_PASSWORD');
  });

  it('refuses a weak new password', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    const response = await post(
      t.app,
      '/v1/change-password',
      { old: user.password, new: 'password1234' },
      bearer(token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('WEAK_PASSWORD');
  });

  it('answers 400 for a short new password and 401 without a token', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    const short = await post(
      t.app,
      '/v1/change-password',
      { old: 'x', new: 'short' },
      bearer(token),
    );
    expect(short.json()).toMatchObject({ status: 400, field: 'new' });
    const anonymous = await post(t.app, '/v1/change-password', { old: 'x', new: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('password reset through the e-mailed link', () => {
  it('resets the password, ends every session and works once', async () => {
    const user = await createUser(t.app, { attributes: { lang: ['fr-ch'] } });
    const before = await login(t.app, user);

    const requested = await post(t.app, '/v1/request-reset', { email: user.email.toUpperCase() });
    expect(requested.statusCode).toBe(202);
    const message = mail.last(user.email);
    expect(message.subject).toBe('Réinitialisez votre mot de passe Paraph');
    const link = mail.linkOf(user.email);
    expect(link.pathname).toBe('/password-reset/new');
    const token = link.searchParams.get('token') ?? '';

    const reset = await post(t.app, '/v1/reset-password', { token, new: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/v1/user', headers: bearer(before) })).statusCode).toBe(401);
    await login(t.app, { email: user.email, password: NEW_PASSWORD });
    const old = await post(t.app, '/v1/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);

    const again = await post(t.app, '/v1/reset-password', {
      token,
      new: 'another fine password 9',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('expires the link after one hour', async () => {
    const user = await createUser(t.app);
    await post(t.app, '/v1/request-reset', { email: user.email });
    const token = mail.linkOf(user.email).searchParams.get('token') ?? '';
    clock.advance(60 * 60 * 1000);
    const response = await post(t.app, '/v1/reset-password', { token, new: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const user = await createUser(t.app);
    const known = await post(t.app, '/v1/request-reset', { email: user.email });
    const unknown = await post(t.app, '/v1/request-reset', { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mail.messages.some((m) => m.to === 'nobody@example.test')).toBe(false);
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const response = await post(t.app, '/v1/reset-password', { token: 'z'.repeat(30) });
    expect(response.json()).toMatchObject({ status: 400, field: 'new' });
    const email = await post(t.app, '/v1/request-reset', { email: 'x' });
    expect(email.json()).toMatchObject({ status: 400, field: 'email' });
  });
});
