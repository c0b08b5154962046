import type { documentOptions, pdfjs } from './pdfjs-runtime';

export interface PdfRuntime {
  pdfjs: typeof pdfjs;
  documentOptions: typeof documentOptions;
}

let loading: Promise<PdfRuntime> | undefined;

/** pdf.js and its worker, fetched on first use and shared afterwards. */
export function loadPdfjs(): Promise<PdfRuntime> {
  loading ??= import('./pdfjs-runtime');
  // A failed chunk download (offline) must not poison every later attempt.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Starts fetching pdf.js and its worker (302 KB compressed) before the viewer mounts, e.g. from a
 * route that will show a document, alongside its data instead of after it. Failures are the
 * viewer's to show when it asks again.
 */
export function preloadPdfjs(): void {
  loadPdfjs().catch(() => undefined);
}
