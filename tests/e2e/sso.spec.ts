import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Single sign-on through the sandbox OpenID provider, which scripts/e2e-server.mjs configures
// for sso.paraph.example: the login page finds the company's sign-in for the typed address.

async function toCompanySignIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  const proceed = page.getByRole('link', { name: 'Continue with your company’s sign-in' });
  await expect(proceed).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await proceed.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Sign in to sso.paraph.example as ${email}` }),
  ).toBeVisible();
}

test('an address of an SSO domain signs in at its company and lands on the dashboard', async ({
  page,
}) => {
  const email = `robin.sso.${Date.now()}@sso.paraph.example`;
  await toCompanySignIn(page, email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  // The session token handed over in the URL is kept, and gone from the address bar.
  expect(page.url()).not.toContain('usertoken');
  const me = await page.evaluate(async () => {
    const stored = JSON.parse(sessionStorage.getItem('accessToken') ?? '{}') as { value?: string };
    const response = await fetch('/v1/user', {
      headers: { authorization: `Bearer ${stored.value}` },
    });
    return (await response.json()) as {
      email: string;
      hasSso: boolean;
      ssoSetupIncomplete: boolean;
    };
  });
  expect(me).toMatchObject({ email, hasSso: true, ssoSetupIncomplete: false });
});

test('refusing at the provider lands on /sso/error, with a way back to sign in', async ({
  page,
}) => {
  await toCompanySignIn(page, 'kim.refused@sso.paraph.example');
  await page.getByRole('button', { name: 'Refuse' }).click();
  await expect(page).toHaveURL(/\/sso\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Single sign-on did not work');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an address without single sign-on keeps the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('someone@paraph.example');
  // Give the debounced lookup time to answer "no single sign-on".
  await page.waitForResponse((response) => response.url().endsWith('/v1/identity_providers'));
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test("the sandbox provider's page is accessible, keyboard usable and fits 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await toCompanySignIn(page, 'lee.keys@sso.paraph.example');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.html}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // From the address field the keyboard reaches "Sign in" and presses it.
  await page.getByLabel('E-mail address the company confirms').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
});
