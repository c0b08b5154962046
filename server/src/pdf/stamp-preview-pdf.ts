import { PDFDocument, drawObject } from '@cantoo/pdf-lib';
import { buildStampAppearance, type StampContent } from '../pki/appearance';

/**
 * A one-page PDF whose page is exactly the stamp's box, drawn by the same form XObject that
 * signing puts into a document's widget (`buildStampAppearance`), so a render of this page is
 * a render of the stamp. No dates or ids are written: the same content gives the same bytes.
 */
export async function stampPreviewPdf(
  content: StampContent,
  { width, height }: { width: number; height: number },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([width, height]);
  const appearance = await buildStampAppearance(doc, width, height, content);
  const name = page.node.newXObject('Stamp', appearance);
  page.pushOperators(drawObject(name));
  return doc.save({ useObjectStreams: false });
}
