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

export { pdfjs, worker };
