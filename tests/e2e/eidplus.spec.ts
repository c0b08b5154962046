import { expect, test } from '@playwright/test';
import { mailedLink } from './mail';
import { acceptTerms, auth, freshPassword } from './session';

// The eID+ sign-up against the real server: the visitor identifies first (the sandbox
// provider), then creates the account, which carries the verified name and its quality.

const freshEmail = () => `eidplus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

test('a visitor signs up with eID+: identified in person (ZertES), then registered with the verified name at QES', async ({
  page,
  request,
}) => {
  const email = freshEmail();
  await page.goto('/signup/flows/eidplus/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up with eID+' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page).toHaveURL(/\/signup\/mail-sent\?email=.*flow=eidplus/);

  // The mail is every sign-up's; its link hands over to the eID+ page.
  await page.goto(await mailedLink(email, '/signup/confirm'));
  await expect(page).toHaveURL(/\/signup\/flows\/eidplus\/confirm\?token=/);
  await page.getByRole('button', { name: 'Continue with In person at a partner location' }).click();

  // The sandbox provider: a visitor has no name yet, the provider confirms one.
  await expect(page).toHaveURL(/\/sandbox\/identification\/sbx_/);
  await expect(page.getByLabel('First name')).toHaveValue('');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByRole('button', { name: 'Identity confirmed' }).click();

  // Back: the register step shows the verified name instead of asking for it.
  await expect(page).toHaveURL(/\/signup\/flows\/eidplus\/confirm\?.*identification=/);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Vera', { exact: true })).toBeVisible();
  await expect(page.getByText('Visitor', { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(freshPassword);
  await expect(page.getByText('Strong enough', { exact: true })).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const stored = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const { value: token } = JSON.parse(stored ?? '{}') as { value: string };
  const user = await request.get('/v1/user', { headers: auth(token) });
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({
    email,
    firstName: 'Vera',
    lastName: 'Visitor',
    highestQuality: 'qes',
  });
});
