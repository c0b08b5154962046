import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo } from './demo';
import { signedIn } from './session';

async function signIn(page: Page, email = demo.email, password = demo.password) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // react-aria's live announcer briefly keeps announcements that point at the page just left
    // (e.g. the pending sign-in button); they are removed after a few seconds.
    .exclude('[data-live-announcer]')
    .analyze();
  const found = results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test('an anonymous visit to the dashboard signs in and comes back, then signs out', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard?tab=inbox&filter=all');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=all$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Account menu of Dana Demo' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Signature requests' })).toBeVisible();

  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('accessToken') ?? '{}').value as string,
  );
  expect(token).toBeTruthy();
  expect(
    (await request.get('/v1/user', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Account menu of Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  // The old token no longer opens anything.
  expect(
    (await request.get('/v1/user', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
});

test('the dashboard normalises its query and lists the demo requests per filter', async ({
  page,
  request,
}) => {
  // Not about the login form: the API session (session.ts) spares the account's login budget.
  await signedIn(page, request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
  await expect(page.getByRole('table')).toContainText('Rental agreement Bahnhofstrasse 12');
  await expect(page.getByRole('table')).not.toContainText('Consulting agreement Q1');

  await page.goto('/dashboard?tab=bogus&filter=nope');
  // The last choice (toSign) is remembered and replaces the invalid values.
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);

  // The filters are chips (radios, visually hidden): a click on the chip's label chooses one.
  await page
    .getByRole('radiogroup', { name: 'Filter the inbox' })
    .locator('label', { hasText: /^Completed/ })
    .click();
  await expect(page).toHaveURL(/filter=completed/);
  await expect(page.getByRole('table')).toContainText('Non-disclosure agreement Alpine Consulting');

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
  await expect(page.getByRole('table')).toContainText('Consulting agreement Q1');

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
});

test('a wrong password shows a translated error and keeps the visitor on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demo.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login?lang=de&email=Demo@Paraph.Example');
  await expect(page.getByLabel('E-Mail')).toHaveValue('demo@paraph.example');
  await page.getByLabel('Passwort').fill('still wrong');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
});

test('the API refuses malformed logins with problem+json', async ({ request }) => {
  const missing = await request.post('/v1/login', { data: { email: demo.email } });
  expect(missing.status()).toBe(400);
  expect(missing.headers()['content-type']).toContain('application/problem+json');
  expect(await missing.json()).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    field: 'password',
  });

  const wrongType = await request.post('/v1/login', { data: { email: demo.email, password: 42 } });
  expect(wrongType.status()).toBe(400);
});

test('unknown pages show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
