import { expect, test, type Page } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { session as apiSession, signedIn, useSession } from './session';

// Issue 8's query rules, one test each, in a real browser against the real server with the
// demo data. Where a page does not show what its route kept yet, the test reads the query the
// route's validateSearch returned from the router the page exposes (window.__TSR_ROUTER__).
// One API login per worker for the suite (session.ts): the server limits logins per account.

type Session = { token: string; expiresAt: string };
let session: Session;

test.beforeAll(async ({ request }) => {
  // The demo user's one API login per worker for the whole suite (session.ts).
  session = await apiSession(request);
});

async function withSession(page: Page) {
  await page.addInitScript(
    ({ token, expiration }) =>
      sessionStorage.setItem('accessToken', JSON.stringify({ value: token, expiration })),
    { token: session.token, expiration: new Date(session.expiresAt).getTime() },
  );
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** What the current page's route made of its query (its validateSearch result). */
const routeQuery = (page: Page) =>
  page.evaluate(() => {
    const router = (window as { __TSR_ROUTER__?: { state: { matches: object[] } } }).__TSR_ROUTER__;
    const leaf = router?.state.matches.at(-1) as { _strictSearch?: object } | undefined;
    return JSON.parse(JSON.stringify(leaf?._strictSearch ?? null)) as object | null;
  });
const stored = (page: Page, storage: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([where, name]) => window[where].getItem(name), [storage, key] as const);

test.describe('email: lower-cased, prefilled on login only when valid', () => {
  test('a valid address', async ({ page }) => {
    await page.goto('/login?email=Dana.Demo@Paraph.EXAMPLE');
    await expect(page.getByLabel('E-mail')).toHaveValue('dana.demo@paraph.example');
  });

  test('an invalid address is not prefilled', async ({ page }) => {
    await page.goto('/login?email=not-an-address');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('');
  });
});

test.describe('lang: a supported two-letter prefix selects the language', () => {
  test('switches the language and is remembered', async ({ page }) => {
    await page.goto('/login?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-ch');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/login?lang=fr-FR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-ch');
  });

  test('an unsupported language keeps the default', async ({ page }) => {
    await page.goto('/login?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('Italian only in direct-sign mode', async ({ page }) => {
    await page.goto('/login?lang=it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
    await page.goto('/view/r1/g1?lang=it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('usertoken: stores the session token and leaves the URL', async ({ page }) => {
  await page.goto(`/profile?usertoken=${session.token}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  const token = await stored(page, 'sessionStorage', 'accessToken');
  expect(JSON.parse(token ?? '{}').value).toBe(session.token);
});

test('sr: the identification pages keep it in their URL and their links', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.goto('/profile/signature-standards?sr=sr_8Jm3kQ2xZr5tW9aB');
  await expect(page).toHaveURL(/\/profile\/signature-standards\?sr=sr_8Jm3kQ2xZr5tW9aB$/);
  await expect(page.getByRole('link', { name: /ZertES/ }).first()).toHaveAttribute(
    'href',
    /sr=sr_8Jm3kQ2xZr5tW9aB/,
  );
});

test('ucc on business signup: stored locally', async ({ page }) => {
  await page.goto('/business/signup?ucc=PARTNER-42');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign up your business' }),
  ).toBeVisible();
  expect(await stored(page, 'localStorage', 'ucc')).toBe('PARTNER-42');
});

test.describe('dashboard tab and filter', () => {
  test('invalid values are normalised in place (history replace)', async ({ page }) => {
    await withSession(page);
    await page.goto('/profile');
    await page.goto('/dashboard?tab=bogus&filter=nope');
    await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
    // The invalid URL was replaced, not pushed: one step back is the profile page.
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the last tab and filter are remembered', async ({ page }) => {
    await withSession(page);
    await page.goto('/dashboard?tab=inbox&filter=completed');
    await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);
  });
});

test.describe('view routes: exitURL, errorURL, declineURL, redirectTimeout, declineRedirect', () => {
  test('valid values are kept', async ({ page }) => {
    await page.goto(
      '/view/r-1/g-1?exitURL=https://example.com/done&declineURL=http://example.com/no' +
        '&redirectTimeout=30&declineRedirect=false',
    );
    await expect
      .poll(() => routeQuery(page))
      .toEqual({
        exitURL: 'https://example.com/done',
        declineURL: 'http://example.com/no',
        redirectTimeout: 30,
        declineRedirect: false,
      });
  });

  test('other schemes and non-numbers are dropped, the timeout clamped', async ({ page }) => {
    await page.goto(
      '/view/r-1/g-1?exitURL=javascript:alert(1)&errorURL=/relative&redirectTimeout=abc' +
        '&declineRedirect=maybe',
    );
    await expect.poll(() => routeQuery(page)).toEqual({});
    await page.goto('/view/r-1/g-1?redirectTimeout=500&errorURL=https://example.com/oops');
    await expect
      .poll(() => routeQuery(page))
      .toEqual({ errorURL: 'https://example.com/oops', redirectTimeout: 90 });
    await page.goto('/view/r-1/g-1?redirectTimeout=0');
    await expect.poll(() => routeQuery(page)).toEqual({ redirectTimeout: 0 });
  });
});

test('/invite/{id}: the skip-upload flag is kept, anything else dropped', async ({
  page,
  request,
}) => {
  const drafts = await request.get('/v3/signature-requests?view=drafts', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const draft: string = (await drafts.json()).items[0].id;
  await withSession(page);
  await page.goto(`/invite/${draft}?skipUpload=true`);
  await expect.poll(() => routeQuery(page)).toEqual({ skipUpload: true });
  expect(query(page)).toEqual({ skipUpload: 'true' });
  await page.goto(`/invite/${draft}?skipUpload=maybe`);
  await expect.poll(() => routeQuery(page)).toEqual({});
});

test('direct-sign: primaryAction=refresh is kept, other values dropped', async ({ page }) => {
  await page.goto('/direct-sign/r-1/g-1?primaryAction=refresh');
  await expect.poll(() => routeQuery(page)).toEqual({ primaryAction: 'refresh' });
  await page.goto('/direct-sign/r-1/g-1?primaryAction=delete');
  await expect.poll(() => routeQuery(page)).toEqual({});
});

test('a failed route validation → the 404 page (Page Not Found)', async ({ page, request }) => {
  // Seal pages are for business admins: the demo business's admin reaches the route's own
  // validation.
  const admin = await apiSession(request, demoBusinessAdmin);
  await useSession(page, admin);
  await page.goto('/business/seals/not%20a%20seal!');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // A valid account name reaches the seal's page (the demo business's own seal).
  await page.goto('/business/seals/muster-treuhand-ag');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
