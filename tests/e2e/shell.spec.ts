import { expect, test, type Page } from '@playwright/test';
import { session as apiSession } from './session';

// The application shell against the real server: page titles and the maintenance banner.
// The language and the blocking notice are query and redirect rules, proven in
// query-rules.spec.ts and redirect-rules.spec.ts. The e2e server runs without
// MAINTENANCE_NOTICE (other specs must see no banner), so the notice tests answer the status
// poll in the browser with what the server would send.

let session: { token: string; expiresAt: string };

test.beforeAll(async ({ request }) => {
  // The demo user's one API login per worker for the whole suite (session.ts).
  session = await apiSession(request);
});

async function withSession(page: Page) {
  await page.addInitScript(({ token, expiresAt }) => {
    const stored = { value: token, expiration: new Date(expiresAt).getTime() };
    sessionStorage.setItem('accessToken', JSON.stringify(stored));
  }, session);
}

async function reportNotice(page: Page, isBlocking: boolean) {
  await page.route('**/v1/system/status', async (route) => {
    const real = await route.fetch();
    const summary = await real.json();
    await route.fulfill({
      response: real,
      json: {
        ...summary,
        maintenance: {
          url: 'https://status.paraph.example/incidents/db-upgrade',
          isBlocking,
          title: 'Database upgrade',
        },
      },
    });
  });
}

test.describe('page title', () => {
  test('is the route title, else the last path segment, then the product', async ({ page }) => {
    await page.goto('/password-reset/mail-sent');
    await expect(page).toHaveTitle('mail sent - Paraph');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found - Paraph');
    await withSession(page);
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard - Paraph');
  });
});

test.describe('maintenance', () => {
  test('no banner while the server reports no maintenance', async ({ page }) => {
    await withSession(page);
    const summary = page.waitForResponse('**/v1/system/status');
    await page.goto('/dashboard');
    expect(await (await summary).json()).toMatchObject({ maintenance: null });
    await expect(page.getByRole('link', { name: 'Details' })).toHaveCount(0);
  });

  test('a non-blocking notice shows the warning banner with a link', async ({ page }) => {
    await withSession(page);
    await reportNotice(page, false);
    await page.goto('/dashboard');
    const banner = page.getByRole('status').filter({ hasText: 'A maintenance of Paraph' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
