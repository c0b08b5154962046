import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { session, useSession } from './session';

// Issue 21's API users, in a real browser against the real server: the demo business's admin
// creates an API user, sees its secret once, and a program signs in with it (HTTP Basic); the
// secret is reset (the old one is refused at once) and the API user deleted (the new one too).

const basic = (username: string, secret: string) => ({
  Authorization: `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`,
});

/** GET /v1/user as the API user, the first call the page suggests; its status. */
async function whoAmI(request: APIRequestContext, username: string, secret: string) {
  return request.get('/v1/user', { headers: basic(username, secret) });
}

/** Reads the secret from its dialog, copies it (the dialog says so) and closes the dialog. */
async function takeSecret(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: `Secret of ${username}` });
  await expect(dialog.getByText(/it will not be shown again/)).toBeVisible();
  const secret = await dialog.getByLabel('Secret', { exact: true }).inputValue();
  expect(secret).toMatch(/^pk_[A-Za-z0-9]{32,}$/);
  await dialog.getByRole('button', { name: 'Copy the secret' }).click();
  await expect(dialog.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

async function rowAction(page: Page, username: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an admin creates an API user, a program calls with its secret, it is reset and deleted', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const username = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await useSession(page, await session(request, demoBusinessAdmin));
  await page.goto('/business/developers/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API users' })).toBeVisible();
  // The first call names this very server.
  await expect(page.getByText(`${new URL(page.url()).origin}/v1/user`)).toBeVisible();

  // Created: the secret is shown once, then only the row remains.
  await page.getByRole('button', { name: 'Create API user' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API user' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Description').fill('E2E export');
  await create.getByRole('button', { name: 'Create' }).click();
  const secret = await takeSecret(page, username);
  const list = page.getByRole('region', { name: 'Your API users' });
  await expect(list.getByText(username)).toBeVisible();
  await expect(list.getByText('E2E export')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The program's first call.
  const me = await whoAmI(request, username, secret);
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(`${username}@api-users.invalid`);

  // The name is taken now: said on the field.
  await page.getByRole('button', { name: 'Create API user' }).click();
  await create.getByLabel('Username').fill(username);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(
    create.getByText('This username is taken. Please choose another one.'),
  ).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  // The description changes.
  await rowAction(page, username, 'Edit description');
  const edit = page.getByRole('dialog', { name: `Edit ${username}` });
  await edit.getByLabel('Description').fill('E2E export (nightly)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('E2E export (nightly)')).toBeVisible();

  // Reset: the old secret is refused at once, the new one works.
  await rowAction(page, username, 'Reset secret');
  await page
    .getByRole('alertdialog', { name: 'Reset the secret?' })
    .getByRole('button', { name: 'Reset secret' })
    .click();
  const renewed = await takeSecret(page, username);
  expect(renewed).not.toBe(secret);
  expect((await whoAmI(request, username, secret)).status()).toBe(401);
  expect((await whoAmI(request, username, renewed)).status()).toBe(200);

  // Deleted: gone from the list, and its secret no longer works.
  await rowAction(page, username, 'Delete');
  await page
    .getByRole('alertdialog', { name: 'Delete the API user?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('API user deleted.')).toBeVisible();
  await expect(list.getByText(username)).toHaveCount(0);
  expect((await whoAmI(request, username, renewed)).status()).toBe(401);
});
