import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoEnterpriseAdmin } from './demo';
import { mailedLink } from './mail';
import { finishSigning } from './signing-steps';
import { apiToken, auth, registerAccount, useSession } from './session';
import { samplePdf } from './fixtures/prepare/pdf';

/**
 * The demo's enterprise admin sends `email` a request at `quality` under ZertES; its id. Her
 * business's plan pays invitees' identifications, so video and auto are offered.
 */
async function sendRequest(
  request: APIRequestContext,
  email: string,
  { title, quality }: { title: string; quality: 'AES' | 'QES' },
) {
  const sender = auth(await apiToken(request, demoEnterpriseAdmin));
  const created = await request.post('/v3/signature-requests', {
    headers: sender,
    data: {
      title,
      quality,
      legislation: 'ZERTES',
      documents: [{ name: 'contract.pdf', content: (await samplePdf(1)).toString('base64') }],
      signatures: [{ signer_identity_data: { email_address: email } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, { headers: sender });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id, sender };
}

/** At the sandbox provider's page: the identity is confirmed, and the person is sent back. */
async function confirmAtProvider(page: Page, name = { first: 'Gina', last: 'Guest' }) {
  await expect(page).toHaveURL(/\/sandbox\/identification\/sbx_/);
  // The provider reads the name from the ID document; a guest invited by address has none yet.
  const first = page.getByLabel('First name');
  if (!(await first.inputValue())) {
    await first.fill(name.first);
    await page.getByLabel('Last name').fill(name.last);
  }
  await page.getByRole('button', { name: 'Identity confirmed' }).click();
}

/** The signed PDF passes pdfsig, and our verification reads the quality and law. */
async function expectValidSignature(
  request: APIRequestContext,
  sender: Record<string, string>,
  id: string,
  quality: string,
) {
  const signed = (await (
    await request.get(`/v3/signature-requests/${id}`, { headers: sender })
  ).json()) as { status_overall: string; documents: { id: string }[] };
  expect(signed.status_overall).toBe('SIGNED');
  const documentId = signed.documents[0]!.id;
  const download = await request.get(`/v3/documents/${documentId}/download?signed=true`, {
    headers: sender,
  });
  const file = join(mkdtempSync(join(tmpdir(), 'paraph-ident-')), 'signed.pdf');
  writeFileSync(file, await download.body());
  const pdfsig = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  expect(pdfsig.stdout).toContain('Signature Validation: Signature is Valid.');
  const report = await request.get(`/v3/documents/${documentId}/verification`, {
    headers: sender,
  });
  const [signature] = (
    (await report.json()) as {
      signatures: { quality: string; legislation: string; intact: boolean }[];
    }
  ).signatures;
  expect(signature).toMatchObject({ intact: true, quality, legislation: 'ZERTES' });
}

test('a new user invited to an AES request identifies by video with the sandbox provider, comes back and signs AES under ZertES', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `identify-${Date.now()}@example.ch`;
  await useSession(page, await registerAccount(request, email));
  const { id, sender } = await sendRequest(request, email, {
    title: 'Advanced contract',
    quality: 'AES',
  });

  await page.goto(`/view/${id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your signature' });
  await upgrade.getByRole('button', { name: 'Set up signature standards' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/signature-standards/update\\?sr=${id}`));
  await page
    .getByRole('link', { name: /ZertES|Swiss/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/signature-standards\/zertes\?/);
  await page
    .getByRole('link', { name: /Video identification/ })
    .first()
    .click();
  // ZertES checks the name first; the account's name is the one on the ID here. (The methods
  // page's "Continue with …" links would match a loose name while it is still shown.)
  await expect(page).toHaveURL(/\/personal-details\?/);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/signature-standards\/zertes\/video/);
  await page.getByRole('button', { name: 'Start' }).click();
  await confirmAtProvider(page);

  await expect(page).toHaveURL(
    /\/profile\/signature-standards\/zertes\/video\?.*identification=idn_/,
  );
  await expect(page.getByRole('heading', { name: 'You are identified' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back to the request' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(page, email);
  await expectValidSignature(request, sender, id, 'AES');
});

test('a guest invited to a QES request under ZertES identifies through the sandbox and signs it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const guest = `guest-qes-${Date.now()}@example.ch`;
  const { id, sender } = await sendRequest(request, guest, {
    title: 'Qualified contract',
    quality: 'QES',
  });
  const link = await mailedLink(guest, `/view/${id}/`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your signature' });
  await upgrade.getByRole('button', { name: 'Identify now' }).click();
  await expect(page).toHaveURL(new RegExp(`/direct-sign/identification/zertes\\?sr=${id}`));
  await page
    .getByRole('link', { name: /Automatic identification/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/personal-details\?/);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/direct-sign\/identification\/zertes\/auto/);
  await page.getByRole('button', { name: 'Start' }).click();
  await confirmAtProvider(page);

  await expect(page.getByRole('heading', { name: 'You are identified' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back to the request' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}/`));
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(page, guest);
  await expectValidSignature(request, sender, id, 'QES');
});
