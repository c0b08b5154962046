import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { mailedLink } from './mail';
import { apiToken, auth } from './session';

// The guest's first screen on a phone: the server's image of page 1 before pdf.js, then the
// viewer in its place, and nothing on the page moves.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

async function letter(title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 760, size: 18, font });
  return Buffer.from(await pdf.save()).toString('base64');
}

test("a guest sees the document's first page before pdf.js has it, then the viewer in its place", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const guest = `guest-first-page-${Date.now()}@example.test`;
  const title = `E2E first page ${Date.now()}`;
  const created = await request.post('/v3/signature-requests', {
    headers: auth(token),
    data: {
      title,
      documents: [{ name: 'letter.pdf', content: await letter(title) }],
      signatures: [{ signer_identity_data: { email_address: guest } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (await request.post(`/v3/signature-requests/${id}/initiate`, { headers: auth(token) })).ok(),
  ).toBe(true);
  const link = await mailedLink(guest, `/view/${id}/`);

  // The page's HTML already asks for the image: a stranger's link gets nothing of it.
  const stranger = await request.get(`/view/${id}/guest_${'0'.repeat(32)}`);
  expect(await stranger.text()).not.toContain('/pages/0');
  const html = await (await request.get(link)).text();
  expect(html).toContain('<link rel="preload" as="image" fetchpriority="high"');

  // pdf.js gets the document only when the test says so.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v3/direct/documents/*/download?purpose=view*', async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(link);

  // The first page, as an image, with the viewer still loading.
  const image = page.getByRole('img', { name: 'First page of letter.pdf' });
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Page 1' })).toHaveCount(0);

  release();
  const firstPage = page.getByRole('group', { name: 'Page 1' });
  await expect(firstPage.locator('canvas')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('first-page-image')).toHaveCount(0);
  const cls = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(cls).toBe(0);
});
