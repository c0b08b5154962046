// Runs inside a worker thread (started through pdf-worker-boot.mjs): parses and renders PDFs
// away from the HTTP event loop.
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodePage } from './page-image';
import { inspectPdfHere, PdfRejected } from './pdf-inspect';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-worker-protocol';
import { openWithPdfjs } from './pdfjs-open';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts must run in a worker thread');

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Biggest bitmap we draw (≈ 100 MB of RGBA); larger requests are scaled down to fit. */
const MAX_PIXELS = 25_000_000;
/** Documents kept open, so paging through one file parses it once. */
const OPEN_DOCUMENTS = 2;
const open = new Map<string, Promise<PDFDocumentProxy>>();

async function openDocument(sha256: string, bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const loading = openWithPdfjs(bytes);
  open.set(sha256, loading);
  loading.catch(() => open.delete(sha256));
  for (const [key, doc] of open) {
    if (open.size <= OPEN_DOCUMENTS) break;
    open.delete(key);
    void doc.then((d) => d.destroy()).catch(() => {});
  }
  return loading;
}

async function render(
  request: Extract<PdfWorkerRequest, { type: 'render' }>,
): Promise<PdfWorkerReply> {
  const { id, sha256, page, scale, format, bytes } = request;
  let loading = open.get(sha256);
  if (loading) {
    // Most recently used goes last, so the oldest is closed first.
    open.delete(sha256);
    open.set(sha256, loading);
  } else if (bytes) {
    loading = openDocument(sha256, bytes);
  } else {
    return { id, ok: false, needBytes: true };
  }
  const doc = await loading;
  const pageCount = doc.numPages;
  if (page > pageCount) {
    return { id, ok: false, code: 'PAGE_OUT_OF_RANGE', message: 'No such page', pageCount };
  }
  const pdfPage = await doc.getPage(page);
  try {
    let viewport = pdfPage.getViewport({ scale: scale / 100 });
    const pixels = viewport.width * viewport.height;
    if (pixels > MAX_PIXELS) {
      viewport = pdfPage.getViewport({ scale: (scale / 100) * Math.sqrt(MAX_PIXELS / pixels) });
    }
    const canvas = createCanvas(
      Math.max(1, Math.round(viewport.width)),
      Math.max(1, Math.round(viewport.height)),
    );
    const context = canvas.getContext('2d');
    // PDF pages are white paper; a transparent PNG would show the app background through.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await pdfPage.render({
      // @napi-rs/canvas implements the parts of the DOM canvas API pdfjs uses.
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const image = new Uint8Array(await encodePage(data, canvas.width, canvas.height, format));
    return { id, ok: true, image, pageCount };
  } finally {
    pdfPage.cleanup();
  }
}

async function handle(request: PdfWorkerRequest): Promise<PdfWorkerReply> {
  try {
    if (request.type === 'inspect') {
      return { id: request.id, ok: true, info: await inspectPdfHere(request.bytes) };
    }
    return await render(request);
  } catch (error) {
    const code = error instanceof PdfRejected ? error.code : undefined;
    return { id: request.id, ok: false, code, message: (error as Error).message ?? String(error) };
  }
}

port.on('message', (request: PdfWorkerRequest) => {
  void handle(request).then((reply) => {
    const transfer = 'image' in reply ? [reply.image.buffer as ArrayBuffer] : [];
    port.postMessage(reply, transfer);
  });
});
