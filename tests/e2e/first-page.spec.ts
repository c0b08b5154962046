import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { mailedLink } from './mail';
import { apiToken, auth, signedIn } from './session';

// The first screen on a phone, for a guest and for the sender: the server's image of page 1
// before pdf.js, then the viewer in its place, and nothing on the page moves.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

async function letter(title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 760, size: 18, font });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A request for one signer with a one-page letter, sent unless `draft`. */
async function createRequest(request: APIRequestContext, signer: string, { draft = false } = {}) {
  const token = await apiToken(request);
  const title = `E2E first page ${Date.now()}`;
  const created = await request.post('/v3/signature-requests', {
    headers: auth(token),
    data: {
      title,
      documents: [{ name: 'letter.pdf', content: await letter(title) }],
      signatures: [{ signer_identity_data: { email_address: signer } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (!draft) {
    const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
      headers: auth(token),
    });
    expect(sent.ok()).toBe(true);
  }
  return id;
}

/** pdf.js gets documents only once the returned function is called. */
async function holdDocuments(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts from its first paint on (read with `shifted`). */
async function recordShifts(page: Page) {
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
}

const shifted = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

/**
 * The picture of page 1 while pdf.js waits for the document, then the viewer in its place;
 * returns the layout shift summed until the picture was on screen and in all.
 */
async function pictureThenViewer(page: Page, release: () => void) {
  const image = page.getByRole('img', { name: 'First page of letter.pdf' });
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Page 1' })).toHaveCount(0);
  const before = await shifted(page);

  release();
  const firstPage = page.getByRole('group', { name: 'Page 1' });
  await expect(firstPage.locator('canvas')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('first-page-image')).toHaveCount(0);
  return { untilPicture: before, total: await shifted(page) };
}

test("a guest sees the document's first page before pdf.js has it, then the viewer in its place", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const guest = `guest-first-page-${Date.now()}@example.test`;
  const id = await createRequest(request, guest);
  const link = await mailedLink(guest, `/view/${id}/`);

  // The page's HTML already asks for the image: a stranger's link gets nothing of it.
  const stranger = await request.get(`/view/${id}/guest_${'0'.repeat(32)}`);
  expect(await stranger.text()).not.toContain('/pages/0');
  const html = await (await request.get(link)).text();
  expect(html).toContain('<link rel="preload" as="image" fetchpriority="high"');

  const release = await holdDocuments(page, '**/v3/direct/documents/*/download?purpose=view*');
  await recordShifts(page);
  await page.goto(link);
  // Nothing moves from the first paint on.
  expect(await pictureThenViewer(page, release)).toEqual({ untilPicture: 0, total: 0 });
});

test("the sender's request page shows the document's first page before pdf.js has it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await createRequest(request, `signer-first-page-${Date.now()}@example.test`, {
    draft: true,
  });
  const pictures: string[] = [];
  page.on('request', (sent) => {
    if (/\/v3\/documents\/[^/]+\/pages\/0\?/.test(sent.url())) pictures.push(sent.url());
  });
  const release = await holdDocuments(page, '**/v3/documents/*/download?purpose=view*');
  await recordShifts(page);
  await signedIn(page, request);
  await page.goto(`/view/${id}`);
  const shifts = await pictureThenViewer(page, release);
  expect(shifts.untilPicture).toBe(0);
  // Known, and not the picture's: once pdf.js is ready the viewer grows by its toolbar (81 px
  // at 390 px), which moves what lies below it; on the guest's page nothing does.
  expect(shifts.total).toBeLessThan(0.01);
  // One picture, as lossless WebP at the phone's width (390 px at DPR 2: scale 150). Asked for
  // again only if the server was still rendering it (503 PAGE_RENDERING, which the client
  // waits out): how long a render takes depends on the machine, not on the page.
  expect(new Set(pictures).size).toBe(1);
  expect(pictures[0]).toMatch(/scale=150&format=webp$/);
});
