import { expect, test, type Page } from '@playwright/test';
import { mailedLink, mailsTo } from './mail';
import { acceptTerms } from './session';

// The account journeys against the real server. Each test signs up its own fresh account:
// the server allows 10 logins per account in 15 minutes.

const password = 'Quiet-harbour-lanterns-42';
const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

async function signIn(page: Page, email: string, secret: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function typeNewPassword(page: Page, label: string, secret: string) {
  await page.getByLabel(label, { exact: true }).fill(secret);
  // The server's live verdict on the password.
  await expect(page.getByText('Strong enough', { exact: true })).toBeVisible();
}

/** Sign-up through the confirmation mail; ends signed in on /welcome. */
async function signUp(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page).toHaveURL(/\/signup\/mail-sent\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await mailedLink(email, '/signup/confirm'));
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await typeNewPassword(page, 'Password', password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The general terms must be accepted first.
  await expect(page.getByText('Please accept the general terms and conditions.')).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Paraph' })).toBeVisible();
}

test('sign-up through the mailed link, then sign out and in again', async ({ page }) => {
  const email = freshEmail('signup');
  await signUp(page, email);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the mail-sent page names the address and sends the link again; the meter judges as the user types', async ({
  page,
}) => {
  const email = freshEmail('resend');
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('We sent the link again. Only the newest link works.')).toBeVisible();
  await mailsTo(email, 2);

  // The newest link works; before submitting anything, the meter answers the typing.
  await page.goto(await mailedLink(email, '/signup/confirm'));
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Too short: use at least 10 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Strong enough', { exact: true })).toBeVisible();
});

test('a used or broken confirmation link says so', async ({ page }) => {
  await page.goto('/signup/confirm?token=cnf_not_a_real_token_000000');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Start the sign-up again' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('password reset through the mailed link', async ({ page }) => {
  const email = freshEmail('reset');
  await signUp(page, email);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/mail-sent$/);

  const newPassword = 'Copper-meadow-whistles-77';
  await page.goto(await mailedLink(email, '/password-reset/new'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await typeNewPassword(page, 'New password', newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/password-reset\/confirm$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('account deletion ends on /bye, and the account is gone', async ({ page }) => {
  const email = freshEmail('delete');
  await signUp(page, email);
  await page.goto('/profile');
  await page.getByLabel('Your password').fill('not the password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');

  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/bye$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

  // /bye only right after the deletion: a fresh visit goes to the index (then to sign-in).
  await page.goto('/bye');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});
