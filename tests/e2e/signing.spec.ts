import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { demo } from './demo';
import { mailed, mailedLink } from './mail';
import { apiToken, signedIn } from './session';
import { finishSigning } from './signing-steps';

const EXIT_HOST = 'https://exit.paraph-e2e.test';

async function samplePdf(title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(title, {
    x: 72,
    y: 760,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** The demo user sends a one-document request to `signer` and gets its id and title. */
async function sendRequest(request: APIRequestContext, token: string, signer: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const title = `E2E signing ${Date.now()}`;
  const created = await request.post('/v3/signature-requests', {
    headers,
    data: {
      title,
      message: 'Please sign.',
      documents: [{ name: 'agreement.pdf', content: await samplePdf(title) }],
      signatures: [{ signer_identity_data: { email_address: signer } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id, title };
}

test('the demo user signs a request addressed to them; the signed PDF is valid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const sent = await sendRequest(request, token, demo.email);

  await signedIn(page, request);
  await page.goto(`/view/${sent.id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(page, demo.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/signed$/);

  const headers = { Authorization: `Bearer ${token}` };
  const signedRequest = (await (
    await request.get(`/v3/signature-requests/${sent.id}`, { headers })
  ).json()) as { status_overall: string; documents: { id: string }[] };
  expect(signedRequest.status_overall).toBe('SIGNED');
  const download = await request.get(
    `/v3/documents/${signedRequest.documents[0]?.id}/download?signed=true`,
    { headers },
  );
  expect(download.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'paraph-signed-')), 'signed.pdf');
  writeFileSync(file, await download.body());
  const pdfsig = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  expect(pdfsig.stdout).toContain('Signature Validation: Signature is Valid.');
});

test('a guest opens the mailed link, signs with the mailed code and leaves to the exitURL', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const guest = `guest-sign-${Date.now()}@example.test`;
  const sent = await sendRequest(request, await apiToken(request), guest);
  const path = await mailedLink(guest, `/view/${sent.id}/`);
  await page.route(`${EXIT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Exit</title><h1>Exit page</h1>' }),
  );

  const exitURL = `${EXIT_HOST}/done`;
  await page.goto(`${path}?exitURL=${encodeURIComponent(exitURL)}&redirectTimeout=10`);
  await expect(page.getByRole('heading', { name: sent.title })).toBeVisible();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  const tan = page.getByRole('dialog', { name: 'Enter your one-time password' });
  await expect(tan).toBeVisible();
  const [, code] = await mailed(guest, /one-time code to sign .+ is (\d{6})\./);
  await tan.getByLabel('One-time password').fill(code ?? '');
  await tan.getByRole('button', { name: 'Sign now' }).click();

  await expect(page.getByRole('dialog', { name: 'Signed', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/You will be redirected in (10|9|8) seconds/)).toBeVisible();
  await expect(page).toHaveURL(exitURL, { timeout: 20_000 });
});

test('a guest declines with a message: off to the declineURL, the owner gets the mail', async ({
  page,
  request,
}) => {
  const guest = `guest-decline-${Date.now()}@example.test`;
  const sent = await sendRequest(request, await apiToken(request), guest);
  const link = await mailedLink(guest, `/view/${sent.id}/`);
  await page.route(`${EXIT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Declined</title><h1>Declined</h1>' }),
  );

  const declineURL = `${EXIT_HOST}/declined`;
  await page.goto(`${link}?declineURL=${encodeURIComponent(declineURL)}`);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline the signature request' });
  const reason = `Clause 4 is wrong (${Date.now()})`;
  await dialog.getByLabel('Message to the sender').fill(reason);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(page).toHaveURL(declineURL);

  await mailed(demo.email, new RegExp(reason.replace(/[()]/g, '\\$&')));
});

test('without a declineURL a declining guest lands on /declined', async ({ page, request }) => {
  const guest = `guest-declined-${Date.now()}@example.test`;
  const sent = await sendRequest(request, await apiToken(request), guest);
  await page.goto(await mailedLink(guest, `/view/${sent.id}/`));
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline the signature request' });
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(page).toHaveURL(/\/declined$/);
});
