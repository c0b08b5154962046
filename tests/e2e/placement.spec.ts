import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument, PDFSignature, StandardFonts } from '@cantoo/pdf-lib';
import { demo } from './demo';
import { addSigner, draftWithDocument } from './prepare-steps';
import { finishSigning } from './signing-steps';
import { mailedLink, mailWithSubject } from './mail';
import { apiToken, auth, registerAccount, signedIn, useSession } from './session';

// Issue 17: three signers' boxes placed with "Add box" only, from the keyboard, land where they
// fit (after the last text of the last page, never over text or each other), and the signed
// PDF's stamps are exactly where the boxes were shown.

const A4 = { width: 595.28, height: 841.89 };
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

/** Two pages of text; the last ends with a closing paragraph and a place-and-date line. */
async function contractPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = 'The provider delivers the services described in the annex; the client pays.';
  for (let index = 0; index < 2; index += 1) {
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawText(`${title}, page ${index + 1}`, { x: 56, y: 770, size: 18, font });
    for (let row = 0; row < (index === 0 ? 30 : 8); row += 1) {
      page.drawText(line, { x: 56, y: 730 - row * 16, size: 11, font });
    }
    if (index === 1) page.drawText('Bern, 20 November 2026', { x: 56, y: 580, size: 11, font });
  }
  return Buffer.from(await pdf.save());
}

/** Chooses the signer and presses "Add box", with the keyboard only; the new box has focus. */
async function addBoxWithKeyboard(page: Page, name: string): Promise<Locator> {
  const select = page.getByRole('button', { name: /Place the box of/ });
  await select.focus();
  await page.keyboard.press('Enter');
  const focused = page.locator('[role="option"]:focus');
  for (let step = 0; step < 5 && !((await focused.textContent()) ?? '').includes(name); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toContainText(name);
  await page.getByRole('button', { name: 'Add box to page 2' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('button', { name: `Signature box of ${name}, page 2` });
  await expect(box).toBeFocused();
  return box;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('three signers: boxes added from the keyboard fit beside each other, clear of the text, and the stamps land on them', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `Placement ${Date.now()}`;
  const guest = unique('guest-place');
  const member = unique('member-place');
  const memberSession = await registerAccount(request, member);

  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await signedIn(sender, request);
  const id = await draftWithDocument(sender, request, title, {
    name: 'contract.pdf',
    buffer: await contractPdf(title),
  });

  await addSigner(sender, 0, demo.email, 'Dana', 'Demo');
  await addSigner(sender, 1, guest, 'Gina', 'Guest');
  await addSigner(sender, 2, member, 'Mia', 'Member');

  const names = ['Dana Demo', 'Gina Guest', 'Mia Member'];
  const boxes: Locator[] = [];
  for (const name of names) boxes.push(await addBoxWithKeyboard(sender, name));

  // Where the boxes are shown, in PDF points from the page's top-left.
  const pageElement = sender.locator('[data-page-index="1"]');
  const pageBox = (await pageElement.boundingBox())!;
  const scale = pageBox.width / A4.width;
  const toPoints = (rect: Rect): Rect => ({
    x: (rect.x - pageBox.x) / scale,
    y: (rect.y - pageBox.y) / scale,
    width: rect.width / scale,
    height: rect.height / scale,
  });
  const shown: Rect[] = [];
  for (const box of boxes) shown.push(toPoints((await box.boundingBox())!));

  // No two boxes overlap, and none covers a line of the page's text layer.
  const spans = pageElement.locator('span[role="presentation"]');
  await expect(spans.first()).toBeAttached();
  const text: Rect[] = [];
  for (const span of await spans.all()) {
    if (!((await span.textContent()) ?? '').trim()) continue;
    const rect = await span.boundingBox();
    if (rect) text.push(toPoints(rect));
  }
  expect(text.length).toBeGreaterThan(5);
  for (const [index, box] of shown.entries()) {
    for (const other of shown.slice(index + 1)) expect(intersects(box, other)).toBe(false);
    for (const line of text)
      expect(intersects(box, line), JSON.stringify({ box, line })).toBe(false);
  }
  // After the last text: the first two side by side, the third below them.
  const lastText = Math.max(...text.map((line) => line.y + line.height));
  for (const box of shown) expect(box.y).toBeGreaterThan(lastText);
  expect(Math.abs(shown[0]!.y - shown[1]!.y)).toBeLessThan(1);
  expect(shown[2]!.y).toBeGreaterThan(shown[0]!.y + shown[0]!.height);

  // Send stays in reach: the action row sticks to the bottom of the window.
  const send = sender.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeInViewport();
  await send.click();
  const confirm = sender.getByRole('dialog', { name: 'Send the request?' });
  await expect(confirm).toContainText('3 signers will be invited by e-mail to sign 1 document.');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(sender).toHaveURL(new RegExp(`/view/${id}$`), { timeout: 20_000 });

  // The owner signs on the request page.
  await sender.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(sender, demo.email);

  // The account signer, from their inbox.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useSession(memberPage, memberSession);
  await mailWithSubject(member, /asks you to sign/);
  await memberPage.goto('/dashboard?tab=inbox&filter=toSign');
  await memberPage.getByRole('table').getByRole('link', { name: title }).click();
  await memberPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(memberPage, member);

  // The guest, through the mailed link and code.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(await mailedLink(guest, `/view/${id}/`));
  await guestPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(guestPage, guest);

  const headers = auth(await apiToken(request));
  let state: { status_overall: string; documents: { id: string }[] } | undefined;
  await expect
    .poll(
      async () => {
        state = await (await request.get(`/v3/signature-requests/${id}`, { headers })).json();
        return state?.status_overall;
      },
      { timeout: 20_000 },
    )
    .toBe('SIGNED');
  const download = await request.get(
    `/v3/documents/${state!.documents[0]!.id}/download?signed=true`,
    { headers },
  );
  expect(download.status()).toBe(200);

  // Each signature widget's /Rect (user space, origin bottom-left) is one of the shown boxes.
  const signedPdf = await PDFDocument.load(await download.body(), { updateMetadata: false });
  const widgets = signedPdf
    .getForm()
    .getFields()
    .filter((field) => field instanceof PDFSignature)
    .flatMap((field) => field.acroField.getWidgets());
  expect(widgets).toHaveLength(3);
  const lastPage = signedPdf.getPage(1);
  const onLastPage = new Set(
    (lastPage.node.Annots()?.asArray() ?? []).map((ref) => ref.toString()),
  );
  const stamped = widgets.map((widget) => {
    const ref = signedPdf.context.getObjectRef(widget.dict);
    expect(ref && onLastPage.has(ref.toString()), 'the stamp is on page 2').toBe(true);
    const rect = widget.getRectangle();
    return {
      x: rect.x,
      y: lastPage.getHeight() - (rect.y + rect.height),
      width: rect.width,
      height: rect.height,
    };
  });
  for (const box of shown) {
    const match = stamped.find(
      (stamp) =>
        Math.abs(stamp.x - box.x) <= 1 &&
        Math.abs(stamp.y - box.y) <= 1 &&
        Math.abs(stamp.width - box.width) <= 1 &&
        Math.abs(stamp.height - box.height) <= 1,
    );
    expect(match, `a stamp at ${JSON.stringify(box)} in ${JSON.stringify(stamped)}`).toBeDefined();
  }

  await Promise.all([senderContext.close(), memberContext.close(), guestContext.close()]);
});
