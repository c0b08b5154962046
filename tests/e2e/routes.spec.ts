import { expect, test, type Page } from '@playwright/test';
import { demo } from './demo';

// One test per routing rule of the specs, against the real server with the demo account.
// The server allows 10 logins per account in 15 minutes (journey.spec.ts uses some), so only
// the return-URL test signs in through the form; the others reuse one token from the API.

let session: { token: string; expiresAt: string };

test.beforeAll(async ({ request }) => {
  const response = await request.post('/v1/login', { data: demo });
  expect(response.status()).toBe(200);
  session = await response.json();
});

async function signIn(page: Page) {
  await page.getByLabel('E-mail').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Starts the page with the session the login form would have stored. */
async function signedIn(page: Page) {
  await page.addInitScript(({ token, expiresAt }) => {
    const session = { value: token, expiration: new Date(expiresAt).getTime() };
    sessionStorage.setItem('accessToken', JSON.stringify(session));
  }, session);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
}

const notFoundHeading = (page: Page) => page.getByRole('heading', { name: 'Page not found' });

test('an anonymous visitor goes to /login and comes back after signing in', async ({ page }) => {
  await page.goto('/profile/settings?from=mail');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/profile\/settings\?from=mail$/);
  await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
});

test.describe('anonymous visitors on guarded routes are sent to /login', () => {
  for (const path of ['/sendto/r-123', '/business/members', '/invite/r-1', '/']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBe(path);
    });
  }
});

test.describe('unknown paths show the 404 page', () => {
  for (const path of ['/no-such-page', '/profile/nothing/here', '/view/a/b/c']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(notFoundHeading(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('Page not found - Paraph');
    });
  }
});

test.describe('routes a plain user may not open show the 404 page', () => {
  const cases = [
    ['a guest route without a guest link', '/direct-sign/identification/eidas'],
    ['a guest identification page without a guest link', '/direct-sign/identification/zertes/auto'],
  ] as const;
  for (const [name, path] of cases) {
    test(name, async ({ page }) => {
      await signedIn(page);
      await page.goto(path);
      await expect(notFoundHeading(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('Page not found - Paraph');
    });
  }
});

test.describe('business rules for a plain user', () => {
  const cases = [
    ['an admin page goes to /business/register', '/business/settings', /\/business\/register$/],
    ['the bare business page goes to /business/register', '/business', /\/business\/register$/],
    [
      'members/activity redirects like any admin page',
      '/business/members/activity',
      /\/business\/register$/,
    ],
    ['the strict register page opens', '/business/register', /\/business\/register$/],
  ] as const;
  for (const [name, path, expected] of cases) {
    test(name, async ({ page }) => {
      await signedIn(page);
      await page.goto(path);
      await expect(page).toHaveURL(expected);
      await expect(
        page.getByRole('heading', { name: 'Coming in the business release' }),
      ).toBeVisible();
    });
  }
});

test('a signed-in visitor on a sign-in page is sent home', async ({ page }) => {
  await signedIn(page);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
});

test('an invalid dashboard query is normalised in place (history replace)', async ({ page }) => {
  await signedIn(page);
  await page.goto('/profile');
  await page.goto('/dashboard?tab=bogus&filter=nope');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
  // The invalid URL was replaced, not pushed: one step back is the profile page.
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
});

test('guest links open without an account', async ({ page }) => {
  await page.goto('/direct-sign/r-1/g-1?primaryAction=refresh');
  await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
  await expect(page).toHaveURL(/\/direct-sign\/r-1\/g-1\?primaryAction=refresh$/);
});

test.describe('page titles', () => {
  const cases = [
    ['/login', 'login - Paraph'],
    ['/password-reset/mail-sent', 'mail sent - Paraph'],
    ['/sso/error/company', 'company - Paraph'],
    ['/view/r-1/g-1', 'view - Paraph'],
    ['/not-available', 'not available - Paraph'],
  ] as const;
  for (const [path, title] of cases) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('signed-in pages, after client-side navigation too', async ({ page }) => {
    await signedIn(page);
    await expect(page).toHaveTitle('Dashboard - Paraph');
    await page.goto('/profile');
    await expect(page).toHaveTitle('profile - Paraph');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    await expect(page).toHaveTitle('change password - Paraph');
  });
});
