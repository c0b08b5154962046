import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../tests/contract/contract';
import { users } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createUser, login } from './fixtures';
import { captureMail } from './mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const NUMBER = '+41795550123';
const MINUTE = 60_000;

async function signedIn(attributes: Record<string, string[]> = {}) {
  const user = await createUser(t.app, { attributes: { lang: ['de-ch'], ...attributes } });
  return { user, token: await login(t.app, user) };
}

function call(method: 'POST' | 'PUT', url: string, token: string | undefined, payload: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

const askCode = (token: string | undefined, mobile = NUMBER) =>
  call('POST', '/v1/user/mobile-verification', token, { mobile });
const confirm = (token: string | undefined, code: string, mobile = NUMBER) =>
  call('PUT', '/v1/user/mobile', token, { mobile, code });

/** The code in the newest mail to `email` (the sandbox mails what would be an SMS). */
function codeSentTo(email: string): string {
  const code = /\b(\d{6})\b/.exec(mail.last(email).text)?.[1];
  if (!code) throw new Error('No code in the mail');
  return code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function storedMobile(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row?.attributes.mobile;
}

describe('changing the mobile number', () => {
  it('sends a code for the number, stores nothing, then stores it with the right code', async () => {
    const { user, token } = await signedIn();
    const started = await askCode(token);
    expect(started.statusCode).toBe(200);
    expectContractResponse('startMobileVerification', started);
    expect(started.json()).toEqual({
      mobile: NUMBER,
      expiresAt: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    const message = mail.last(user.email);
    expect(message.subject).toBe('Bestätigen Sie Ihre Mobilnummer für Paraph');
    expect(message.text).toContain(NUMBER);
    expect(await storedMobile(user.id)).toBeUndefined();

    const confirmed = await confirm(token, codeSentTo(user.email));
    expect(confirmed.statusCode).toBe(200);
    expectContractResponse('confirmMobileNumber', confirmed);
    expect(confirmed.json().attributes.mobile).toEqual([NUMBER]);
    expect(await storedMobile(user.id)).toEqual([NUMBER]);
  });

  it('uses the code up: the same code a second time is TAN_EXPIRED', async () => {
    const { user, token } = await signedIn();
    await askCode(token);
    const code = codeSentTo(user.email);
    expect((await confirm(token, code)).statusCode).toBe(200);
    const again = await confirm(token, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TAN_EXPIRED');
  });

  it('refuses a wrong code with TAN_INVALID and stores nothing; five lock it', async () => {
    const { user, token } = await signedIn({ mobile: ['079 555 0000'] });
    await askCode(token);
    const code = codeSentTo(user.email);
    const wrong = await confirm(token, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('TAN_INVALID');
    expect(await storedMobile(user.id)).toEqual(['079 555 0000']);

    for (let attempt = 2; attempt <= 4; attempt++) await confirm(token, wrongCode(code));
    const fifth = await confirm(token, wrongCode(code));
    expect(fifth.json().code).toBe('TAN_LOCKED');
    const right = await confirm(token, code);
    expect(right.json().code).toBe('TAN_LOCKED');
    expect(await storedMobile(user.id)).toEqual(['079 555 0000']);
  });

  it('refuses a code after five minutes with TAN_EXPIRED', async () => {
    const { user, token } = await signedIn();
    await askCode(token);
    const code = codeSentTo(user.email);
    clock.advance(5 * MINUTE + 1000);
    const late = await confirm(token, code);
    expect(late.json().code).toBe('TAN_EXPIRED');
    expect(await storedMobile(user.id)).toBeUndefined();
  });

  it('binds the code to its number and its account', async () => {
    const { user, token } = await signedIn();
    await askCode(token);
    const code = codeSentTo(user.email);
    const otherNumber = await confirm(token, code, '+41795550999');
    expect(otherNumber.json().code).toBe('TAN_EXPIRED');

    const other = await signedIn();
    const otherAccount = await confirm(other.token, code);
    expect(otherAccount.statusCode).toBe(422);
    expect(await storedMobile(other.user.id)).toBeUndefined();
    expect(await storedMobile(user.id)).toBeUndefined();
  });

  it('sends at most one code a minute per account', async () => {
    const { token } = await signedIn();
    expect((await askCode(token)).statusCode).toBe(200);
    const soon = await askCode(token, '+41795550124');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RATE_LIMITED');
    clock.advance(MINUTE + 1000);
    expect((await askCode(token, '+41795550124')).statusCode).toBe(200);
  });

  it.each([
    ['a number without its country code', { mobile: '0795550123' }, 'mobile'],
    ['a number with spaces', { mobile: '+41 79 555 01 23' }, 'mobile'],
    ['a number of letters', { mobile: '+41abc' }, 'mobile'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const { user, token } = await signedIn();
    const response = await call('POST', '/v1/user/mobile-verification', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(() => mail.last(user.email)).toThrow();
  });

  it('refuses a code that is not six digits', async () => {
    const { token } = await signedIn();
    const response = await confirm(token, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('code');
  });

  it('needs a token', async () => {
    expect((await askCode(undefined)).statusCode).toBe(401);
    expect((await confirm(undefined, '123456')).statusCode).toBe(401);
  });
});
