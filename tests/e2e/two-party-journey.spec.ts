import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { demo } from './demo';
import { addSigner, draftWithDocument } from './prepare-steps';
import { finishSigning } from './signing-steps';
import { mailedLink, mailWithSubject, outbox } from './mail';
import {
  acceptTerms,
  apiToken,
  auth,
  freshPassword as password,
  registerAccount,
  signedIn,
  useSession,
} from './session';

// The "Done when" journey: a sender, a guest and an account signer, each in their own
// browser context, from the upload to the PDF with two valid signatures. The demo user sends
// (signed in through the API session, session.ts: the login form has its own tests).

const EXIT_HOST = 'https://exit.paraph-e2e.test';
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

async function samplePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(title, { x: 56, y: 770, size: 18, font });
  return Buffer.from(await pdf.save());
}

/** Sign-up through the mailed confirmation link, as a visitor would; ends signed in. */
async function signUp(page: Page, email: string, firstName: string, lastName: string) {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page).toHaveURL(/\/signup\/mail-sent\?email=/);
  await page.goto(await mailedLink(email, '/signup/confirm'));
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Strong enough', { exact: true })).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

async function placeBox(page: Page, name: string) {
  await page.getByRole('button', { name: /Place the box of/ }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Add box to page 1' }).click();
  await expect(
    page.getByRole('button', { name: `Signature box of ${name}, page 1` }),
  ).toBeVisible();
}

interface RequestState {
  status_overall: string;
  documents: { id: string }[];
  signatures: { account_email: string; status_code: string }[];
}

async function requestState(request: APIRequestContext, id: string): Promise<RequestState> {
  const answer = await request.get(`/v3/signature-requests/${id}`, {
    headers: auth(await apiToken(request)),
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as RequestState;
}

const statuses = (state: RequestState) =>
  Object.fromEntries(state.signatures.map((entry) => [entry.account_email, entry.status_code]));

test('sender, account signer and guest: upload, place, send, both sign, two valid signatures', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Two-party journey ${Date.now()}`;
  const guest = unique('guest');
  const member = unique('member');

  // The account signer signs up through the mailed link, in their own browser.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUp(memberPage, member, 'Mia', 'Member');

  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await signedIn(sender, request);
  const id = await draftWithDocument(sender, request, title, {
    name: 'journey.pdf',
    buffer: await samplePdf(title),
  });

  await addSigner(sender, 0, guest, 'Gina', 'Guest');
  await addSigner(sender, 1, member, 'Mia', 'Member');
  await placeBox(sender, 'Gina Guest');
  await placeBox(sender, 'Mia Member');

  await sender.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = sender.getByRole('dialog', { name: 'Send the request?' });
  await expect(confirm).toContainText('2 signers will be invited by e-mail to sign 1 document.');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(sender).toHaveURL(new RegExp(`/view/${id}$`), { timeout: 20_000 });
  await expect(sender.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await requestState(request, id)).status_overall).toBe('OPEN');

  // The account signer: dashboard, "To sign", open, Sign.
  await mailWithSubject(member, /asks you to sign/);
  await memberPage.goto('/dashboard?tab=inbox&filter=toSign');
  const table = memberPage.getByRole('table');
  await table.getByRole('link', { name: title }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/view/${id}`));
  await memberPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(memberPage, member);
  await memberPage.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(memberPage).toHaveURL(/\/signed$/);
  expect(statuses(await requestState(request, id))[member]).toBe('SIGNED');

  // The guest: the mailed link, the mailed code, the countdown, off to the exitURL.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.route(`${EXIT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Exit</title><h1>Exit page</h1>' }),
  );
  const exitURL = `${EXIT_HOST}/thanks`;
  const link = await mailedLink(guest, `/view/${id}/`);
  await guestPage.goto(`${link}?exitURL=${encodeURIComponent(exitURL)}&redirectTimeout=10`);
  await expect(guestPage.getByRole('heading', { name: title })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(guestPage, guest);
  await expect(guestPage.getByText(/You will be redirected in (10|9|8|7) seconds/)).toBeVisible();
  await expect(guestPage).toHaveURL(exitURL, { timeout: 20_000 });

  // Everyone is done: the request is signed, and everyone hears of it by mail.
  const done = await requestState(request, id);
  expect(done.status_overall).toBe('SIGNED');
  expect(statuses(done)).toEqual({ [guest]: 'SIGNED', [member]: 'SIGNED' });
  for (const to of [demo.email, guest, member]) {
    await mailWithSubject(to, new RegExp(`“${title}” has been signed by everyone`));
  }

  // The sender downloads the signed PDF from the request view: two signatures, both valid.
  await sender.reload();
  const download = sender.waitForEvent('download');
  await sender.getByRole('button', { name: 'Download signed journey.pdf' }).click();
  const file = join(mkdtempSync(join(tmpdir(), 'paraph-journey-')), 'signed.pdf');
  await (await download).saveAs(file);
  const pdfsig = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  expect(pdfsig.status, pdfsig.stderr).toBe(0);
  expect(pdfsig.stdout.match(/^Signature #\d+:/gm)).toHaveLength(2);
  expect(pdfsig.stdout.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);

  await Promise.all([memberContext.close(), senderContext.close(), guestContext.close()]);
});

test('an account signer declines: the request ends declined for everyone, the sender is told', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Decline journey ${Date.now()}`;
  const guest = unique('guest-declined');
  const member = unique('member-declines');
  const memberSession = await registerAccount(request, member);

  const created = await request.post('/v3/signature-requests', {
    headers: auth(await apiToken(request)),
    data: {
      title,
      message: 'Please sign.',
      documents: [{ name: 'offer.pdf', content: (await samplePdf(title)).toString('base64') }],
      signatures: [guest, member].map((email) => ({
        signer_identity_data: { email_address: email },
      })),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: auth(await apiToken(request)),
  });
  expect(sent.status()).toBe(200);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useSession(memberPage, memberSession);
  await memberPage.goto('/dashboard?tab=inbox&filter=toSign');
  await memberPage.getByRole('table').getByRole('link', { name: title }).click();
  await memberPage.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = memberPage.getByRole('alertdialog', { name: 'Decline the signature request' });
  const reason = `The price is wrong (${Date.now()})`;
  await dialog.getByLabel('Message to the sender').fill(reason);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toBeHidden();

  // The request and the decliner's signature are DECLINED; the guest can no longer sign.
  await expect.poll(async () => (await requestState(request, id)).status_overall).toBe('DECLINED');
  const state = await requestState(request, id);
  expect(statuses(state)[member]).toBe('DECLINED');
  const declined = await mailWithSubject(demo.email, new RegExp(`has declined to sign “${title}”`));
  expect(declined.text).toContain(reason);

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(await mailedLink(guest, `/view/${id}/`));
  await expect(guestPage.getByText('This request can no longer be signed.')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Sign', exact: true })).toBeHidden();

  // The sender's view shows it, with the reason in the history.
  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await signedIn(sender, request);
  await sender.goto(`/view/${id}`);
  await expect(sender.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(sender.getByText(reason)).toBeVisible();
  await expect(sender.getByRole('button', { name: 'Withdraw request' })).toBeHidden();
  // Declining tells the sender only; the signers who did nothing get no outcome mail.
  expect((await outbox(guest)).map((mail) => mail.subject)).not.toContainEqual(
    expect.stringMatching(/declined/),
  );

  await Promise.all([memberContext.close(), guestContext.close(), senderContext.close()]);
});
