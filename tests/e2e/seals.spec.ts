import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { auth, session, useSession } from './session';

// Issue 21's seal pages, in a real browser against the real server: the demo business's admin
// opens the business's seal from the navigation, renames it, lets Nina apply it (Bea and Marco
// may from the start) and takes that back — and leaves the seal as it was found.

interface Seal {
  accountName: string;
  displayName: string;
  members?: string[];
}

/** The demo business's first seal as the API has it now (a run before may have renamed it). */
async function demoSeal(request: APIRequestContext, token: string) {
  const user = await request.get('/v1/user', { headers: auth(token) });
  const { business } = (await user.json()) as { business: { id: string } };
  const answer = await request.get(`/v1/businesses/${business.id}/seals`, {
    headers: auth(token),
  });
  expect(answer.status()).toBe(200);
  const { seals } = (await answer.json()) as { seals: Seal[] };
  expect(seals.length).toBeGreaterThan(0);
  return { businessId: business.id, seal: seals[0]! };
}

test('an admin renames the business seal, lets a member apply it and takes that back', async ({
  page,
  request,
}) => {
  const admin = await session(request, demoBusinessAdmin);
  const { businessId, seal } = await demoSeal(request, admin.token);
  const renamed = `Muster Treuhand AG seal ${Date.now()}`;
  await useSession(page, admin);

  // The business navigation leads to the seals, the list to the seal.
  await page.goto('/business/dashboard');
  await page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Seals', exact: true })
    .click();
  await expect(page).toHaveURL(/\/business\/seals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seals' })).toBeVisible();
  await page.getByRole('link', { name: seal.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/business/seals/${seal.accountName}$`));
  await expect(page.getByRole('heading', { level: 1, name: seal.displayName })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Rename: an empty name is refused in the dialog, a new one is saved.
  await page.getByRole('button', { name: 'Rename the seal' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the seal' });
  const field = rename.getByLabel('Display name');
  await field.fill('');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByText('Enter a name for the seal.')).toBeVisible();
  await field.fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The seal was renamed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Nina may apply the seal…
  const members = page.getByRole('region', { name: 'Members who may apply it' });
  await members.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members to the seal' });
  // By keyboard, as a user would tick it (the box's drawing lies over the native input).
  const nina = add.getByRole('checkbox', { name: /Nina Nussbaum/ });
  await nina.focus();
  await page.keyboard.press('Space');
  await expect(nina).toBeChecked();
  await add.getByRole('button', { name: 'Add 1 member' }).click();
  await expect(page.getByText('The member may now apply the seal.')).toBeVisible();
  await expect(members.getByText('Nina Nussbaum')).toBeVisible();

  // …and no longer.
  await members.getByRole('button', { name: 'Remove Nina Nussbaum from the seal' }).click();
  await expect(page.getByText('The member may no longer apply the seal.')).toBeVisible();
  await expect(members.getByText('Nina Nussbaum')).toHaveCount(0);

  // The seal gets its name back, through the API: the journey leaves the demo as it found it.
  const restored = await request.put(`/v1/businesses/${businessId}/seals/${seal.accountName}`, {
    headers: auth(admin.token),
    data: { displayName: seal.displayName },
  });
  expect(restored.status()).toBe(200);
});
