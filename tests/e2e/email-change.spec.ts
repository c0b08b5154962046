import { expect, test } from '@playwright/test';
import { mailedLink, mailWithSubject } from './mail';
import { freshPassword, registerAccount, useSession } from './session';

// Changing the e-mail address against the real server: the settings send a link to the new
// address, the link's page changes it, and the new address is the one to sign in with.

const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

test('a new address is confirmed through its mailed link and then signs in', async ({
  page,
  request,
}) => {
  const oldEmail = freshEmail('email-old');
  const newEmail = freshEmail('email-new');
  await useSession(page, await registerAccount(request, oldEmail));

  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText(oldEmail)).toBeVisible();
  await section.getByLabel(/^New e-mail address/).fill(newEmail);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(
    `We sent a confirmation link to ${newEmail}.`,
  );
  await mailWithSubject(oldEmail, /change of your Paraph e-mail address/);

  await page.goto(await mailedLink(newEmail, '/profile/confirm'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mail address changed' }),
  ).toBeVisible();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

  const withNew = await request.post('/v1/login', {
    data: { email: newEmail, password: freshPassword },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/v1/login', {
    data: { email: oldEmail, password: freshPassword },
  });
  expect(withOld.status()).toBe(401);
});
