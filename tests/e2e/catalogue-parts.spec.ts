import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedIn } from './session';

// Production builds load the first page's messages before the first render and the rest of the
// catalogue right after; lazily loaded pages wait for the rest. Here the rest is held back, so
// a lazy page is asked for before it is there: the page must wait, never show a message id.
const ids = Object.keys(
  JSON.parse(readFileSync(new URL('../../src/i18n/en-gb.json', import.meta.url), 'utf8')) as object,
);

/** Lets the first catalogue part through and holds every later one until `release`. */
async function holdCatalogueRest(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/en-gb-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    if (requested.length > 1) await released;
    await route.continue();
  });
  return { release, requested };
}

async function expectNoMessageIds(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ids.filter((id) => text.includes(id))).toEqual([]);
}

/** The profile page waits while the rest is held, then shows, and nothing went wrong. */
async function expectProfileOnceComplete(
  page: Page,
  rest: Awaited<ReturnType<typeof holdCatalogueRest>>,
  errors: string[],
) {
  // The page's code may be there already; its messages are not: it is not shown yet.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toHaveCount(0);
  await expectNoMessageIds(page);

  rest.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoMessageIds(page);
  expect(rest.requested).toHaveLength(2);
  expect(errors).toEqual([]);
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The demo user's page, watched for errors, with the catalogue's rest held back. */
async function startHeldBack(page: Page, request: APIRequestContext) {
  await signedIn(page, request);
  const errors = collectErrors(page);
  return { errors, rest: await holdCatalogueRest(page) };
}

test('a lazy page opened before the catalogue is complete waits for its messages', async ({
  page,
  request,
}) => {
  const { errors, rest } = await startHeldBack(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expectNoMessageIds(page);

  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectProfileOnceComplete(page, rest, errors);
});

test('a lazy page loaded first shows once both catalogue parts are there', async ({
  page,
  request,
}) => {
  const { errors, rest } = await startHeldBack(page, request);
  await page.goto('/profile');
  await expectProfileOnceComplete(page, rest, errors);
});
