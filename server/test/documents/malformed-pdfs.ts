import { PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { samplePdf } from '../../src/pdf/sample-pdf';

/**
 * Files an outside fuzzer got past the upload check that pdfjs (our renderer) then could not
 * render. Built with pdf-lib from a real two-page PDF so each has exactly one defect.
 */

/** The page tree's root claims `count` pages; its kids hold two. */
export async function pdfWithLyingPageCount(count: number, title = 'Lying count') {
  const doc = await PDFDocument.load(await samplePdf({ title, pages: 2 }));
  doc.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(count));
  return doc.save({ useObjectStreams: false });
}

/** The trailer has no /Root; the catalog object is still in the file. */
export async function pdfWithoutRoot(title = 'No root') {
  const doc = await PDFDocument.load(await samplePdf({ title, pages: 2 }));
  doc.context.trailerInfo.Root = undefined;
  return doc.save({ useObjectStreams: false });
}

/**
 * The trailer declares `size` object numbers (pdf-lib writes the true count; the fuzzer's file
 * had 2 000 000 000). Only the trailer's text changes: the xref offsets stay right.
 */
export async function pdfWithTrailerSize(size: number, title = 'Trailer size') {
  const doc = await PDFDocument.load(await samplePdf({ title, pages: 1 }));
  const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const trailer = text.lastIndexOf('trailer');
  const patched = text.slice(trailer).replace(/\/Size \d+/, `/Size ${size}`);
  return Buffer.from(text.slice(0, trailer) + patched, 'latin1');
}
