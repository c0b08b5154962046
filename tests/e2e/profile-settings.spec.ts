import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailed } from './mail';
import { registerAccount, useSession, type Session } from './session';

// The settings page against the real server: the account's language drives the app (on any
// device), the name saves, and a new mobile number is stored only with the code the
// mobile-signature sandbox sends (mailed, standing in for the SMS).

const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.html}`)).toEqual([]);
}

let email: string;
let account: Session;

test.beforeEach(async ({ page, request }) => {
  email = freshEmail('settings');
  account = await registerAccount(request, email);
  await useSession(page, account);
});

test('the language switches the app at once, and the account keeps it on another device', async ({
  page,
}) => {
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  const language = page.getByRole('region', { name: 'Language' });
  await language.getByRole('button', { name: /English/ }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-ch');

  // Another device: nothing stored there, an English browser; the account's language wins.
  await page.evaluate(() => window.localStorage.removeItem('lang'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-ch');
});

test('the name saves; an empty one is refused and changes nothing', async ({ page }) => {
  await page.goto('/profile/settings');
  const name = page.getByRole('region', { name: 'Name' });
  const first = name.getByRole('textbox', { name: 'First name' });
  await expect(first).toHaveValue('Erika');

  await first.fill('   ');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByText('This field is required')).toBeVisible();

  await first.fill('Erika-Maria');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  await page.reload();
  await expect(name.getByRole('textbox', { name: 'First name' })).toHaveValue('Erika-Maria');
});

test('a new mobile number is stored only with the code sent to it', async ({ page }) => {
  await page.goto('/profile/settings');
  const mobile = page.getByRole('region', { name: 'Mobile number' });
  await expect(mobile.getByText('No mobile number yet')).toBeVisible();
  const number = mobile.getByRole('textbox', { name: 'New mobile number' });

  // Without its country code the number is refused here, before anything is sent.
  await number.fill('079 555 01 23');
  await mobile.getByRole('button', { name: 'Send code' }).click();
  await expect(mobile.getByText('Enter the number with its country code')).toBeVisible();

  await number.fill('+41 79 555 01 23');
  await mobile.getByRole('button', { name: 'Send code' }).click();
  await expect(mobile.getByText('We sent a code to +41795550123.')).toBeVisible();
  const [, code = ''] = await mailed(email, /mobile number \+41795550123 is (\d{6})\./);

  const codeField = mobile.getByRole('textbox', { name: 'Code' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await mobile.getByRole('button', { name: 'Confirm number' }).click();
  await expect(mobile.getByText('The one-time password is not correct.')).toBeVisible();
  await expect(mobile.getByText('No mobile number yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await mobile.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('Your mobile number is confirmed and saved.')).toBeVisible();
  await expect(mobile.getByText('+41795550123')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Mobile number' }).getByText('+41795550123'),
  ).toBeVisible();
});

test('at 390 px nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
