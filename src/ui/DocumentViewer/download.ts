import { DocumentDownloadError, isAbort } from './load-errors';
import type { DocumentSource } from './types';

/**
 * The document's bytes. URLs are fetched here rather than by pdf.js so a failed download is
 * told apart from a damaged file and the moment the data arrived can be measured. Caller data
 * is copied because pdf.js transfers (detaches) the buffer it is given to its worker.
 */
export async function downloadPdf(
  source: DocumentSource,
  signal: AbortSignal,
): Promise<Uint8Array> {
  if ('data' in source) return source.data.slice();
  try {
    const response = await fetch(source.url, { headers: source.httpHeaders, signal });
    if (!response.ok) throw new DocumentDownloadError(response.status);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (isAbort(error) || error instanceof DocumentDownloadError) throw error;
    throw new DocumentDownloadError();
  }
}
