import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { demoBusinessAdmin, demoBusinessMember } from './demo';
import { finishSigning } from './signing-steps';
import { apiToken, auth, signedIn } from './session';

// The signer group journey: the demo business's admin makes a group of two members,
// sends a request to it, one member signs for the group, the other's invitation closes, and
// the request completes. The group is deleted at the end so reruns stay within the limit.

const marco = demoBusinessMember;
const nina = { email: 'nina.member@paraph.example', password: demoBusinessAdmin.password };

async function samplePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(title, { x: 56, y: 770, size: 18, font });
  return Buffer.from(await pdf.save());
}

interface RequestState {
  status_overall: string;
  signatures: { account_email: string; status_code: string; signer_group_id?: string }[];
}

async function requestState(request: APIRequestContext, id: string): Promise<RequestState> {
  const answer = await request.get(`/v3/signature-requests/${id}`, {
    headers: auth(await apiToken(request, demoBusinessAdmin)),
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as RequestState;
}

async function typeMember(
  overlay: ReturnType<Page['getByRole']>,
  number: number,
  [email, first, last]: [string, string, string],
) {
  const row = overlay.getByRole('listitem', { name: `Member ${number}` });
  await row.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await row.getByRole('textbox', { name: 'First name' }).fill(first);
  await row.getByRole('textbox', { name: 'Last name' }).fill(last);
}

test('a signer group: created by the admin, sent a request, one member signs for all', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const groupName = `Board ${stamp}`;
  const title = `Board resolution ${stamp}`;

  // The admin creates the group on /business/members/signer-groups.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedIn(admin, request, demoBusinessAdmin);
  await admin.goto('/business/members/signer-groups');
  await expect(admin.getByRole('heading', { level: 1, name: 'Signer groups' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create signer group' }).click();
  const overlay = admin.getByRole('dialog', { name: 'Create signer group' });
  await overlay.getByRole('textbox', { name: /^Name/ }).fill(groupName);
  await typeMember(overlay, 1, [marco.email, 'Marco', 'Meier']);
  await overlay.getByRole('button', { name: 'Add member' }).click();
  await typeMember(overlay, 2, [nina.email, 'Nina', 'Nussbaum']);
  await overlay.getByRole('button', { name: 'Save group' }).click();
  await expect(overlay).toBeHidden();
  await expect(admin.getByRole('button', { name: `Edit ${groupName}` })).toBeVisible();

  // A draft with a document, then the group as its signer through the "add signer group" dialog.
  const draft = await request.post('/v3/signature-requests', {
    headers: auth(await apiToken(request, demoBusinessAdmin)),
    data: {
      title,
      documents: [{ name: 'resolution.pdf', content: (await samplePdf(title)).toString('base64') }],
      signatures: [],
    },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  await admin.goto(`/invite/${id}`);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByLabel('Title')).toHaveValue(title);
  await admin.getByRole('button', { name: 'Add signer group' }).click();
  const pick = admin.getByRole('dialog', { name: 'Add signer group' });
  await pick.getByRole('button', { name: /Signer group/ }).click();
  await admin.getByRole('option', { name: groupName }).click();
  await expect(pick.getByText(/Any one of 2 members signs/)).toBeVisible();
  await pick.getByRole('button', { name: 'Add group' }).click();
  await expect(pick).toBeHidden();
  const signers = admin.getByRole('list', { name: 'Signers' });
  await expect(signers.getByRole('heading', { name: groupName })).toBeVisible();
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: 'Send the request?' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(admin).toHaveURL(new RegExp(`/view/${id}$`), { timeout: 20_000 });
  const sent = await requestState(request, id);
  expect(sent.status_overall).toBe('OPEN');
  expect(sent.signatures.map((row) => row.account_email).sort()).toEqual([marco.email, nina.email]);
  await expect(admin.getByText(groupName)).toBeVisible();

  // Marco signs for the group.
  const marcoContext = await browser.newContext();
  const marcoPage = await marcoContext.newPage();
  await signedIn(marcoPage, request, marco);
  await marcoPage.goto(`/view/${id}`);
  await marcoPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(marcoPage, marco.email);

  // Nina's invitation is closed: the request is no longer hers to sign.
  await expect.poll(async () => (await requestState(request, id)).status_overall).toBe('SIGNED');
  const done = await requestState(request, id);
  expect(
    Object.fromEntries(done.signatures.map((row) => [row.account_email, row.status_code])),
  ).toEqual({ [marco.email]: 'SIGNED', [nina.email]: 'WITHDRAWN' });
  const ninaContext = await browser.newContext();
  const ninaPage = await ninaContext.newPage();
  await signedIn(ninaPage, request, nina);
  await ninaPage.goto(`/view/${id}`);
  await expect(ninaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ninaPage.getByRole('button', { name: 'Sign', exact: true })).toBeHidden();
  await ninaPage.goto('/dashboard?tab=inbox&filter=toSign');
  await expect(ninaPage.getByRole('link', { name: title })).toBeHidden();

  // The sender sees the group signed by Marco, then deletes the group.
  await admin.goto(`/view/${id}`);
  const signerList = admin.getByRole('region', { name: 'Signers' });
  await expect(signerList.getByText(groupName)).toBeVisible();
  await expect(signerList.getByText(/Signed by Marco Meier/)).toBeVisible();
  // Nina's closed invitation is no separate signer.
  await expect(signerList.getByText(/Nina/)).toBeHidden();
  await admin.goto('/business/members/signer-groups');
  await admin.getByRole('button', { name: `Delete ${groupName}` }).click();
  const remove = admin.getByRole('alertdialog', { name: 'Delete signer group' });
  await remove.getByRole('button', { name: 'Delete group' }).click();
  await expect(remove).toBeHidden();
  await expect(admin.getByRole('button', { name: `Delete ${groupName}` })).toBeHidden();

  await Promise.all([adminContext.close(), marcoContext.close(), ninaContext.close()]);
});
