import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs reads these with fs in Node, so they are folder paths with a trailing slash.
const pdfjsRoot = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  '/',
);
const PDFJS_OPTIONS = {
  standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
  cMapUrl: join(pdfjsRoot, 'cmaps/'),
  cMapPacked: true,
  wasmUrl: join(pdfjsRoot, 'wasm/'),
  isEvalSupported: false,
  // Pages look the same on every server: the bundled font data, not the machine's fonts.
  useSystemFonts: false,
  disableFontFace: true,
  verbosity: 0,
};

let pdfjs: Promise<typeof PdfJs> | undefined;

/**
 * Opens a PDF with pdfjs, the library that renders pages, as the renderer does. pdfjs may
 * take over (detach) the buffer it is given.
 */
export async function openWithPdfjs(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  return getDocument({ ...PDFJS_OPTIONS, data: bytes }).promise;
}
