import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../tests/contract/contract';
import { users } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createUser, login, post } from './fixtures';
import { captureMail } from './mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const newEmail = () => `changed-${Date.now()}-${(counter += 1)}@example.test`;

async function signedIn() {
  const user = await createUser(t.app, { attributes: { lang: ['de-ch'] } });
  return { user, token: await login(t.app, user) };
}

const askChange = (token: string, email: string) =>
  post(t.app, '/v1/user/email-change', { email }, bearer(token));
const confirm = (token: string, linkToken: string) =>
  post(t.app, '/v1/user/email-change/confirm', { token: linkToken }, bearer(token));

/** Asks for the change and returns the token of the link mailed to the new address. */
async function linkTokenFor(token: string, email: string): Promise<string> {
  expect((await askChange(token, email)).statusCode).toBe(202);
  const link = mail.linkOf(email);
  expect(link.origin + link.pathname).toBe('https://app.test/profile/confirm');
  return link.searchParams.get('token') ?? '';
}

async function storedEmail(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row?.email;
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old one, then changes it', async () => {
    const { user, token } = await signedIn();
    const email = newEmail();
    const started = await askChange(token, email.toUpperCase());
    expect(started.statusCode).toBe(202);
    expectContractResponse('startEmailChange', started);
    expect(started.json()).toEqual({
      email,
      expiresAt: new Date(clock.now().getTime() + DAY).toISOString(),
    });
    const sent = mail.last(email);
    expect(sent.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse für Paraph');
    expect(sent.text).toContain(sent.link);
    const notice = mail.last(user.email);
    expect(notice.subject).toBe('Änderung Ihrer Paraph-E-Mail-Adresse verlangt');
    expect(notice.text).toContain(email);
    expect(notice.link).toBeUndefined();
    expect(await storedEmail(user.id)).toBe(user.email);

    const confirmed = await confirm(token, mail.linkOf(email).searchParams.get('token') ?? '');
    expect(confirmed.statusCode).toBe(200);
    expectContractResponse('confirmEmailChange', confirmed);
    expect(confirmed.json()).toMatchObject({ id: user.id, email, emailVerified: true });
    expect(await storedEmail(user.id)).toBe(email);
  });

  it('signs in with the new address afterwards, no longer with the old one', async () => {
    const { user, token } = await signedIn();
    const email = newEmail();
    expect((await confirm(token, await linkTokenFor(token, email))).statusCode).toBe(200);
    const withNew = await post(t.app, '/v1/login', { email, password: user.password });
    expect(withNew.statusCode).toBe(200);
    const withOld = await post(t.app, '/v1/login', {
      email: user.email,
      password: user.password,
    });
    expect(withOld.statusCode).toBe(401);
  });

  it("refuses another account's address with EMAIL_TAKEN and mails nothing", async () => {
    const { user, token } = await signedIn();
    const other = await createUser(t.app);
    const before = mail.messages.length;
    const response = await askChange(token, other.email);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(mail.messages.length).toBe(before);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('refuses the current address with EMAIL_UNCHANGED', async () => {
    const { user, token } = await signedIn();
    const response = await askChange(token, user.email.toUpperCase());
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('EMAIL_UNCHANGED');
  });

  it('re-checks the address on confirming: taken meanwhile is EMAIL_TAKEN, nothing changes', async () => {
    const { user, token } = await signedIn();
    const email = newEmail();
    const linkToken = await linkTokenFor(token, email);
    await createUser(t.app, { email });
    const response = await confirm(token, linkToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('uses a link once: the second time is TOKEN_INVALID', async () => {
    const { token } = await signedIn();
    const linkToken = await linkTokenFor(token, newEmail());
    expect((await confirm(token, linkToken)).statusCode).toBe(200);
    const again = await confirm(token, linkToken);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('says TOKEN_EXPIRED after 24 hours and changes nothing', async () => {
    const { user, token } = await signedIn();
    const linkToken = await linkTokenFor(token, newEmail());
    clock.advance(DAY);
    // Sessions are shorter than links: the user signs in again to follow the old link.
    const response = await confirm(await login(t.app, user), linkToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('refuses an unknown token with TOKEN_INVALID', async () => {
    const { token } = await signedIn();
    const response = await confirm(token, 'x'.repeat(43));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('makes only the newest link work', async () => {
    const { user, token } = await signedIn();
    const first = await linkTokenFor(token, newEmail());
    const second = newEmail();
    const newest = await linkTokenFor(token, second);
    expect((await confirm(token, first)).json().code).toBe('TOKEN_INVALID');
    expect((await confirm(token, newest)).statusCode).toBe(200);
    expect(await storedEmail(user.id)).toBe(second);
  });

  it("refuses another account's link and leaves it usable by its owner", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const email = newEmail();
    const linkToken = await linkTokenFor(owner.token, email);
    const stolen = await confirm(intruder.token, linkToken);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe('TOKEN_INVALID');
    expect(await storedEmail(intruder.user.id)).toBe(intruder.user.email);
    expect(await storedEmail(owner.user.id)).toBe(owner.user.email);
    expect((await confirm(owner.token, linkToken)).statusCode).toBe(200);
    expect(await storedEmail(owner.user.id)).toBe(email);
  });

  it('needs a session', async () => {
    const response = await post(t.app, '/v1/user/email-change', { email: newEmail() });
    expect(response.statusCode).toBe(401);
  });
});
