import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demo } from './demo';
import { mailedLink } from './mail';

/**
 * The server allows 10 logins per account in 15 minutes (server/src/domain/limits.ts), and the
 * whole suite runs against one server. So each account signs in through the API once per
 * worker (this module lives as long as the worker) and pages start with that token, stored
 * where the app keeps it (src/api/session.ts). Only the tests of the login form itself sign in
 * through the UI.
 */
export interface Session {
  token: string;
  expiresAt: string;
}

export interface Account {
  email: string;
  password: string;
}

const sessions = new Map<string, Promise<Session>>();

/** The API session of `account` (the demo user by default), logging in only the first time. */
export function session(request: APIRequestContext, account: Account = demo): Promise<Session> {
  const key = account.email.toLowerCase();
  let pending = sessions.get(key);
  if (!pending) {
    pending = request
      .post('/v1/login', { data: { email: account.email, password: account.password } })
      .then(async (answer) => {
        expect(answer.status(), `API login of ${account.email}`).toBe(200);
        return (await answer.json()) as Session;
      });
    // A failed login is not kept: the next test may try again.
    pending.catch(() => sessions.delete(key));
    sessions.set(key, pending);
  }
  return pending;
}

/** The bearer token of `account`'s API session. */
export async function apiToken(request: APIRequestContext, account: Account = demo) {
  return (await session(request, account)).token;
}

/** The password of accounts that tests register. */
export const freshPassword = 'Quiet-harbour-lanterns-42';

/** Registers `email` through the mailed confirmation link, as a new user would; its session. */
export async function registerAccount(request: APIRequestContext, email: string) {
  expect(
    (await request.post('/v1/request-confirmation', { data: { email, lang: 'en-gb' } })).status(),
  ).toBe(202);
  const token = new URL(await mailedLink(email, '/signup/confirm'), 'http://x').searchParams.get(
    'token',
  );
  const registered = await request.post('/v1/register', {
    data: {
      firstName: 'Erika',
      lastName: 'Muster',
      password: freshPassword,
      token,
      gtc: true,
      language: 'en-gb',
    },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as Session;
}

/** Authorization headers for `token`. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Makes every later document of `page` start signed in with `given` (a session from
 * `session()` or from a sign-up), as the login form would have stored it. Call before the
 * page's first navigation.
 */
export async function useSession(page: Page, given: Session): Promise<void> {
  await page.addInitScript(
    ({ token, expiration }) =>
      sessionStorage.setItem('accessToken', JSON.stringify({ value: token, expiration })),
    { token: given.token, expiration: new Date(given.expiresAt).getTime() },
  );
}

/** Starts `page` signed in as `account` (the demo user by default) through the API session. */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  account: Account = demo,
): Promise<void> {
  await useSession(page, await session(request, account));
}

/**
 * Ticks the sign-up's terms box from the keyboard: its label holds the link to the terms, so a
 * click on the label's text could follow the link instead.
 */
export async function acceptTerms(page: Page) {
  const box = page.getByRole('checkbox', { name: /I accept the general terms and conditions/ });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}
