import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, auth } from './session';

/**
 * Starts an empty draft through the API and uploads the file on its /invite/{id} page; ends on
 * the signers step.
 */
export async function draftWithDocument(
  sender: Page,
  request: APIRequestContext,
  title: string,
  file: { name: string; buffer: Buffer },
): Promise<string> {
  const draft = await request.post('/v3/signature-requests', {
    headers: auth(await apiToken(request)),
    data: { title, documents: [], signatures: [] },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };

  await sender.goto(`/invite/${id}`);
  await expect(sender.getByText('No documents yet.')).toBeVisible();
  await sender.locator('input[type=file]').setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect(sender.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  await sender.getByRole('button', { name: 'Continue' }).click();
  await expect(sender.getByLabel('Title')).toHaveValue(title);
  return id;
}

const signerCard = (page: Page, index: number) =>
  page.getByRole('list', { name: 'Signers' }).getByRole('listitem').nth(index);

export async function addSigner(
  page: Page,
  index: number,
  email: string,
  first: string,
  last: string,
) {
  await page.getByRole('button', { name: 'Add signer' }).click();
  await signerCard(page, index).getByRole('combobox', { name: 'E-mail' }).fill(email);
  // The address suggestions would hide the rest of the page from the next steps.
  await page.keyboard.press('Escape');
  await signerCard(page, index).getByRole('textbox', { name: 'First name' }).fill(first);
  await signerCard(page, index).getByRole('textbox', { name: 'Last name' }).fill(last);
}
