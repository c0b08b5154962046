import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, registerAccount, useSession } from './session';

// Issue 22's journey, in a real browser against the real server and its payment sandbox: a
// free user upgrades to the team plan with a card that asks for 3-D Secure and lands as the
// admin of the new business; adds three seats; replaces the card with one that saves but never
// pays; the sandbox's clock runs past the renewal and its retries, so the business is locked and
// the admin held on the members page; paying again with a good card unlocks it.

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The sandbox's hosted card page (plain HTML served by our server): fill in and save. */
async function saveCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on the card').fill('Fiona Founder');
  await page.getByRole('button', { name: 'Save card' }).click();
}

/** The business as GET /v1/user carries it. */
async function businessOf(request: APIRequestContext, token: string) {
  const user = await request.get('/v1/user', { headers: auth(token) });
  expect(user.status()).toBe(200);
  return ((await user.json()) as { business: { paymentMethod: string; role: string } | null })
    .business;
}

/** The seats the admin's business pays for (getSubscription). */
async function seatsBought(request: APIRequestContext, token: string) {
  const user = await request.get('/v1/user', { headers: auth(token) });
  const { business } = (await user.json()) as { business: { id: string } };
  const subscription = await request.get(`/v2/businesses/${business.id}/subscriptions`, {
    headers: auth(token),
  });
  expect(subscription.status()).toBe(200);
  return ((await subscription.json()) as { seats: { total: number } }).seats.total;
}

/**
 * Moves the sandbox's clock for the customers with this e-mail (tests know only the e-mail;
 * the customer is made with the admin's address, or the company's — whichever the sandbox has).
 */
async function advanceClock(request: APIRequestContext, emails: string[], days: number) {
  const statuses: number[] = [];
  for (const email of emails) {
    const moved = await request.post('/sandbox/payments/clock', { data: { email, days } });
    statuses.push(moved.status());
  }
  expect(statuses, `clock moved for one of ${emails.join(', ')}`).toContain(200);
}

test('a free user buys the team plan, adds seats, is locked by a failing card and pays again', async ({
  page,
  request,
}) => {
  test.slow();
  const id = stamp();
  const admin = `payer-${id}@paraph.example`;
  const office = `office-${id}@paraph.example`;
  const company = `Billing ${id} AG`;
  const session = await registerAccount(request, admin);
  await useSession(page, session);

  // The plans, the team plan monthly (as a link from the pricing page would ask) and its price.
  await page.goto('/upgrade?plan=team&cycle=monthly');
  await expect(page.getByRole('heading', { name: 'Upgrade to a business plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Team' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByText('Charged now')).toBeVisible();
  await expect(price.getByText(/(CHF|EUR)\s\d/).first()).toBeVisible();

  // The company, then the card page: a card that asks for 3-D Secure, completed.
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company e-mail address').fill(office);
  await page.getByText('I accept the general terms and conditions for businesses').click();
  await page.getByText('I accept the data processing agreement').click();
  await page.getByRole('button', { name: 'Continue to the card' }).click();
  await saveCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();

  // Back in the app the payment is made and the new business's admin is welcomed.
  await expect(page).toHaveURL(/\/business\/welcome$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${company} is ready` })).toBeVisible();
  expect(await businessOf(request, session.token)).toMatchObject({
    role: 'admin',
    paymentMethod: 'STRIPE',
  });

  // Three more seats through the "add seats" overlay, at the previewed price.
  await page.goto('/business/billing/plan');
  await page.getByRole('button', { name: 'Add seats' }).click();
  const seats = page.getByRole('textbox', { name: 'Seats in total' });
  await seats.fill(String((await seatsBought(request, session.token)) + 3));
  await seats.press('Tab');
  await expect(page.getByText('Charged now')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and add seats' }).click();
  await expect(page.getByText('Seats updated.').first()).toBeVisible();

  // A card that saves fine and then declines every charge.
  await page.getByRole('button', { name: 'Replace card' }).click();
  await saveCard(page, '4000 0000 0000 0341');
  await expect(page).toHaveURL(/\/business\/billing\/plan/);
  await expect(page.getByText('Your card was saved.').first()).toBeVisible();

  // The renewal fails, then the retries after 3, 5 and 7 days: unpaid, the business locked.
  await advanceClock(request, [admin, office], 32);
  await advanceClock(request, [admin, office], 16);
  await expect
    .poll(async () => (await businessOf(request, session.token))?.paymentMethod, {
      timeout: 30_000,
    })
    .toBe('BLOCKED');
  await page.goto('/business/billing/plan');
  await expect(page).toHaveURL(/\/business\/members$/);

  // Paying again, with a good card: the business is unlocked.
  await page.goto('/business/upgrade');
  await expect(page.getByRole('heading', { name: 'Change your plan' })).toBeVisible();
  await expect(price.getByText('Charged now')).toBeVisible();
  await page.getByRole('button', { name: 'Use another card' }).click();
  await saveCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/business\/welcome$/, { timeout: 20_000 });
  await expect
    .poll(async () => (await businessOf(request, session.token))?.paymentMethod, {
      timeout: 30_000,
    })
    .toBe('STRIPE');
  await page.goto('/business/billing/plan');
  await expect(page).toHaveURL(/\/business\/billing\/plan$/);
});
