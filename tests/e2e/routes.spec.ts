import { expect, test, type Page } from '@playwright/test';
import { session as apiSession } from './session';

// The route table against the real server with the demo account: who reaches which route,
// unknown paths and page titles. The redirect and query rules are proven once each in
// redirect-rules.spec.ts and query-rules.spec.ts. One API token per worker (session.ts): the
// server allows 10 logins per account in 15 minutes.

let session: { token: string; expiresAt: string };

test.beforeAll(async ({ request }) => {
  // The demo user's one API login per worker for the whole suite (session.ts).
  session = await apiSession(request);
});

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
        page.getByRole('heading', { level: 1, name: 'Register your business' }),
      ).toBeVisible();
    });
  }
});

test('a signed-in visitor on a sign-in page is sent home', async ({ page }) => {
  await signedIn(page);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
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
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Change password' })
      .click();
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    await expect(page).toHaveTitle('change password - Paraph');
  });
});
