import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signedIn } from './session';

// Every test starts signed in with the demo user's API session (see session.ts).

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).getByRole('row');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter the inbox' });

test('the demo user sees the seeded requests with matching counts', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  // The demo data: five sent or received requests and one draft.
  await expect(filters(page).getByRole('link', { name: 'All (5)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(filters(page).getByRole('link', { name: 'To sign (1)' })).toBeVisible();
  await expect(filters(page).getByRole('link', { name: 'Pending (1)' })).toBeVisible();
  await expect(filters(page).getByRole('link', { name: 'Completed (1)' })).toBeVisible();
  await expect(filters(page).getByRole('link', { name: 'Declined (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drafts (1)' })).toBeVisible();
  await expect(rows(page)).toHaveCount(6);
  await expect(table(page).getByRole('img', { name: 'Dana Demo: Open' })).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);

  // Each filter shows as many rows as its count says.
  await filters(page).getByRole('link', { name: 'Declined (2)' }).click();
  await expect(page).toHaveURL(/filter=declined/);
  await expect(rows(page)).toHaveCount(3);
  await expect(table(page)).toContainText('Car sale agreement VW Golf');
  await expect(table(page)).toContainText('Office lease extension 2027');

  await filters(page).getByRole('link', { name: 'Pending (1)' }).click();
  await expect(page).toHaveURL(/filter=pending/);
  await expect(table(page)).toContainText('Freelance contract – website redesign');
  await expect(rows(page)).toHaveCount(2);
});

test('the search narrows the list, lives in the URL and survives a reload', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  await expect(rows(page)).toHaveCount(6);

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('agreement');
  await expect(page).toHaveURL(/search=agreement/);
  await expect(rows(page)).toHaveCount(4);
  // The counts follow the search.
  await expect(filters(page).getByRole('link', { name: 'All (3)' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('rental');
  await expect(page).toHaveURL(/search=rental/);
  await expect(rows(page)).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('rental');
  await expect(rows(page)).toHaveCount(2);
  await expect(table(page)).toContainText('Rental agreement Bahnhofstrasse 12');

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('no such title');
  await expect(
    page.getByRole('heading', { name: 'No request matches your search.' }),
  ).toBeVisible();
});

test('pages through more drafts than fit on one page', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const created: string[] = [];
  try {
    // 25 more drafts next to the demo draft: two pages of 25.
    for (let index = 1; index <= 25; index += 1) {
      const response = await request.post('/v3/signature-requests', {
        headers,
        data: {
          title: `Paging draft ${String(index).padStart(2, '0')}`,
          documents: [],
          signatures: [],
        },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }

    await signedIn(page, request);
    await page.goto('/dashboard?tab=drafts&sort=title_asc');
    await expect(page.getByRole('link', { name: 'Drafts (26)' })).toBeVisible();
    await expect(rows(page)).toHaveCount(26);
    const pages = page.getByRole('navigation', { name: 'Pages of signature requests' });
    await pages.getByRole('button', { name: /2/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page)).toContainText('Paging draft 25');

    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
  } finally {
    for (const id of created) {
      await request.delete(`/v3/signature-requests/${id}`, { headers });
    }
  }
});

test('a draft opens in the invite step, and one can be deleted after confirming', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const response = await request.post('/v3/signature-requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Draft to delete', documents: [], signatures: [] },
  });
  expect(response.status()).toBe(201);

  await signedIn(page, request);
  await page.goto('/dashboard?tab=drafts');
  await page.getByRole('button', { name: 'Actions for Draft to delete' }).click();
  await page.getByRole('menuitem', { name: 'Delete draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The draft was deleted.')).toBeVisible();
  await expect(table(page)).not.toContainText('Draft to delete');

  await table(page).getByRole('link', { name: 'Consulting agreement Q1' }).click();
  await expect(page).toHaveURL(/\/invite\/[^/?]+/);
});

test('the last tab and filter are remembered', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  await filters(page)
    .getByRole('link', { name: /^Completed/ })
    .click();
  await expect(page).toHaveURL(/filter=completed/);
  await expect(table(page)).toContainText('Non-disclosure agreement Alpine Consulting');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
  await page.reload();
  await page.goto('/dashboard?tab=nonsense');
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
});
