import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './session';

// The production build splits each language's messages in two (src/i18n/catalogue.ts): the
// first page's, which the app waits for before its first render, and the rest, which a page or
// a dialog loaded later waits for alongside its own code.

const ids = Object.keys(
  JSON.parse(readFileSync(new URL('../../src/i18n/en-gb.json', import.meta.url), 'utf8')) as object,
);
const CATALOGUE = /\/assets\/([\w-]+)\.(first-page|rest)-[\w-]+\.json$/;

/** The catalogue files the page requests: "en-gb.first-page", "en-gb.rest". */
function watchCatalogues(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = CATALOGUE.exec(new URL(request.url()).pathname);
    if (match) files.push(`${match[1]}.${match[2]}`);
  });
  return files;
}

/** Message ids shown as text: what react-intl shows for a message it does not have. */
async function idsShown(page: Page): Promise<string[]> {
  const words = new Set((await page.locator('body').innerText()).split(/\s+/));
  return ids.filter((id) => words.has(id));
}

test('the dashboard waits for its own messages only; a page and a dialog opened from it bring the rest', async ({
  page,
  request,
}) => {
  const files = watchCatalogues(page);
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  // No counts: the journeys share one server, and others add requests.
  await expect(page.getByRole('navigation', { name: 'Mailboxes' })).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('link', { name: 'Freelance contract – website redesign' }),
  ).toBeVisible();
  expect(files).toEqual(['en-gb.first-page']);
  expect(await idsShown(page)).toEqual([]);

  // A request's page: its code and the rest of the messages load with the click.
  await page
    .getByRole('table')
    .getByRole('link', { name: 'Freelance contract – website redesign' })
    .click();
  await expect(page).toHaveURL(/\/view\/[^/?]+$/);
  await page.getByRole('button', { name: 'Add observer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add observer' });
  await expect(dialog.getByLabel('E-mail')).toBeVisible();
  expect(await idsShown(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(files).toEqual(['en-gb.first-page', 'en-gb.rest']);
});

test('a page other than the dashboard, opened directly, loads both parts at once, in its language', async ({
  page,
}) => {
  const files = watchCatalogues(page);
  await page.goto('/login?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Bei Paraph anmelden' })).toBeVisible();
  expect(files.sort()).toEqual(['de-ch.first-page', 'de-ch.rest']);
  expect(await idsShown(page)).toEqual([]);
});
