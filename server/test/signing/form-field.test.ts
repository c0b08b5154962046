import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPdfHere } from '../../src/pdf/pdf-inspect.ts';
import type { SignerCredentials } from '../../src/pki/certificate-authority.ts';
import type { StampContent } from '../../src/pki/appearance.ts';
import { signPdf, type SignPdfOptions } from '../../src/pki/pades.ts';
import { FIELD_BOX, pdfWithSignatureField } from './signature-field-pdf.ts';
import { adaStamp } from './stamp-fixture.ts';
import { crop, inkBounds, mismatch, missingTools, pdfsig, qpdfCheck, renderPage } from './tools.ts';

const FIELD = 'Signature of the tenant';
const tools = missingTools.length === 0;

let credentials: SignerCredentials;
let content: StampContent;

beforeAll(async () => {
  ({ credentials, content } = await adaStamp());
});

const sign = (pdf: Uint8Array, extra: Partial<SignPdfOptions>) =>
  signPdf(pdf, {
    signer: credentials,
    name: 'Ada Lovelace',
    reason: 'I approve this document',
    signingTime: new Date('2026-11-23T10:00:00Z'),
    fieldName: 'Paraph-sig_1',
    ...extra,
  });

describe('signing into an existing empty signature field', () => {
  it.each([0, 90])(
    'the named field holds the signature and shows the stamp; no empty field is left (/Rotate %i)',
    async (rotate) => {
      const pdf = await sign(await pdfWithSignatureField(rotate), {
        formField: { name: FIELD, content },
      });
      const { signatureFields } = await inspectPdfHere(pdf);
      expect(signatureFields).toEqual([{ name: FIELD, signed: true, positions: [FIELD_BOX] }]);
      if (!tools) return;
      const found = pdfsig(pdf);
      expect(found).toHaveLength(1);
      expect(found[0]?.valid).toBe(true);
      expect(found[0]?.totalDocumentSigned).toBe(true);
      expect(found[0]?.text).toContain(FIELD);
      expect([0, 3]).toContain(qpdfCheck(pdf).status);

      // The stamp is drawn in the field's box as shown (the title text is elsewhere).
      const page = renderPage(pdf, 0);
      const ink = inkBounds(
        // Only the lower half, below the title.
        { ...page, height: page.height, data: blankAbove(page, 380) },
      );
      expect(ink).toEqual({ x: FIELD_BOX.x, y: FIELD_BOX.y, width: 220, height: 80 });
      // Upright: as the same stamp placed by a box there (see stamp-rotation.test.ts).
      const placed = await sign(await pdfWithSignatureField(rotate), {
        appearance: { page: 0, rect: FIELD_BOX, content },
      });
      expect(mismatch(crop(page, FIELD_BOX), crop(renderPage(placed, 0), FIELD_BOX))).toBe(0);
    },
    30_000,
  );

  it('a field whose widget is a separate kid: /V on the field, the stamp on the widget', async () => {
    const pdf = await sign(await pdfWithSignatureField(0, true), {
      formField: { name: FIELD, content },
    });
    const { signatureFields } = await inspectPdfHere(pdf);
    expect(signatureFields).toEqual([{ name: FIELD, signed: true, positions: [FIELD_BOX] }]);
    if (!tools) return;
    expect(pdfsig(pdf).map((s) => s.valid)).toEqual([true]);
    expect(inkBounds({ ...renderPage(pdf, 0), data: blankAbove(renderPage(pdf, 0), 380) })).toEqual(
      { x: FIELD_BOX.x, y: FIELD_BOX.y, width: 220, height: 80 },
    );
  });

  it('a field that is not there: a new field at the given box, the existing one untouched', async () => {
    const box = { x: 60, y: 100, width: 200, height: 80 };
    const pdf = await sign(await pdfWithSignatureField(), {
      formField: { name: 'No such field', content },
      appearance: { page: 0, rect: box, content },
    });
    const { signatureFields } = await inspectPdfHere(pdf);
    expect(signatureFields).toEqual([
      { name: FIELD, signed: false, positions: [FIELD_BOX] },
      { name: 'Paraph-sig_1', signed: true, positions: [{ page: 0, ...box }] },
    ]);
    // pdfsig lists the empty field too, as a signature that does not validate.
    if (tools) expect(pdfsig(pdf).map((s) => s.valid)).toEqual([false, true]);
  });

  it('a field signed already is never signed over: the next signature gets a new field', async () => {
    const once = await sign(await pdfWithSignatureField(), { formField: { name: FIELD, content } });
    const twice = await sign(once, {
      fieldName: 'Paraph-sig_2',
      formField: { name: FIELD, content },
    });
    const { signatureFields } = await inspectPdfHere(twice);
    expect(signatureFields.map((field) => [field.name, field.signed])).toEqual([
      [FIELD, true],
      ['Paraph-sig_2', true],
    ]);
    if (tools) expect(pdfsig(twice).map((s) => s.valid)).toEqual([true, true]);
  });
});

/** The raster's data with everything above row `y` painted white. */
function blankAbove(page: { width: number; data: Buffer }, y: number): Buffer {
  const data = Buffer.from(page.data);
  data.fill(255, 0, y * page.width * 3);
  return data;
}
