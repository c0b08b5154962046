import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './mail';
import { acceptTerms, apiToken, auth, freshPassword, registerAccount, useSession } from './session';

// Issue 20's journey, in a real browser against the real server: a company signs up through
// the mailed link, invites a colleague with an account and one without, both join, one becomes
// admin, a member is kept out of the business pages, and once the trial is over the admin is
// held on the members page.

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const address = (label: string, id: string) => `${label}-${id}@paraph.example`;

async function typeNewPassword(page: Page, secret: string) {
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await expect(page.getByText('Strong enough', { exact: true })).toBeVisible();
}

test('a company signs up, invites two colleagues who join, and its trial ends', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = stamp();
  const company = `Journey ${id} AG`;
  const admin = address('founder', id);
  const colleague = address('colleague', id);
  const newcomer = address('newcomer', id);

  // The sign-up: the admin's address, then the company; the link comes by mail.
  await page.goto('/business/signup');
  await page.getByLabel('Your e-mail address').fill(admin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/business\/signup\/steps\?email=/);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company e-mail address').fill(`office-${id}@paraph.example`);
  await page.getByText('I accept the general terms and conditions for businesses').click();
  await page.getByText('I accept the data processing agreement').click();
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await mailedLink(admin, '/signup/confirm'));
  await expect(page.getByRole('heading', { name: `Register ${company}` })).toBeVisible();
  await page.getByLabel('First name').fill('Fiona');
  await page.getByLabel('Last name').fill('Founder');
  await typeNewPassword(page, freshPassword);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/business\/welcome$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${company} is ready` })).toBeVisible();

  // A colleague who already has an account, and an address new to the product.
  const colleagueSession = await registerAccount(request, colleague);
  await page.goto('/business/members');
  await page.getByRole('button', { name: 'Add members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add members' });
  await dialog.getByLabel('E-mail addresses').fill(`${colleague}, ${newcomer}`);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('2 people invited.')).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Pending invitations' });
  await expect(invitations.getByText(colleague)).toBeVisible();
  await expect(invitations.getByText(newcomer)).toBeVisible();

  // The colleague is asked on their next visit and joins.
  const colleaguePage = await browser.newPage();
  await useSession(colleaguePage, colleagueSession);
  await colleaguePage.goto(await mailedLink(colleague, '/?business_invite='));
  const ask = colleaguePage.getByRole('dialog', { name: `Join ${company}?` });
  await ask.getByRole('button', { name: 'Join' }).click();
  await expect(colleaguePage.getByText(`Welcome to ${company}.`)).toBeVisible();

  // The newcomer registers through their invitation's sign-up link and is in at once.
  const link = await mailedLink(newcomer, '/signup/confirm');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const registered = await request.post('/v1/register', {
    data: {
      firstName: 'Nico',
      lastName: 'Newcomer',
      password: freshPassword,
      token,
      gtc: true,
      language: 'en-gb',
    },
  });
  expect(registered.status()).toBe(201);
  const newcomerSession = (await registered.json()) as { token: string; expiresAt: string };
  const newcomerUser = await request.get('/v1/user', { headers: auth(newcomerSession.token) });
  expect((await newcomerUser.json()).business).toMatchObject({ name: company, role: 'member' });

  // Both are members now; the colleague becomes an admin.
  await page.reload();
  const people = page.getByRole('region', { name: 'Members and admins' });
  await expect(people.getByText(newcomer)).toBeVisible();
  await people
    .getByRole('button', { name: /^Make .* an admin$/ })
    .first()
    .click();
  await expect(people.getByRole('button', { name: /^Make .* a member$/ })).toHaveCount(2);
  const colleagueUser = await request.get('/v1/user', { headers: auth(colleagueSession.token) });
  expect((await colleagueUser.json()).business).toMatchObject({ role: 'admin' });

  // A plain member opening the business pages is sent home and told why.
  const newcomerPage = await browser.newPage();
  await useSession(newcomerPage, newcomerSession);
  await newcomerPage.goto('/business');
  await expect(newcomerPage).toHaveURL(/\/dashboard/);
  await expect(
    newcomerPage.getByText('Only business admins can open the business pages.'),
  ).toBeVisible();

  // The trial ends by the clock: the sandbox's trial clock lets 15 days pass for this business
  // alone, and the scheduled trial-expiry job ends it; admins are held on the members page.
  const founderToken = await apiToken(request, { email: admin, password: freshPassword });
  const moved = await request.post('/sandbox/businesses/trial-clock', {
    headers: auth(founderToken),
    data: { days: 15 },
  });
  expect(moved.status()).toBe(200);
  expect(await moved.json()).toMatchObject({ paymentMethod: 'NEEDS_PAYMENT_METHOD' });
  for (const elsewhere of ['/business/profile', '/business/settings', '/dashboard']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL(/\/business\/members$/);
  }
  await colleaguePage.close();
  await newcomerPage.close();
});

test('an admin cancels the trial from the profile page', async ({ page, request }) => {
  const id = stamp();
  const admin = address('canceller', id);
  const session = await registerAccount(request, admin);
  const created = await request.post('/v2/businesses', {
    headers: auth(session.token),
    data: {
      name: `Cancel ${id} AG`,
      email: admin,
      country: 'CH',
      gtc_accepted: true,
      dpa_accepted: true,
    },
  });
  expect(created.status()).toBe(201);

  await useSession(page, session);
  await page.goto('/business/profile');
  await page.getByRole('button', { name: 'Cancel trial' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel the trial?' })
    .getByRole('button', { name: 'Cancel trial' })
    .click();
  await expect(page.getByRole('region', { name: 'Free trial' })).toBeHidden();
  const user = await request.get('/v1/user', { headers: auth(session.token) });
  expect((await user.json()).business).toMatchObject({ paymentMethod: 'NEEDS_PAYMENT_METHOD' });
});
