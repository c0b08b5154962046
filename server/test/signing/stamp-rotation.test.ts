import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignerCredentials } from '../../src/pki/certificate-authority.ts';
import type { StampContent } from '../../src/pki/appearance.ts';
import { signPdf } from '../../src/pki/pades.ts';
import {
  crop,
  inkBounds,
  missingTools,
  mismatch,
  pdfsig,
  renderPage,
  turnClockwise,
  type Raster,
} from './tools.ts';
import { adaStamp } from './stamp-fixture.ts';

const withTools = missingTools.length ? describe.skip : describe;

/** Where the sender put the box, as the viewer shows the page (top-left origin, points). */
const BOX = { page: 0, x: 60, y: 100, width: 300, height: 140 };
/** A4 portrait with its MediaBox and CropBox away from the origin, as some scanners write them. */
const MEDIA = { x: 30, y: 50, width: 595, height: 842 };
const CROP = { x: 40, y: 60, width: 575, height: 822 };

let credentials: SignerCredentials;
let content: StampContent;

beforeAll(async () => {
  ({ credentials, content } = await adaStamp([
    { text: 'Signed 23 Nov 2026', size: 8, color: 'muted' },
  ]));
});

/** One blank page turned by `rotate`; the reference page has the shown size and no offsets. */
async function pagePdf(rotate: number, reference = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const turned = rotate === 90 || rotate === 270;
  if (reference) {
    doc.addPage(turned ? [CROP.height, CROP.width] : [CROP.width, CROP.height]);
  } else {
    const page = doc.addPage();
    page.setMediaBox(MEDIA.x, MEDIA.y, MEDIA.width, MEDIA.height);
    page.setCropBox(CROP.x, CROP.y, CROP.width, CROP.height);
    page.setRotation(degrees(rotate));
  }
  return doc.save({ useObjectStreams: false });
}

async function signed(pdf: Uint8Array, box: typeof BOX, rotation = 0) {
  return signPdf(pdf, {
    signer: credentials,
    name: 'Ada Lovelace',
    reason: 'I approve this document',
    signingTime: new Date('2026-11-23T10:00:00Z'),
    appearance: { page: box.page, rect: box, rotation, content },
  });
}

function expectOnlyInside(page: Raster, box: typeof BOX) {
  const ink = inkBounds(page);
  expect(ink).not.toBeNull();
  // The frame is drawn along the box's edges; a pixel of anti-aliasing either side is fine.
  expect(ink!.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(ink!.y).toBeGreaterThanOrEqual(box.y - 1);
  expect(ink!.x + ink!.width).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(ink!.y + ink!.height).toBeLessThanOrEqual(box.y + box.height + 1);
  expect(ink!.width * ink!.height).toBeGreaterThan(box.width * box.height * 0.9);
}

withTools('the stamp on turned pages lands in the box as shown, upright', () => {
  it.each([0, 90, 180, 270])(
    '/Rotate %i',
    async (rotate) => {
      const pdf = await signed(await pagePdf(rotate), BOX);
      expect(pdfsig(pdf).map((s) => s.valid)).toEqual([true]);
      const page = renderPage(pdf, 0);
      const turned = rotate === 90 || rotate === 270;
      expect([page.width, page.height]).toEqual(
        turned ? [CROP.height, CROP.width] : [CROP.width, CROP.height],
      );
      expectOnlyInside(page, BOX);

      const reference = crop(renderPage(await signed(await pagePdf(rotate, true), BOX), 0), BOX);
      const stamp = crop(page, BOX);
      expect(mismatch(stamp, reference)).toBeLessThan(0.005);
      // The measure tells upright from upside down.
      expect(mismatch(stamp, turnClockwise(turnClockwise(reference)))).toBeGreaterThan(0.02);
    },
    30_000,
  );
});

withTools('Position.rotation turns the stamp clockwise within the box', () => {
  it.each([
    [0, 90],
    [90, 90],
    [0, 180],
    [270, 270],
  ])(
    'page /Rotate %i, stamp turned %i°',
    async (rotate, rotation) => {
      const page = renderPage(await signed(await pagePdf(rotate), BOX, rotation), 0);
      expectOnlyInside(page, BOX);

      // The same stamp drawn upright in a box of its drawn size, then turned as an image.
      const sideways = rotation === 90 || rotation === 270;
      const upright = sideways ? { ...BOX, width: BOX.height, height: BOX.width } : BOX;
      let expected = crop(renderPage(await signed(await pagePdf(0, true), upright), 0), upright);
      for (let turn = 0; turn < rotation; turn += 90) expected = turnClockwise(expected);
      const stamp = crop(page, BOX);
      expect(mismatch(stamp, expected)).toBeLessThan(0.005);
      expect(mismatch(stamp, turnClockwise(turnClockwise(expected)))).toBeGreaterThan(0.02);
    },
    30_000,
  );
});
