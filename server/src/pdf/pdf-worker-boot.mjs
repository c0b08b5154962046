// Entry point of the PDF worker threads, in plain JavaScript on purpose:
// - Node loads a worker's entry before an inherited `--import tsx` applies to it (seen on
//   Node 20), so this file registers tsx for the thread itself and then imports the TypeScript
//   worker. The pool starts it with an empty execArgv, so it behaves the same under vitest,
//   `node --import tsx` and scripts/start.mjs.
// - The big libraries load before tsx is registered: through tsx's hooks pdfjs alone took
//   ~0.8 s to load instead of ~0.1 s. The TypeScript worker then gets the cached modules.
// - `globalThis.pdfjsWorker` lets pdfjs run its parser in this thread without importing
//   pdf.worker.mjs again (pdfjs has no separate worker in Node).
const [pdfjsWorker] = await Promise.all([
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  import('@cantoo/pdf-lib'),
  import('@napi-rs/canvas'),
]);
globalThis.pdfjsWorker = pdfjsWorker;

const { register } = await import('tsx/esm/api');
register();
await import('./pdf-worker.ts');
