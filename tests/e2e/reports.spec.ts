import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { demoBusinessAdmin } from './demo';
import { samplePdf } from './fixtures/prepare/pdf';
import { apiToken, auth, signedIn } from './session';

// Issue 23's activity page as the demo business's admin: rows in each tab, and the three CSV
// exports downloaded, read back and checked (name, columns, dates inside the range, quoting,
// and a formula-like title neutralised so a spreadsheet shows it as text).

const formula = '=HYPERLINK("http://x")';
const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A request of the admin's business titled like a formula, sent to the admin and declined by
 * them: a signature activity (DECLINED) of the business today, with that title.
 */
async function formulaRequest(request: APIRequestContext, token: string) {
  const created = await request.post('/v3/signature-requests', {
    headers: auth(token),
    data: {
      title: formula,
      message: 'Please sign.',
      documents: [{ name: 'contract.pdf', content: (await samplePdf(1)).toString('base64') }],
      signatures: [{ signer_identity_data: { email_address: demoBusinessAdmin.email } }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (await request.post(`/v3/signature-requests/${id}/initiate`, { headers: auth(token) })).ok(),
  ).toBe(true);
  const declined = await request.post(`/v3/signature-requests/${id}/decline`, {
    headers: auth(token),
    data: { message: 'Testing the report.' },
  });
  expect(declined.ok()).toBe(true);
  return id;
}

/** Clicks an export button and reads the downloaded CSV back: its name, raw text and rows. */
async function exportCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return readCsv(download);
}

async function readCsv(download: Download) {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const raw = await readFile(path);
  const text = raw.toString('utf8');
  const rows = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return { name: download.suggestedFilename(), text, raw, rows };
}

test('the admin sees each report and downloads the three CSV exports', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, demoBusinessAdmin);
  await formulaRequest(request, token);
  const end = today();
  const start = daysBefore(end, 29);

  await signedIn(page, request, demoBusinessAdmin);
  await page.goto('/business/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  // Signatures (the default tab): the declined formula-titled request is the newest row.
  await expect(page.getByRole('link', { name: formula }).first()).toBeVisible();

  const usage = await exportCsv(page, 'Export usage');
  expect(usage.name).toBe(`signature_usage_${start}_${end}.csv`);
  expect([...usage.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(usage.text).toContain('\r\n');
  expect(Object.keys(usage.rows[0] ?? {})).toEqual([
    'date',
    'time',
    'request_id',
    'request_title',
    'action',
    'signer_email',
    'signer_name',
    'signer_type',
    'quality',
    'legislation',
    'initiator',
    'cost_center',
  ]);
  for (const row of usage.rows) {
    expect(row.date! >= start && row.date! <= end, `${row.date} in ${start}..${end}`).toBe(true);
  }
  // Oldest first, and the formula neutralised by a leading apostrophe (its quotes CSV-escaped).
  expect([...usage.rows].map((row) => row.date)).toEqual(usage.rows.map((row) => row.date).sort());
  const neutralised = usage.rows.find((row) => row.request_title === `'${formula}`);
  expect(neutralised, 'the formula-like title is neutralised').toBeDefined();
  expect(neutralised!.action).toBe('DECLINED');
  expect(usage.text).toContain(`"'=HYPERLINK(""http://x"")"`);

  const costCentres = await exportCsv(page, 'Export by cost centre');
  expect(costCentres.name).toBe(`cost_centre_report_${start}_${end}.csv`);
  expect(costCentres.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'cost_center,signatures,ses,aes,qes,part11',
  );
  for (const row of costCentres.rows) {
    const { signatures, ses, aes, qes, part11 } = row;
    expect(Number(signatures)).toBe(Number(ses) + Number(aes) + Number(qes) + Number(part11));
  }

  // Accounts: the admin's sign-ins at least.
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/tab=accounts/);
  await expect(page.getByText('Signed in').first()).toBeVisible();

  // Identifications: rows, then the export.
  await page.getByRole('tab', { name: 'Identifications' }).click();
  await expect(page).toHaveURL(/tab=identifications/);
  await expect(
    page
      .getByRole('grid', { name: /Identifications/ })
      .or(page.getByRole('heading', { name: 'No activity yet' })),
  ).toBeVisible();
  const identifications = await exportCsv(page, 'Export');
  expect(identifications.name).toBe(`identifications_${start}_${end}.csv`);
  expect(identifications.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'date,time,user_email,provider,method,legislation,status,paid_by_business',
  );
  for (const row of identifications.rows) {
    expect(row.date! >= start && row.date! <= end).toBe(true);
    expect(['yes', 'no']).toContain(row.paid_by_business);
  }

  // The state lives in the URL: a reload shows the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Identifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the old members activity address leads to the activity page', async ({ page, request }) => {
  await signedIn(page, request, demoBusinessAdmin);
  await page.goto('/business/members/activity');
  await expect(page).toHaveURL(/\/business\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
});
