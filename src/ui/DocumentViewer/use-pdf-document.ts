import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { downloadPdf } from './download';
import { classifyLoadError, isAbort, type LoadErrorKind } from './load-errors';
import { loadPdfjs } from './load-pdfjs';
import { markDataArrived } from './perf-marks';
import type { DocumentInfo, DocumentSource, PageSize } from './types';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind }
  | {
      status: 'ready';
      /** Changes with every document opened, so views keyed on it start afresh. */
      loadId: number;
      doc: PDFDocumentProxy;
      pageSizes: PageSize[];
      /** False while pages after the first still carry the first page's size as an estimate. */
      sizesKnown: boolean;
    };

function pageSize(page: PDFPageProxy): PageSize {
  const { width, height } = page.getViewport({ scale: 1 });
  return { widthPt: width, heightPt: height };
}

let loads = 0;

// Sizes of later pages are read in batches so their worker requests never queue ahead of a
// page render for long.
const sizeBatch = 25;

async function readPageSizes(doc: PDFDocumentProxy, first: PageSize, isCancelled: () => boolean) {
  const sizes: PageSize[] = [first];
  for (let start = 2; start <= doc.numPages && !isCancelled(); start += sizeBatch) {
    const numbers = Array.from(
      { length: Math.min(sizeBatch, doc.numPages - start + 1) },
      (_, offset) => start + offset,
    );
    const pages = await Promise.all(numbers.map((number) => doc.getPage(number)));
    sizes.push(...pages.map(pageSize));
  }
  return sizes;
}

/**
 * Downloads and opens a PDF. The document is usable as soon as its first page is known (later
 * pages are assumed to share its size), so page one renders at once; the real sizes of the
 * rest follow once `firstPagePainted` is called, then `onDocumentLoad` fires.
 */
export function usePdfDocument(
  source: DocumentSource,
  onDocumentLoad: ((info: DocumentInfo) => void) | undefined,
) {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const painted = useRef<() => void>(() => {});
  const onLoad = useRef(onDocumentLoad);
  useEffect(() => {
    onLoad.current = onDocumentLoad;
  });

  const data = 'data' in source ? source.data : undefined;
  const url = 'url' in source ? source.url : undefined;
  const headers = 'url' in source ? JSON.stringify(source.httpHeaders ?? {}) : undefined;

  // A different document shows the loading state at once (state adjusted during render).
  const [shown, setShown] = useState({ data, url, headers });
  if (shown.data !== data || shown.url !== url || shown.headers !== headers) {
    setShown({ data, url, headers });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const controller = new AbortController();
    const isCancelled = () => controller.signal.aborted;
    let destroy: (() => Promise<void>) | undefined;
    let resolvePaint = () => {};
    // The sizes wait for page one's paint, or a moment if nothing paints (e.g. a hidden viewer).
    const firstPaint = new Promise<void>((resolve) => {
      resolvePaint = resolve;
      setTimeout(resolve, 1500);
    });
    painted.current = resolvePaint;

    void (async () => {
      const current: DocumentSource =
        data !== undefined ? { data } : { url: url!, httpHeaders: JSON.parse(headers!) };
      const [bytes, { pdfjs, documentOptions }] = await Promise.all([
        downloadPdf(current, controller.signal),
        loadPdfjs(),
      ]);
      if (isCancelled()) return;
      markDataArrived();
      const task = pdfjs.getDocument({ ...documentOptions, data: bytes });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const first = pageSize(await doc.getPage(1));
      if (isCancelled()) return;
      const loadId = ++loads;
      setState({
        status: 'ready',
        loadId,
        doc,
        pageSizes: Array.from({ length: doc.numPages }, () => first),
        sizesKnown: doc.numPages === 1,
      });
      await firstPaint;
      const pageSizes = await readPageSizes(doc, first, isCancelled);
      if (isCancelled()) return;
      setState({ status: 'ready', loadId, doc, pageSizes, sizesKnown: true });
      onLoad.current?.({ pageCount: doc.numPages, pageSizes });
    })().catch((error: unknown) => {
      if (isCancelled() || isAbort(error)) return;
      setState({ status: 'error', kind: classifyLoadError(error) });
    });

    return () => {
      controller.abort();
      resolvePaint();
      void destroy?.();
    };
  }, [data, url, headers, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const firstPagePainted = useCallback(() => painted.current(), []);
  return { state, retry, firstPagePainted };
}
