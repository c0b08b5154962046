import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import type { components } from '../../../../openapi/schema.gen';
import { verifyPdfSignatures, type CertificateSummary } from '../../pki/verify';
import { sniffPdf, PdfRejected } from '../../pdf/pdf-inspect';
import { DomainError } from '../errors';
import { accessDocument } from '../requests/documents';
import { readBlob } from '../requests/stored-pdf';
import type { SigningContext } from './services';

type Schemas = components['schemas'];

const summary = (certificate: CertificateSummary): Schemas['CertificateSummary'] => ({
  subject: certificate.subject,
  issuer: certificate.issuer,
  serial: certificate.serial,
  not_before: certificate.notBefore.toISOString(),
  not_after: certificate.notAfter.toISOString(),
});

/** Every signature of a PDF, checked against Paraph's certificate authority. */
export async function verifyBytes(
  context: Pick<SigningContext, 'signing'>,
  bytes: Uint8Array,
): Promise<Schemas['SignatureVerification']> {
  try {
    sniffPdf(bytes);
  } catch (error) {
    if (error instanceof PdfRejected) throw new DomainError(error.code, error.message);
    throw error;
  }
  const { root } = (await context.signing.authority()).certificates();
  let found: Awaited<ReturnType<typeof verifyPdfSignatures>>;
  try {
    found = await verifyPdfSignatures(bytes, [root]);
  } catch {
    throw new DomainError(
      'DOCUMENT_DAMAGED',
      'The PDF is damaged or incomplete and cannot be read.',
    );
  }
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
    signatures: found.map((signature) => ({
      field_name: signature.fieldName,
      name: signature.name,
      reason: signature.reason,
      location: signature.location,
      signing_time: signature.signingTime?.toISOString() ?? null,
      intact: signature.intact,
      covers_whole_document: signature.coversWholeDocument,
      trusted: signature.trusted,
      quality: signature.quality,
      legislation: signature.legislation,
      certificate: signature.certificate ? summary(signature.certificate) : null,
      chain: signature.chain.map(summary),
      timestamp: signature.timestamp
        ? { time: signature.timestamp.time.toISOString(), intact: signature.timestamp.intact }
        : null,
    })),
  };
}

/**
 * The signatures of a document the caller can read: an original's id means its current
 * version, a version's id that very version.
 */
export async function verifyStoredDocument(context: SigningContext, documentId: string) {
  const { document } = await accessDocument(context, documentId);
  const [version] =
    document.parentId === null
      ? await context.db
          .select()
          .from(documents)
          .where(eq(documents.originId, document.id))
          .orderBy(desc(documents.createdAt), desc(documents.id))
          .limit(1)
      : [document];
  return verifyBytes(context, await readBlob(context.blobs, (version ?? document).sha256));
}
