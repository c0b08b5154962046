import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createUser, post } from './fixtures';
import { captureMail } from './mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const STRONG = 'quiet meadow lantern 42';
let counter = 0;
const newEmail = () => `new-${Date.now()}-${(counter += 1)}@example.test`;

async function confirmationToken(email: string, extra: object = {}) {
  const response = await post(t.app, '/v1/request-confirmation', {
    email,
    lang: 'de-ch',
    ...extra,
  });
  expect(response.statusCode).toBe(202);
  const link = mail.linkOf(email);
  expect(link.origin + link.pathname).toBe('https://app.test/signup/confirm');
  return link.searchParams.get('token') ?? '';
}

function registration(token: string, overrides: object = {}) {
  return {
    firstName: 'Nora',
    lastName: 'Neu',
    password: STRONG,
    token,
    gtc: true,
    language: 'de-ch',
    ...overrides,
  };
}

describe('sign-up through the e-mailed link', () => {
  it('confirms, registers, signs in and logs in again', async () => {
    const email = newEmail();
    const token = await confirmationToken(email);
    const message = mail.last(email);
    expect(message.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Paraph');
    expect(message.text).toContain(message.link);

    const valid = await post(t.app, '/v1/valid-confirmation', { token, language: 'de-ch' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ email, flow: 'free' });

    const registered = await post(
      t.app,
      '/v1/register',
      registration(token, { mobile: '079 555 0123', celloUCC: 'ref_1' }),
    );
    expect(registered.statusCode).toBe(201);
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(registered.json().token) });
    expect(me.json()).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Nora',
      attributes: {
        lang: ['de-ch'],
        accepted_gtc: [clock.now().toISOString()],
        free_account_type: ['free_v1'],
        free_signatures_remaining: ['5'],
        mobile: ['079 555 0123'],
        cello_ucc: ['ref_1'],
      },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.attributes.avatar).toEqual(['f2']);

    const login = await post(t.app, '/v1/login', { email, password: STRONG, first_login: true });
    expect(login.statusCode).toBe(200);
  });

  it('uses a link once', async () => {
    const token = await confirmationToken(newEmail());
    expect((await post(t.app, '/v1/register', registration(token))).statusCode).toBe(201);
    const again = await post(t.app, '/v1/register', registration(token));
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('says when a link has expired (24 hours)', async () => {
    const token = await confirmationToken(newEmail());
    clock.advance(24 * 60 * 60 * 1000);
    const response = await post(t.app, '/v1/valid-confirmation', { token, language: 'en-gb' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('keeps the flow of the request', async () => {
    const email = newEmail();
    const token = await confirmationToken(email, { flow: 'business' });
    const response = await post(t.app, '/v1/valid-confirmation', { token, language: 'en-gb' });
    expect(response.json()).toEqual({ email, flow: 'business' });
  });

  it('sends a live link again only when `confirm` asks, and then only the newest works', async () => {
    const email = newEmail();
    const first = await confirmationToken(email);
    await post(t.app, '/v1/request-confirmation', { email, lang: 'en-gb' });
    expect(mail.messages.filter((m) => m.to === email)).toHaveLength(1);

    const second = await confirmationToken(email, { confirm: true });
    expect(mail.messages.filter((m) => m.to === email)).toHaveLength(2);
    expect(second).not.toBe(first);
    const old = await post(t.app, '/v1/valid-confirmation', { token: first, language: 'en-gb' });
    expect(old.json().code).toBe('TOKEN_INVALID');
  });

  it('answers an address with an account the same, without sending anything', async () => {
    const user = await createUser(t.app);
    const response = await post(t.app, '/v1/request-confirmation', {
      email: user.email,
      lang: 'en-gb',
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(mail.messages.some((m) => m.to === user.email)).toBe(false);
  });

  it('refuses a weak password without using the link up', async () => {
    const token = await confirmationToken(newEmail());
    const weak = await post(
      t.app,
      '/v1/register',
      registration(token, { password: 'password123' }),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    expect((await post(t.app, '/v1/register', registration(token))).statusCode).toBe(201);
  });

  it.each([
    ['gtc not accepted', { gtc: false }, 'gtc'],
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['an unknown avatar', { avatar: 'f11' }, 'avatar'],
    ['a malformed mobile', { mobile: 'call me' }, 'mobile'],
  ])('refuses %s with a 400 naming the field', async (_case, overrides, field) => {
    const response = await post(
      t.app,
      '/v1/register',
      registration('x'.repeat(20), overrides as object),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('refuses an invalid e-mail or language on request-confirmation', async () => {
    const badEmail = await post(t.app, '/v1/request-confirmation', {
      email: 'nope',
      lang: 'en-gb',
    });
    expect(badEmail.json()).toMatchObject({ status: 400, field: 'email' });
    const badLang = await post(t.app, '/v1/request-confirmation', {
      email: newEmail(),
      lang: 'es',
    });
    expect(badLang.json()).toMatchObject({ status: 400, field: 'lang' });
  });

  it('refuses an unknown token', async () => {
    const response = await post(t.app, '/v1/valid-confirmation', {
      token: 'y'.repeat(43),
      language: 'en-gb',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });
});
