const MB = 1024 * 1024;

/** The server's limits (server/src/domain/requests/stored-pdf.ts), checked before uploading. */
export const DOCUMENT_LIMITS = { documentBytes: 40 * MB, requestBytes: 60 * MB, documents: 50 };

export const PDF_ACCEPT = ['application/pdf', '.pdf'] as const;

export type UploadRejection = 'notPdf' | 'tooMany' | 'tooLargeTogether';

/**
 * Which of the chosen files still fit the request, given what it already holds: files beyond
 * 50 documents or 60 MB together are refused here rather than after a wasted upload.
 */
export function fitToRequest(
  files: readonly File[],
  existing: { count: number; bytes: number },
): { accepted: File[]; rejected: { file: File; reason: UploadRejection }[] } {
  let count = existing.count;
  let bytes = existing.bytes;
  const accepted: File[] = [];
  const rejected: { file: File; reason: UploadRejection }[] = [];
  for (const file of files) {
    if (count + 1 > DOCUMENT_LIMITS.documents) rejected.push({ file, reason: 'tooMany' });
    else if (bytes + file.size > DOCUMENT_LIMITS.requestBytes) {
      rejected.push({ file, reason: 'tooLargeTogether' });
    } else {
      accepted.push(file);
      count += 1;
      bytes += file.size;
    }
  }
  return { accepted, rejected };
}

/** A PDF starts with "%PDF-" within its first kilobyte; anything else is refused unsent. */
export async function looksLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-');
}

/** The title a new draft gets from its first document: the file name without ".pdf". */
export function titleFromFileName(name: string): string {
  return (name.replace(/\.pdf$/i, '').trim() || name).slice(0, 1024);
}
