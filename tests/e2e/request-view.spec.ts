import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { demo } from './demo';
import { mailedLink, mailWithSubject } from './mail';
import { apiToken, auth, registerAccount, signedIn, useSession } from './session';

// The request page against the real server. Requests that the test changes are made fresh
// through the API, so the seeded demo requests stay as the other journeys expect them.

const alex = { email: 'alex@paraph.example', password: demo.password };
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

interface Listed {
  id: string;
  title: string;
  documents: { id: string; name: string }[];
}

async function demoRequest(request: APIRequestContext, token: string, title: string) {
  const answer = await request.get('/v3/signature-requests?view=all&size=50', {
    headers: auth(token),
  });
  const { items } = (await answer.json()) as { items: Listed[] };
  const found = items.find((item) => item.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}

/** An open request of `token`'s account, with a copy of a demo PDF and the given signers. */
async function openRequest(
  request: APIRequestContext,
  token: string,
  title: string,
  signers: string[],
) {
  const source = await demoRequest(
    request,
    await apiToken(request),
    'Freelance contract – website redesign',
  );
  const pdf = await request.get(`/v3/documents/${source.documents[0]!.id}/download`, {
    headers: auth(await apiToken(request)),
  });
  const created = await request.post('/v3/signature-requests', {
    headers: auth(token),
    data: {
      title,
      message: 'Please sign.',
      documents: [{ name: 'contract.pdf', content: (await pdf.body()).toString('base64') }],
      signatures: signers.map((email) => ({ signer_identity_data: { email_address: email } })),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: auth(token),
  });
  expect(sent.ok()).toBe(true);
  return id;
}

/** Opens `path` signed in as the demo user, with the session the API login made. */
async function openSignedIn(page: Page, request: APIRequestContext, path: string) {
  await signedIn(page, request);
  await page.goto(path);
}

const mailText = async (to: string, subject: RegExp) =>
  (await mailWithSubject(to, subject)).text ?? '';

test('the sender reminds, manages observers and signers, and withdraws with a message', async ({
  page,
  request,
}) => {
  const signer = unique('signer');
  const title = `Withdraw journey ${Date.now()}`;
  const id = await openRequest(request, await apiToken(request), title, [signer]);

  await openSignedIn(page, request, `/view/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(signer).first()).toBeVisible();

  await page.getByRole('button', { name: 'Remind signers' }).click();
  await expect(page.getByText('The signers have been reminded.')).toBeVisible();
  await page.getByRole('button', { name: 'Remind signers' }).click();
  // The second within the hour: RATE_LIMITED, said as what it means for a reminder.
  await expect(
    page.getByText('The signers were reminded less than an hour ago. Please try again later.'),
  ).toBeVisible();

  const observer = unique('observer');
  await page.getByRole('button', { name: 'Add observer' }).click();
  const addObserver = page.getByRole('dialog', { name: 'Add observer' });
  await addObserver.getByLabel('E-mail').fill(observer);
  await addObserver.getByRole('button', { name: 'Add observer' }).click();
  await expect(addObserver).toBeHidden();
  await expect(page.getByText('The observer has been added.')).toBeVisible();
  // Removing is in the observer's row menu.
  await page.getByRole('button', { name: `Actions for ${observer}` }).click();
  await page.getByRole('menuitem', { name: `Remove ${observer}` }).click();
  await expect(page.getByText('The observer has been removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${observer}` })).toBeHidden();

  // A second time the same signer: the server refuses and the dialog stays open with the reason.
  await page.getByRole('button', { name: 'Add signer' }).click();
  const addSigner = page.getByRole('dialog', { name: 'Add signer' });
  await addSigner.getByLabel('E-mail').fill(signer);
  await addSigner.getByRole('button', { name: 'Add signer' }).click();
  await expect(addSigner.getByRole('alert')).toContainText('Failed to invite signer');
  const second = unique('second');
  await addSigner.getByLabel('E-mail').fill(second);
  await addSigner.getByLabel('First name').fill('Sam');
  await addSigner.getByLabel('Last name').fill('Second');
  await addSigner.getByRole('button', { name: 'Add signer' }).click();
  await expect(addSigner).toBeHidden();
  await expect(page.getByText('Sam Second', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const withdraw = page.getByRole('alertdialog', { name: 'Withdraw request' });
  await withdraw.getByLabel('Message to the signers (optional)').fill('The offer has changed.');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw).toBeHidden();
  await expect(page.getByText('The request has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeHidden();
  await expect(page.getByText('The offer has changed.')).toBeVisible();

  // Withdrawn for everyone: the request and each signature, and the signers are told by mail.
  const answer = await request.get(`/v3/signature-requests/${id}`, {
    headers: auth(await apiToken(request)),
  });
  const withdrawn = (await answer.json()) as {
    status_overall: string;
    signatures: { status_code: string }[];
  };
  expect(withdrawn.status_overall).toBe('WITHDRAWN');
  expect(withdrawn.signatures.map((entry) => entry.status_code)).toEqual([
    'WITHDRAWN',
    'WITHDRAWN',
  ]);
  for (const to of [signer, second]) {
    expect(await mailText(to, /has been withdrawn/)).toContain('The offer has changed.');
  }
});

test('downloads the original document and the ZIP of a demo request', async ({ page, request }) => {
  const title = 'Freelance contract – website redesign';
  const { id } = await demoRequest(request, await apiToken(request), title);
  await openSignedIn(page, request, `/view/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);

  const original = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download freelance-contract.pdf' }).click();
  expect((await original).suggestedFilename()).toBe('freelance-contract.pdf');

  const zip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
});

test('the viewer fetches the font data a PDF names without embedding it', async ({
  page,
  request,
}) => {
  // Form check marks are usually ZapfDingbats, never embedded and without a system
  // equivalent: pdf.js draws them from the font data the build ships.
  const pdf = await PDFDocument.create();
  const marks = await pdf.embedFont(StandardFonts.ZapfDingbats);
  pdf.addPage([595, 842]).drawText('✔', { x: 72, y: 760, size: 24, font: marks });
  const token = await apiToken(request);
  const created = await request.post('/v3/signature-requests', {
    headers: auth(token),
    data: {
      title: `Check marks ${Date.now()}`,
      message: 'Please check.',
      signatures: [{ signer_identity_data: { email_address: unique('signer') } }],
      documents: [{ name: 'form.pdf', content: Buffer.from(await pdf.save()).toString('base64') }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const fontData = page.waitForResponse((response) =>
    /\/assets\/pdfjs-[\d.]+\/standard_fonts\/FoxitDingbats\.pfb$/.test(response.url()),
  );
  await openSignedIn(page, request, `/view/${id}`);
  const response = await fontData;
  expect(response.status()).toBe(200);
  expect((await response.body()).byteLength).toBeGreaterThan(10_000);
});

test("a stranger's request shows the 404 page", async ({ page, request }) => {
  const id = await openRequest(request, await apiToken(request, alex), 'Not for Dana', [
    unique('guest'),
  ]);
  await openSignedIn(page, request, `/view/${id}`);
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Not for Dana')).toBeHidden();
});

test('only an account under the invited address claims a request through its /sendto link', async ({
  browser,
  page,
  request,
}) => {
  const guest = unique('claim');
  const title = `Claim journey ${Date.now()}`;
  const id = await openRequest(request, await apiToken(request, alex), title, [guest]);
  const link = await mailedLink(guest, '/sendto/');

  // The demo user holds the forwarded mail: the page explains, and offers no claim.
  const forwarded = await browser.newPage();
  await openSignedIn(forwarded, request, link);
  await expect(forwarded.getByText(`asked ${guest} to sign “${title}”`)).toBeVisible();
  await expect(forwarded.getByText(/sent to another e-mail address/)).toBeVisible();
  await expect(forwarded.getByRole('button', { name: 'Add to my account' })).toHaveCount(0);
  await forwarded.close();

  // The invitee opens an account under that address after the invitation, and claims it.
  await useSession(page, await registerAccount(request, guest));
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByText(`asked ${guest} to sign “${title}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${guest} (you)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delegate signature' })).toBeVisible();
});

test('preloading and reading a request records no view; opening its page records one', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const title = `Views ${Date.now()}`;
  const id = await openRequest(request, token, title, [unique('signer')]);
  const url = `/v3/signature-requests/${id}`;
  const views = async () => {
    const answer = await request.get(`${url}/events`, { headers: auth(token) });
    const { events } = (await answer.json()) as { events: { type: string }[] };
    return events.filter((event) => event.type === 'VIEWED').length;
  };
  const isView = (response: { url(): string; request(): { method(): string } }) =>
    response.request().method() === 'POST' && response.url().endsWith(`${url}/view`);

  await openSignedIn(page, request, `/dashboard?tab=inbox&filter=all&search=${title}`);
  const row = page.getByRole('link', { name: title });
  const preloaded = page.waitForResponse((response) => response.url().endsWith(url));
  await row.hover();
  await preloaded;
  for (const path of ['', '/events', '/lock-status']) {
    expect((await request.get(`${url}${path}`, { headers: auth(token) })).ok()).toBe(true);
  }
  expect(await views()).toBe(0);

  const recorded = page.waitForResponse(isView);
  await row.click();
  expect((await recorded).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await views()).toBe(1);
});

test('at 390 px the request page and the guest page fit the screen, and the code field takes the focus', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = { width: 390, height: 844 };
  const scrollWidth = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth);
  const guest = unique('guest-narrow');
  const title = `Narrow ${Date.now()}`;
  const id = await openRequest(request, await apiToken(request), title, [guest]);

  await page.setViewportSize(phone);
  await openSignedIn(page, request, `/view/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Page 1' }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await scrollWidth(page)).toBeLessThanOrEqual(phone.width);

  // The guest, from the mailed link, in a browser of their own.
  const context = await browser.newContext({ viewport: phone });
  const guestPage = await context.newPage();
  await guestPage.goto(await mailedLink(guest, `/view/${id}/`));
  await expect(guestPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guestPage.getByRole('group', { name: 'Page 1' }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await scrollWidth(guestPage)).toBeLessThanOrEqual(phone.width);

  // The first Tab stops are the skip links: the layout's to the content, the page's to the
  // document.
  await guestPage.keyboard.press('Tab');
  await expect(guestPage.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await guestPage.keyboard.press('Tab');
  await expect(guestPage.getByRole('link', { name: 'Skip to the document' })).toBeFocused();

  await guestPage.getByRole('button', { name: 'Sign', exact: true }).click();
  const tan = guestPage.getByRole('dialog', { name: 'Enter your one-time password' });
  await expect(tan).toBeVisible();
  await expect(tan.getByRole('textbox', { name: 'One-time password' })).toBeFocused();
  await context.close();
});
