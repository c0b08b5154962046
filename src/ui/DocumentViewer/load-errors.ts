/** Why a document could not be shown; each maps to its own translated message. */
export type LoadErrorKind = 'network' | 'damaged';

/** The download failed or answered with an error status: worth a retry. */
export class DocumentDownloadError extends Error {
  constructor(readonly status?: number) {
    super(status ? `Document download failed with HTTP ${status}` : 'Document download failed');
    this.name = 'DocumentDownloadError';
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Failures while downloading are the network's; anything pdf.js rejects is the file's. */
export function classifyLoadError(error: unknown): LoadErrorKind {
  return error instanceof DocumentDownloadError ? 'network' : 'damaged';
}
