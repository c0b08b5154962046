import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { samplePdf } from './fixtures/prepare/pdf';
import { apiToken, auth, registerAccount, signedIn, useSession } from './session';

// Every test starts signed in with the demo user's API session (see session.ts).

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).getByRole('row');
const filters = (page: Page) => page.getByRole('radiogroup', { name: 'Filter the inbox' });
/** Chooses a filter chip as a user does: a click on it (the radio itself is visually hidden). */
const chooseFilter = (page: Page, name: string | RegExp) =>
  filters(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Mailboxes' });

test('the demo user sees the seeded requests with matching counts', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  // The demo data: six sent or received requests and one draft.
  await expect(filters(page).getByRole('radio', { name: 'All 6' })).toBeChecked();
  await expect(filters(page).getByRole('radio', { name: 'To sign 2' })).toBeVisible();
  await expect(filters(page).getByRole('radio', { name: 'Pending 1' })).toBeVisible();
  await expect(filters(page).getByRole('radio', { name: 'Completed 1' })).toBeVisible();
  await expect(filters(page).getByRole('radio', { name: 'Declined 2' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs(page).getByRole('link', { name: 'Drafts 1' })).toBeVisible();
  await expect(rows(page)).toHaveCount(7);
  // Initials from the name alone; the state is read out beside it.
  await expect(table(page).getByText('Dana Demo: Open').first()).toBeAttached();
  await expect(table(page).locator('[role="img"][aria-label="Dana Demo"]').first()).toHaveText(
    'DD',
  );

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);

  // Each filter shows as many rows as its count says.
  await chooseFilter(page, 'Declined 2');
  await expect(page).toHaveURL(/filter=declined/);
  await expect(rows(page)).toHaveCount(3);
  await expect(table(page)).toContainText('Car sale agreement VW Golf');
  await expect(table(page)).toContainText('Office lease extension 2027');

  await chooseFilter(page, 'Pending 1');
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
  await expect(rows(page)).toHaveCount(7);

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('agreement');
  await expect(page).toHaveURL(/search=agreement/);
  await expect(rows(page)).toHaveCount(4);
  // The counts follow the search.
  await expect(filters(page).getByRole('radio', { name: 'All 3' })).toBeVisible();

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
    await expect(tabs(page).getByRole('link', { name: 'Drafts 26' })).toBeVisible();
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
  await chooseFilter(page, /^Completed/);
  await expect(page).toHaveURL(/filter=completed/);
  await expect(table(page)).toContainText('Non-disclosure agreement Alpine Consulting');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=completed$/);

  await tabs(page)
    .getByRole('link', { name: /^Drafts/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
  await page.reload();
  await page.goto('/dashboard?tab=nonsense');
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
});

test('at a phone’s width the requests are cards: no sideways scroll, usable by keyboard', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request);
  await page.goto('/dashboard?tab=inbox&filter=all');
  const cards = page.getByRole('list', { name: 'Signature requests in All' });
  await expect(cards.getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Each card is one link (Tab reaches it, Enter opens it) and its actions button.
  const title = cards.getByRole('link', { name: 'Non-disclosure agreement Alpine Consulting' });
  await title.focus();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'Actions for Non-disclosure agreement Alpine Consulting' }),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(title).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/view\/[^/?]+/);
});

test('"New signature request" makes no draft until a file is uploaded, then one after the file', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const drafts = async () => {
    const response = await request.get('/v3/signature-requests?view=drafts&sort=created_desc', {
      headers,
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { id: string; title: string }[] }).items;
  };
  const before = new Set((await drafts()).map((draft) => draft.id));
  const added = async () => (await drafts()).filter((draft) => !before.has(draft.id));
  try {
    await signedIn(page, request);
    await page.goto('/dashboard?tab=inbox&filter=all');
    await page.getByRole('link', { name: 'New signature request' }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signature requests' })).toBeVisible();
    expect(await added()).toEqual([]);

    await page.getByRole('link', { name: 'New signature request' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'Tenancy agreement 2027.pdf',
      mimeType: 'application/pdf',
      buffer: await samplePdf(1),
    });
    await expect(page).toHaveURL(/\/invite\/[^/?]+/);
    await expect
      .poll(async () => (await added()).map((draft) => draft.title))
      .toEqual(['Tenancy agreement 2027']);
  } finally {
    for (const draft of await added()) {
      await request.delete(`/v3/signature-requests/${draft.id}`, { headers });
    }
  }
});

test('on the new free plan, "New signature request" opens /invite/new and makes the draft with the first file', async ({
  page,
  request,
}) => {
  // Every sign-up is on free_v1, which may not open /upload (spec §2).
  const session = await registerAccount(request, `free-start-${Date.now()}@example.ch`);
  const drafts = async () => {
    const response = await request.get('/v3/signature-requests?view=drafts', {
      headers: auth(session.token),
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { title: string }[] }).items;
  };
  await useSession(page, session);
  await page.goto('/dashboard');
  const start = page.getByRole('link', { name: 'New signature request' }).first();
  await start.click();
  await expect(page).toHaveURL(/\/invite\/new$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await drafts()).toEqual([]);

  await start.click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'Loan agreement.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(1),
  });
  await expect(page).toHaveURL(/\/invite\/sr_[^/?]+\?skipUpload=true$/, { timeout: 20_000 });
  await expect(page.getByLabel('Title')).toHaveValue('Loan agreement');
  expect((await drafts()).map((draft) => draft.title)).toEqual(['Loan agreement']);
  // The empty upload step was replaced: Back returns to the dashboard.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard/);
});
