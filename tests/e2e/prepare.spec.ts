import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo } from './demo';
import { mailTo } from './fixtures/prepare/outbox';
import { samplePdf } from './fixtures/prepare/pdf';
import { signedIn } from './session';

async function signIn(page: Page, request: APIRequestContext) {
  await signedIn(page, request);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
}

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('accessToken') ?? '{}').value as string);

/**
 * A draft made through the API, without documents (as an integration may leave one): its
 * /invite/{id} page starts with the upload step.
 */
async function emptyDraft(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/v3/signature-requests', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { title, documents: [], signatures: [] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apiGet(page: Page, path: string) {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

const signerCard = (page: Page, index: number) =>
  page.getByRole('list', { name: 'Signers' }).getByRole('listitem').nth(index);

test('upload, add two signers, place their boxes, save, reload and send', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const guest = `guest-${Date.now()}@example.com`;
  await signIn(page, request);
  const id = await emptyDraft(page, 'Service agreement');
  await page.goto(`/invite/${id}`);
  await expect(page.getByText('No documents yet.')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'service-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(),
  });
  await expect(page.getByRole('button', { name: 'Remove service-agreement.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Service agreement');

  await page.getByRole('button', { name: 'Add signer' }).click();
  await signerCard(page, 0).getByRole('combobox', { name: 'E-mail' }).fill(demo.email);
  await signerCard(page, 0).getByRole('textbox', { name: 'First name' }).fill('Dana');
  await signerCard(page, 0).getByRole('textbox', { name: 'Last name' }).fill('Demo');
  await page.getByRole('button', { name: 'Add signer' }).click();
  await signerCard(page, 1).getByRole('combobox', { name: 'E-mail' }).fill(guest);
  await signerCard(page, 1).getByRole('textbox', { name: 'First name' }).fill('Gina');
  await signerCard(page, 1).getByRole('textbox', { name: 'Last name' }).fill('Guest');

  // Gina's box: placed and moved with the keyboard only. "Add box" aims at the last page and
  // puts the box below its text (the heading ends 76.4 pt from the top, plus a 12 pt gap).
  await page.getByRole('button', { name: /Place the box of/ }).click();
  await page.getByRole('option', { name: 'Gina Guest' }).click();
  await page.getByRole('button', { name: 'Add box to page 2' }).click();
  const ginaBox = page.getByRole('button', { name: 'Signature box of Gina Guest, page 2' });
  await expect(ginaBox).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('PageUp');
  await expect(
    page.getByRole('button', { name: 'Signature box of Gina Guest, page 1' }),
  ).toBeFocused();

  // Dana's box: placed, then dragged with the pointer.
  await page.getByRole('button', { name: /Place the box of/ }).click();
  await page.getByRole('option', { name: 'Dana Demo' }).click();
  await page.getByRole('button', { name: 'Add box to page 2' }).click();
  const danaBox = page.getByRole('button', { name: 'Signature box of Dana Demo, page 2' });
  const start = (await danaBox.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + 80, start.y + 120, { steps: 5 });
  await page.mouse.up();
  const end = (await danaBox.boundingBox())!;
  expect(end.x).toBeGreaterThan(start.x + 40);
  expect(end.y).toBeGreaterThan(start.y + 80);

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('The draft is saved.')).toBeVisible({ timeout: 20_000 });

  const saved = await apiGet(page, `/v3/signature-requests/${id}`);
  const position = (email: string) =>
    saved.signatures.find(
      (signature: { account_email: string }) => signature.account_email === email,
    ).document_signatures[0].visual_signature.positions[0];
  expect(position(guest)).toMatchObject({ page: 0, x: 44, y: 112, width: 236, height: 112 });
  expect(position(demo.email).page).toBe(1);
  expect(position(demo.email).x).toBeGreaterThan(36);

  await page.reload();
  // Opened without skipUpload, the page starts at its documents step.
  await expect(page.getByRole('button', { name: 'Remove service-agreement.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(signerCard(page, 0).getByRole('combobox', { name: 'E-mail' })).toHaveValue(
    demo.email,
  );
  await expect(signerCard(page, 1).getByRole('combobox', { name: 'E-mail' })).toHaveValue(guest);
  await expect(
    page.getByRole('button', { name: 'Signature box of Gina Guest, page 1' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Signature box of Dana Demo, page 2' }),
  ).toBeAttached();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the request?' });
  await expect(dialog).toContainText('2 signers will be invited by e-mail to sign 1 document.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`), { timeout: 20_000 });

  expect((await apiGet(page, `/v3/signature-requests/${id}`)).status_overall).toBe('OPEN');
  await expect.poll(() => mailTo(guest, `/view/${id}/`), { timeout: 10_000 }).not.toBeNull();
});

test('a file that is not a PDF shows the error and creates nothing', async ({ page, request }) => {
  await signIn(page, request);
  const id = await emptyDraft(page, 'Nothing to sign');
  await page.goto(`/invite/${id}`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByText('This file type is not allowed')).toBeVisible();
  // Named .pdf but not one: refused by its content, still before anything is created.
  await page.locator('input[type=file]').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('This file is not a PDF document.')).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  expect((await apiGet(page, `/v3/signature-requests/${id}`)).documents).toEqual([]);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('/upload makes a draft and opens /invite/{id} past its upload step', async ({
  page,
  request,
}) => {
  // The demo account is on an older free plan, which may open /upload.
  await signIn(page, request);
  await page.getByRole('link', { name: 'New signature request' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await page.locator('input[type=file]').setInputFiles({
    name: 'rental-contract.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(),
  });
  await expect(page).toHaveURL(/\/invite\/[^/?]+\?skipUpload=true$/, { timeout: 20_000 });
  // Straight to the details: the documents step is skipped.
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByText('No documents yet.')).toHaveCount(0);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const draft = await apiGet(page, `/v3/signature-requests/${id}`);
  expect(draft.status_overall).toBe('DRAFT');
  expect(draft.documents).toHaveLength(1);
});
