import {
  degrees,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  StandardFonts,
} from '@cantoo/pdf-lib';

/** Where the empty field sits, as the page is shown (top-left origin, points). */
export const FIELD_BOX = { page: 0, x: 320, y: 400, width: 220, height: 80 };

/**
 * A one-page A4 PDF with some text and an empty signature field «Signature of the tenant»
 * at FIELD_BOX (as prepared by a form tool), the page turned by `rotate`. `kids`: the field and
 * its widget are separate dictionaries (/Kids, /Parent) instead of one merged dictionary.
 */
export async function pdfWithSignatureField(rotate = 0, kids = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Lease agreement', { x: 60, y: 780, size: 18, font });
  const turned = rotate === 90 || rotate === 270;
  if (rotate) page.setRotation(degrees(rotate));
  // FIELD_BOX is given as shown; only 0 and 90 are needed by the tests.
  const { x, y, width, height } = FIELD_BOX;
  const rect = turned ? [y, x, y + height, x + width] : [x, 842 - y - height, x + width, 842 - y];
  const field = { FT: 'Sig', T: PDFHexString.fromText('Signature of the tenant') };
  const annotation = { Type: 'Annot', Subtype: 'Widget', F: 4, P: page.ref, Rect: rect };
  let top;
  let widget;
  if (kids) {
    top = doc.context.register(doc.context.obj(field));
    widget = doc.context.register(doc.context.obj({ ...annotation, Parent: top }));
    doc.context.lookup(top, PDFDict).set(PDFName.of('Kids'), doc.context.obj([widget]));
  } else {
    top = widget = doc.context.register(doc.context.obj({ ...field, ...annotation }));
  }
  page.node.set(PDFName.of('Annots'), doc.context.obj([widget]));
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [top] }));
  return doc.save({ useObjectStreams: false });
}
