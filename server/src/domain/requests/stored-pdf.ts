import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store';
import { attachments, documents } from '../../db/schema';
import { inspectPdf, PdfRejected, type PdfInfo } from '../../pdf/pdf-inspect';
import { DomainError } from '../errors';
import type { NewDocument } from './creation';
import type { RequestContext } from './context';

const MB = 1024 * 1024;
export const DOCUMENT_LIMITS = { documentBytes: 40 * MB, requestBytes: 60 * MB, documents: 50 };

export interface StoredPdf extends NewDocument {
  signatureFields: PdfInfo['signatureFields'];
}

/**
 * Checks an upload by parsing it, then keeps its bytes under their hash. Nothing is stored when
 * the file is refused; a caller whose database write then fails calls `releaseBlob`.
 */
export async function storePdf(
  { blobs }: Pick<RequestContext, 'blobs'>,
  { name, bytes }: { name: string; bytes: Uint8Array },
): Promise<StoredPdf> {
  if (bytes.byteLength > DOCUMENT_LIMITS.documentBytes) {
    throw new DomainError('DOCUMENT_TOO_LARGE', 'A document may have at most 40 MB');
  }
  let info: PdfInfo;
  try {
    info = await inspectPdf(bytes);
  } catch (error) {
    if (error instanceof PdfRejected) throw new DomainError(error.code, error.message);
    throw error;
  }
  const { sha256, size } = await blobs.put(bytes);
  return {
    name,
    sha256,
    size,
    pageCount: info.pageCount,
    pageWidth: info.pageWidth,
    pageHeight: info.pageHeight,
    signatureFields: info.signatureFields,
  };
}

/** Deletes a blob once no document version or live attachment refers to it any more. */
export async function releaseBlob(
  { db, blobs }: Pick<RequestContext, 'db' | 'blobs'>,
  sha256: string,
): Promise<void> {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.sha256, sha256))
    .limit(1);
  const [attachment] = await db
    .select({ id: attachments.id })
    .from(attachments)
    // An erased attachment keeps its hash for the protocol but needs no bytes.
    .where(and(eq(attachments.sha256, sha256), isNull(attachments.erasedAt)))
    .limit(1);
  if (!document && !attachment) await blobs.delete(sha256);
}

/** The bytes of a stored file, checked against their hash: a changed blob is never served. */
export async function readBlob(blobs: BlobStore, sha256: string): Promise<Buffer> {
  const bytes = await blobs.get(sha256);
  if (!bytes) throw new Error(`Blob ${sha256} is missing from the store`);
  if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
    throw new Error(`Blob ${sha256} does not match its hash`);
  }
  return bytes;
}
