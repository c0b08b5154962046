// Loaded only through load-pdfjs.ts (a dynamic import), so pdf.js stays out of the initial
// bundle of every page that shows no document.
import * as pdfjs from 'pdfjs-dist';
// `?url` makes Vite (app build and Storybook alike) emit the already-bundled worker file as an
// asset and hand us its URL; it runs as a real module Web Worker, off the main thread.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * One worker for every document, passed to each `getDocument`. A worker pdf.js creates itself
 * (also from `GlobalWorkerOptions.workerPort`) is torn down with its document, which breaks a
 * document opened while the previous one is still being destroyed.
 */
const worker = pdfjs.PDFWorker.create({ port: new Worker(workerUrl, { type: 'module' }) });

// Where vite-plugins/pdfjs-assets.ts puts pdf.js' data files for this version (absolute: the
// worker fetches them).
const dataUrl = new URL(
  `${import.meta.env.BASE_URL}assets/pdfjs-${pdfjs.version}/`,
  window.location.href,
).href;

/**
 * What every `getDocument` gets besides the bytes: the shared worker, no eval, and the data
 * pdf.js fetches for documents that need it — font data for the standard 14 fonts a PDF names
 * without embedding (Helvetica, Times, ZapfDingbats check marks, Symbol…), CJK character maps,
 * the wasm decoders of JPEG 2000 and JBIG2 images, and a colour profile.
 */
const documentOptions = {
  worker,
  isEvalSupported: false,
  // The bundled font data, never the device's look-alikes: every device (and every screenshot
  // baseline) shows the same glyphs, whatever fonts the system happens to have.
  useSystemFonts: false,
  standardFontDataUrl: `${dataUrl}standard_fonts/`,
  cMapUrl: `${dataUrl}cmaps/`,
  cMapPacked: true,
  wasmUrl: `${dataUrl}wasm/`,
  iccUrl: `${dataUrl}iccs/`,
};

export { documentOptions, pdfjs };
