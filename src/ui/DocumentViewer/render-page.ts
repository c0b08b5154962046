import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { loadPdfjs } from './load-pdfjs';
import { canvasSize } from './page-size';
import type { PageSize } from './types';

export interface PageRenderJob {
  /** Resolves with the painted canvas; rejects with pdf.js' RenderingCancelledException on cancel. */
  done: Promise<HTMLCanvasElement>;
  cancel: () => void;
}

/**
 * Paints one page into a new canvas whose backing store is CSS size × devicePixelRatio. The
 * caller swaps it in when done, so the old (stretched) canvas stays visible meanwhile.
 */
export function renderPageCanvas(
  doc: PDFDocumentProxy,
  index: number,
  size: PageSize,
  scale: number,
  className: string,
): PageRenderJob {
  let task: RenderTask | undefined;
  let cancelled = false;
  const done = (async () => {
    const page = await doc.getPage(index + 1);
    if (cancelled) throw new DOMException('Page render cancelled', 'AbortError');
    const viewport = page.getViewport({ scale });
    const pixels = canvasSize(size, scale, window.devicePixelRatio || 1);
    const canvas = document.createElement('canvas');
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    canvas.className = className;
    canvas.setAttribute('aria-hidden', 'true');
    task = page.render({
      canvas,
      viewport,
      transform:
        pixels.outputScale === 1 ? undefined : [pixels.outputScale, 0, 0, pixels.outputScale, 0, 0],
    });
    await task.promise;
    return canvas;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}

export interface TextLayerJob {
  done: Promise<HTMLDivElement>;
  cancel: () => void;
}

/** Builds pdf.js' text layer (transparent, positioned spans) for selection and screen readers. */
export function renderTextLayer(
  doc: PDFDocumentProxy,
  index: number,
  scale: number,
  className: string,
): TextLayerJob {
  let layer: { cancel: () => void } | undefined;
  let cancelled = false;
  const done = (async () => {
    const [{ pdfjs }, page] = await Promise.all([loadPdfjs(), doc.getPage(index + 1)]);
    const { TextLayer } = pdfjs;
    if (cancelled) throw new DOMException('Text layer cancelled', 'AbortError');
    const container = document.createElement('div');
    container.className = className;
    const textLayer = new TextLayer({
      textContentSource: page.streamTextContent(),
      container,
      viewport: page.getViewport({ scale }),
    });
    layer = textLayer;
    await textLayer.render();
    return container;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      layer?.cancel();
    },
  };
}

/** Cancellations are expected whenever a page scrolls away or the zoom changes. */
export function isCancellation(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'RenderingCancelledException') ||
    (error instanceof Error && error.name === 'AbortException')
  );
}
