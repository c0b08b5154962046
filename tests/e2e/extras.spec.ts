import { expect, test } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { session, useSession } from './session';

// Issue 23's extras in a real browser against the real server: the demo business's admin sets
// up AES for business on its verified domain (muster-treuhand.example, verified by the demo),
// sees it on /business/extras, turns it off there and on again (the demo keeps it on), and
// books a member to a cost centre that is still there after a reload.

test('an admin sets up AES for business, sees it on the extras page and turns it off', async ({
  page,
  request,
}) => {
  const representative = `E2E Representative ${Date.now()}`;
  await useSession(page, await session(request, demoBusinessAdmin));
  await page.goto('/business/profile/aes-for-business');
  await expect(page.getByRole('heading', { level: 1, name: 'AES for business' })).toBeVisible();

  // A switch's visual track lies over its input: people (and the test) press its label.
  const enabled = page.getByRole('switch', { name: 'Turn on AES for business' });
  if (!(await enabled.isChecked())) await page.getByText('Turn on AES for business').click();
  await page.getByLabel(/^Name of the company’s representative/).fill(representative);
  await page.getByLabel(/^E-mail address of the representative/).fill('bea.boss@paraph.example');
  await page.getByLabel(/^Commercial register number/).fill('CHE-123.456.789');
  const domain = page.getByRole('checkbox', { name: 'muster-treuhand.example' });
  if (!(await domain.isChecked())) await domain.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('AES for business is saved.').first()).toBeVisible();

  await page.goto('/business/extras');
  const toggle = page.getByRole('switch', { name: 'Use AES for business' });
  await expect(page.getByText(`${representative}, bea.boss@paraph.example`)).toBeVisible();
  await expect(toggle).toBeChecked();

  // Off keeps the setup; the complete setup turns on again at once.
  const pressToggle = () => page.getByText('Use AES for business', { exact: true }).click();
  await pressToggle();
  await expect(page.getByText('AES for business is off.').first()).toBeVisible();
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(`${representative}, bea.boss@paraph.example`)).toBeVisible();
  await pressToggle();
  await expect(page.getByText('AES for business is on.').first()).toBeVisible();
  await expect(toggle).toBeChecked();
});

test('an admin books a member to a cost centre, still there after a reload', async ({
  page,
  request,
}) => {
  const costCentre = `E2E ${Date.now()}`;
  await useSession(page, await session(request, demoBusinessAdmin));
  await page.goto('/business/members');
  const edit = page.getByRole('button', { name: /^Edit the cost centre of / }).first();
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit cost centre' });
  await dialog.getByLabel(/^Cost centre/).fill(costCentre);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The cost centre is saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(costCentre)).toBeVisible();
});
