import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { attachments, type AttachmentRow } from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { accessRequest, type Access } from './access';
import { appendEvent } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { recordDownload } from './reading';
import { readBlob, releaseBlob } from './stored-pdf';
import { toAttachment } from './view';

type Schemas = components['schemas'];

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const attachmentNotFound = () => new DomainError('NOT_FOUND', 'Attachment not found');

/** Which attachment an operation is about: ids from the path, checked against each other. */
export interface AttachmentRef {
  requestId: string;
  attachmentId: string;
}

/** What a caller attaches: the file as uploaded, to an open request. */
export interface NewAttachment {
  requestId: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

async function accessAttachment(
  context: RequestContext,
  { requestId, attachmentId }: AttachmentRef,
): Promise<{ access: Access; attachment: AttachmentRow }> {
  const access = await accessRequest(context, requestId);
  const [attachment] = await context.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.requestId, requestId)));
  if (!attachment) throw attachmentNotFound();
  return { access, attachment };
}

export async function getAttachment(context: RequestContext, ref: AttachmentRef) {
  return toAttachment((await accessAttachment(context, ref)).attachment);
}

export async function downloadAttachment(
  context: RequestContext,
  ref: AttachmentRef,
): Promise<{ name: string; bytes: Buffer; contentType: string }> {
  const { access, attachment } = await accessAttachment(context, ref);
  if (attachment.erasedAt) throw new DomainError('NOT_FOUND', 'The file was erased');
  const bytes = await readBlob(context.blobs, attachment.sha256);
  await recordDownload(context, {
    access,
    data: {
      attachmentId: attachment.id,
      sha256: attachment.sha256,
    },
  });
  return { name: attachment.filename, bytes, contentType: attachment.contentType };
}

/** The owner or the signer who attached it may remove it while the request is not finished. */
function assertMayChange(access: Access, attachment: AttachmentRow) {
  const mine = access.signature !== null && attachment.signatureId === access.signature.id;
  if (access.role !== 'owner' && !mine) {
    throw new DomainError(
      'FORBIDDEN',
      'Only the sender or the person who attached it can remove it',
    );
  }
}

export async function deleteAttachment(context: RequestContext, ref: AttachmentRef) {
  const { access, attachment } = await accessAttachment(context, ref);
  const { requestId, attachmentId: id } = ref;
  assertMayChange(access, attachment);
  if (!['DRAFT', 'OPEN'].includes(access.request.statusOverall)) {
    throw new DomainError('INVALID_STATE', 'Attachments of a finished request are kept');
  }
  await context.db.transaction(async (tx) => {
    await tx.delete(attachments).where(eq(attachments.id, id));
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'ATTACHMENT_REMOVED',
        actor: actorOf(context, access),
        data: { attachmentId: id, filename: attachment.filename, sha256: attachment.sha256 },
      },
      at: context.now,
    });
  });
  await releaseBlob(context, attachment.sha256);
}

/**
 * Erases the file (e.g. a copy of an identity document, for data protection) but keeps the
 * entry, its name and hash, so the protocol still shows what was attached.
 */
export async function eraseAttachmentContent(context: RequestContext, ref: AttachmentRef) {
  const { access, attachment } = await accessAttachment(context, ref);
  const { requestId, attachmentId: id } = ref;
  assertMayChange(access, attachment);
  await context.db.transaction(async (tx) => {
    await tx
      .update(attachments)
      .set({ erasedAt: context.now })
      .where(and(eq(attachments.id, id), isNull(attachments.erasedAt)));
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'ATTACHMENT_REMOVED',
        actor: actorOf(context, access),
        data: { attachmentId: id, erased: true, sha256: attachment.sha256 },
      },
      at: context.now,
    });
  });
  await releaseBlob(context, attachment.sha256);
}

/** A signer (or the sender) attaches a supporting file while the request is still open. */
export async function addAttachment(
  context: RequestContext,
  file: NewAttachment,
): Promise<Schemas['Attachment']> {
  const { requestId } = file;
  const access = await accessRequest(context, requestId);
  if (access.role === 'observer') {
    throw new DomainError('FORBIDDEN', 'Observers cannot attach files');
  }
  if (!['DRAFT', 'OPEN'].includes(access.request.statusOverall)) {
    throw new DomainError(
      'INVALID_STATE',
      'Files can only be attached before everyone has answered',
    );
  }
  if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) {
    throw new DomainError('DOCUMENT_TOO_LARGE', 'An attachment may have at most 10 MB');
  }
  const actor = actorOf(context, access);
  const { sha256, size } = await context.blobs.put(file.bytes);
  try {
    const row = await context.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(attachments)
        .values({
          id: newId('att'),
          requestId,
          signatureId: access.role === 'owner' ? null : (access.signature?.id ?? null),
          filename: file.name,
          contentType: file.contentType,
          size,
          sha256,
          uploadedBy: actor.email,
          createdAt: context.now,
        })
        .returning();
      if (!inserted) throw new Error('Inserting an attachment returned no row');
      await appendEvent(tx, {
        requestId,
        event: {
          type: 'ATTACHMENT_ADDED',
          actor,
          signatureId: inserted.signatureId,
          data: { attachmentId: inserted.id, filename: file.name, sha256 },
        },
        at: context.now,
      });
      return inserted;
    });
    return toAttachment(row);
  } catch (error) {
    await releaseBlob(context, sha256);
    throw error;
  }
}
