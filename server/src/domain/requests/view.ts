import { asc, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import {
  attachments,
  documents,
  observers,
  signatureRequests,
  signatures,
  users,
  type AttachmentRow,
  type DocumentRow,
  type ObserverRow,
  type SignatureRow,
} from '../../db/schema';
import { notFound } from './access';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The signer's UI language (en-gb, de-ch…) as the signature's language (en, de…). */
const signatureLanguage = (language: SignatureRow['language']) =>
  language ? { language: language.slice(0, 2) as Schemas['SignatureLanguage'] } : {};

export function toSignature(row: SignatureRow): Schemas['Signature'] {
  return {
    sid: row.id,
    status_code: row.statusCode,
    account_email: row.email,
    signer_identity_data: {
      email_address: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      mobile_number: row.mobile,
      ...signatureLanguage(row.language),
    },
    ...(row.signerGroupId ? { signer_group_id: row.signerGroupId } : {}),
    sequence: row.sequence,
    notify: row.notify,
    ...signatureLanguage(row.language),
    signed_at: iso(row.signedAt),
    ...(row.signedQuality ? { signed_quality: row.signedQuality } : {}),
    ...(row.signedLegislation ? { signed_legislation: row.signedLegislation } : {}),
    last_viewed_at: iso(row.lastViewedAt),
    ...(row.invitedBy ? { invited_by: row.invitedBy } : {}),
    document_signatures: row.documentSignatures,
  };
}

export function toDocument(row: DocumentRow): Schemas['Document'] {
  return {
    id: row.id,
    parent_id: row.parentId,
    title: row.name,
    content_type: 'application/pdf',
    size: row.size,
    page_count: row.pageCount,
    ...(row.pageWidth ? { page_width: row.pageWidth } : {}),
    ...(row.pageHeight ? { page_height: row.pageHeight } : {}),
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
    signature_fields: row.signatureFields,
  };
}

export function toAttachment(row: AttachmentRow): Schemas['Attachment'] {
  return {
    attachment_id: row.id,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    ...(row.uploadedBy ? { uploaded_by: row.uploadedBy } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

export function toObserver(row: ObserverRow): Schemas['Observer'] {
  return {
    id: row.id,
    type: 'USER',
    invited_at: row.invitedAt.toISOString(),
    ...(row.invitedBy ? { invited_by: row.invitedBy } : {}),
    user_info: { ...(row.userId ? { id: row.userId } : {}), email: row.email },
  };
}

/** Order of signers everywhere: by signing order (parallel last), then as added. */
export const signerOrder = [
  sql`${signatures.sequence} asc nulls last`,
  asc(signatures.createdAt),
  asc(signatures.id),
];

/**
 * The originals of a request, each with its current version: the newest version made from it
 * (a signed one once someone has signed).
 */
export async function currentDocuments(
  { db }: Pick<RequestContext, 'db'>,
  requestId: string,
): Promise<{ original: DocumentRow; current: DocumentRow }[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.requestId, requestId))
    .orderBy(asc(documents.position), desc(documents.createdAt), desc(documents.id));
  const newest = new Map<string, DocumentRow>();
  for (const row of rows) {
    const known = newest.get(row.originId);
    if (!known || row.createdAt > known.createdAt) newest.set(row.originId, row);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((original) => ({ original, current: newest.get(original.id) ?? original }));
}

/** The whole request as the contract shows it. */
export async function loadSignatureRequest(
  { db }: Pick<RequestContext, 'db'>,
  requestId: string,
): Promise<Schemas['SignatureRequest']> {
  const [found] = await db
    .select({ request: signatureRequests, owner: users })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.ownerId))
    .where(eq(signatureRequests.id, requestId));
  if (!found) throw notFound();
  const { request, owner } = found;
  const [documentRows, signatureRows, observerRows, attachmentRows] = await Promise.all([
    currentDocuments({ db }, requestId),
    db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId))
      .orderBy(...signerOrder),
    db
      .select()
      .from(observers)
      .where(eq(observers.requestId, requestId))
      .orderBy(asc(observers.invitedAt), asc(observers.id)),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.requestId, requestId))
      .orderBy(asc(attachments.createdAt), asc(attachments.id)),
  ]);
  return {
    id: request.id,
    title: request.title,
    message: request.message,
    status_overall: request.statusOverall,
    quality: request.quality,
    legislation: request.legislation,
    documents: documentRows.map(({ original, current }) => ({
      id: original.id,
      name: original.name,
      version_id: current.id,
    })),
    signatures: signatureRows.map(toSignature),
    observers: observerRows.map(toObserver),
    owner: { email_address: owner.email, first_name: owner.firstName, last_name: owner.lastName },
    read_access: [
      ...new Set([
        owner.email,
        ...signatureRows.map((row) => row.email),
        ...observerRows.map((row) => row.email),
      ]),
    ],
    write_access: [owner.email],
    business_id: request.businessId,
    expiration_date: iso(request.expirationDate),
    attachments: attachmentRows.map(toAttachment),
    ...(request.redirect ? { redirect: request.redirect } : {}),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}
