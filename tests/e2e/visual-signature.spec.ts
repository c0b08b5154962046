import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { finishSigning } from './signing-steps';
import { apiToken, auth, registerAccount, useSession } from './session';

/** A one-page A4 document whose only text is its title, high on the page. */
async function onePager(title: string): Promise<string> {
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

/** Saves the open "New signature" overlay under `label`, drawing a zigzag first when asked. */
async function createSignature(page: Page, label: string, draw: boolean) {
  await page.getByRole('button', { name: 'New signature' }).first().click();
  const overlay = page.getByRole('dialog', { name: 'New signature' });
  await overlay.getByLabel('Label').fill(label);
  if (draw) {
    const pad = overlay.getByLabel('Drawing area for your signature');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) {
      const x = box.x + box.width * (0.1 + step * 0.1);
      const y = box.y + box.height * (step % 2 ? 0.25 : 0.75);
      await page.mouse.move(x, y, { steps: 4 });
    }
    await page.mouse.up();
    await expect(overlay.getByText(/1 stroke drawn\./)).toBeVisible();
  }
  await overlay.getByRole('button', { name: 'Save signature' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit “${label}”` })).toBeVisible();
}

/** How many of the pixels in `region` of a greyscale page image are ink (darker than paper). */
async function inkIn(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const pixels = await sharp(png).extract(region).greyscale().raw().toBuffer();
  return pixels.filter((value) => value < 160).length;
}

/** The words `pdftotext` finds inside `box` (the stamp's appearance is text too). */
function stampWords(file: string, box: { x: number; y: number; width: number; height: number }) {
  const html = spawnSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  }).stdout;
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)]
    .map(([, xMin, yMin, text]) => ({ xMin: Number(xMin), yMin: Number(yMin), text: text! }))
    .filter(
      (word) =>
        word.xMin >= box.x - 1 &&
        word.xMin <= box.x + box.width &&
        word.yMin >= box.y - 1 &&
        word.yMin <= box.y + box.height,
    );
}

test('a new user draws a signature, makes it default and signs with it: the strokes are in the stamp of a valid signature', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `drawn-${Date.now()}@example.ch`;
  const session = await registerAccount(request, email);
  await useSession(page, session);

  await page.goto('/profile/visual-signature');
  await expect(page.getByRole('heading', { level: 1, name: 'Visual signatures' })).toBeVisible();
  await createSignature(page, 'Typed', false);
  await createSignature(page, 'Drawn', true);
  // The first signature became the default; the drawn one is made so by hand.
  await page.getByRole('button', { name: 'Make default “Drawn”' }).click();
  await expect(page.getByRole('button', { name: 'Make default “Typed”' })).toBeVisible();
  const stored = await request.get('/v1/user/visual-signatures', { headers: auth(session.token) });
  const list = (await stored.json()) as {
    defaultSignatureId: string | null;
    signatures: { id: string; alias: string; image?: string | null }[];
  };
  const drawn = list.signatures.find((signature) => signature.alias === 'Drawn');
  expect(drawn?.image).toBeTruthy();
  expect(list.defaultSignatureId).toBe(drawn?.id);

  // The demo user asks the new user to sign, with the box low on the page, clear of the text.
  const sender = auth(await apiToken(request));
  const title = 'Drawn signature';
  const created = await request.post('/v3/signature-requests', {
    headers: sender,
    data: {
      title,
      documents: [{ name: 'drawn.pdf', content: await onePager(title) }],
      signatures: [{ signer_identity_data: { email_address: email } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as {
    id: string;
    documents: { id: string }[];
    signatures: { sid: string }[];
  };
  const { id } = draft;
  const documentId = draft.documents[0]!.id;
  // In points from the page's top left, as the viewer shows it (A4: 595 × 842).
  const box = { page: 0, x: 300, y: 620, width: 240, height: 112 };
  const placed = await request.post(
    `/v3/signature-requests/${id}/signatures/${draft.signatures[0]!.sid}`,
    {
      headers: sender,
      data: {
        signer_identity_data: { email_address: email },
        document_signatures: [{ document_id: documentId, visual_signature: { positions: [box] } }],
      },
    },
  );
  expect(placed.status(), await placed.text()).toBe(200);
  const initiated = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: sender,
  });
  expect(initiated.status(), await initiated.text()).toBe(200);

  await page.goto(`/view/${id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await finishSigning(page, email);

  const signedRequest = (await (
    await request.get(`/v3/signature-requests/${id}`, { headers: sender })
  ).json()) as { documents: { id: string }[] };
  const download = await request.get(
    `/v3/documents/${signedRequest.documents[0]?.id}/download?signed=true`,
    { headers: sender },
  );
  expect(download.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'paraph-drawn-')), 'signed.pdf');
  writeFileSync(file, await download.body());

  const pdfsig = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  expect(pdfsig.stdout).toContain('Signature Validation: Signature is Valid.');

  // At 72 dpi one pixel is one point, so the box's points are the image's pixels.
  const render = spawnSync('pdftoppm', ['-png', '-r', '72', '-singlefile', '-f', '1', file], {
    maxBuffer: 20 * 1024 * 1024,
  });
  expect(render.status, String(render.stderr)).toBe(0);
  // With an image the stamp draws it on its left and moves its text lines to the right (without
  // one the name starts at the left edge): no word of the stamp is in the box's left quarter…
  const quarter = box.x + box.width / 4;
  const words = stampWords(file, box);
  expect(words.map((word) => word.text)).toEqual(expect.arrayContaining(['Erika', 'Muster']));
  for (const word of words) expect(word.xMin, word.text).toBeGreaterThanOrEqual(quarter);
  // …so the ink there is the drawn strokes.
  const strokes = {
    left: box.x + 2,
    top: box.y + 2,
    width: box.width / 4 - 4,
    height: box.height - 4,
  };
  expect(await inkIn(render.stdout, strokes)).toBeGreaterThan(30);
});
