import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { documents, signatures, type DocumentRow } from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { accessRequest, requireOwner, requireStatus, type Access } from './access';
import { appendEvent } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { recordDownload } from './reading';
import { DOCUMENT_LIMITS, readBlob, releaseBlob, storePdf } from './stored-pdf';
import { toDocument } from './view';

type Schemas = components['schemas'];

const documentNotFound = () => new DomainError('NOT_FOUND', 'Document not found');

/** A document version and the caller's access to its request; 404 for anyone else. */
export async function accessDocument(
  context: RequestContext,
  documentId: string,
): Promise<{ document: DocumentRow; access: Access }> {
  const [document] = await context.db.select().from(documents).where(eq(documents.id, documentId));
  if (!document) throw documentNotFound();
  try {
    return {
      document,
      access: await accessRequest(context, document.requestId),
    };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw documentNotFound();
    throw error;
  }
}

/** Uploads a PDF into the caller's draft (at most 50 documents and 60 MB per request). */
export async function addDocument(
  context: RequestContext,
  { requestId, name, bytes }: { requestId: string; name: string; bytes: Uint8Array },
): Promise<Schemas['Document']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['DRAFT'], 'Documents can only be added to a draft');
  await assertRoomFor(context, requestId, bytes.byteLength);
  const stored = await storePdf(context, { name, bytes });
  try {
    const row = await context.db.transaction(async (tx) => {
      // Checked again under the request's lock: two parallel uploads cannot both pass.
      await appendEvent(tx, {
        requestId,
        event: {
          type: 'DOCUMENT_ADDED',
          actor: actorOf(context, access),
          data: { name, sha256: stored.sha256 },
        },
        at: context.now,
      });
      await assertRoomFor({ ...context, db: tx }, requestId, bytes.byteLength);
      const id = newId('doc');
      const [position] = await tx
        .select({ next: sql<number>`coalesce(max(${documents.position}) + 1, 0)`.mapWith(Number) })
        .from(documents)
        .where(eq(documents.requestId, requestId));
      const [inserted] = await tx
        .insert(documents)
        .values({
          ...stored,
          id,
          originId: id,
          requestId,
          uploadedBy: access.request.ownerId,
          position: position?.next ?? 0,
          createdAt: context.now,
        })
        .returning();
      if (!inserted) throw new Error('Inserting a document returned no row');
      return inserted;
    });
    return toDocument(row);
  } catch (error) {
    await releaseBlob(context, stored.sha256);
    throw error;
  }
}

async function assertRoomFor(context: RequestContext, requestId: string, bytes: number) {
  const [totals] = await context.db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.requestId, requestId), sql`${documents.parentId} is null`));
  if ((totals?.count ?? 0) >= DOCUMENT_LIMITS.documents) {
    throw new DomainError('TOO_MANY_DOCUMENTS', 'A request may have at most 50 documents');
  }
  if ((totals?.bytes ?? 0) + bytes > DOCUMENT_LIMITS.requestBytes) {
    throw new DomainError('REQUEST_TOO_LARGE', 'The documents of a request may have at most 60 MB');
  }
}

/** Takes a document out of a draft, with every signature box placed on it. */
export async function removeDocument(
  context: RequestContext,
  { requestId, documentId }: { requestId: string; documentId: string },
): Promise<void> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['DRAFT'], 'Documents can only be removed from a draft');
  const [document] = await context.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.requestId, requestId)));
  if (!document || document.parentId !== null) throw documentNotFound();
  const versions = await context.db
    .select({ sha256: documents.sha256 })
    .from(documents)
    .where(eq(documents.originId, documentId));
  await context.db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.originId, documentId));
    await tx.execute(sql`
      update ${signatures}
      set document_signatures = coalesce(
        (select jsonb_agg(item) from jsonb_array_elements(${signatures.documentSignatures}) item
         where item->>'document_id' <> ${documentId}), '[]'::jsonb)
      where ${signatures.requestId} = ${requestId}`);
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'DOCUMENT_REMOVED',
        actor: actorOf(context, access),
        data: { documentId, name: document.name, sha256: document.sha256 },
      },
      at: context.now,
    });
  });
  for (const { sha256 } of versions) await releaseBlob(context, sha256);
}

export async function getDocument(
  context: RequestContext,
  documentId: string,
): Promise<Schemas['Document']> {
  return toDocument((await accessDocument(context, documentId)).document);
}

/** The uploader deletes a document of a draft; documents of sent requests are kept. */
export async function deleteDocument(context: RequestContext, documentId: string): Promise<void> {
  const { document, access } = await accessDocument(context, documentId);
  if (context.caller.kind !== 'user' || document.uploadedBy !== context.caller.user.id) {
    throw new DomainError('FORBIDDEN', 'Only the person who uploaded a document can delete it');
  }
  if (access.request.statusOverall !== 'DRAFT' || document.parentId !== null) {
    throw new DomainError('INVALID_STATE', 'A document of a sent request is kept');
  }
  await removeDocument(context, { requestId: document.requestId, documentId: document.id });
}

/**
 * The current version (or the latest signed one) of a document, as a file. Loading it to show
 * on screen (`purpose: 'view'`) is not a download: the trail already has the request's view.
 */
export async function downloadDocument(
  context: RequestContext,
  {
    documentId,
    signed,
    purpose = 'download',
  }: { documentId: string; signed: boolean; purpose?: 'download' | 'view' },
): Promise<{ name: string; bytes: Buffer }> {
  const { document, access } = await accessDocument(context, documentId);
  const [version] = await context.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.originId, document.originId),
        signed ? eq(documents.signed, true) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), asc(documents.id))
    .limit(1);
  if (!version) throw new DomainError('NOT_FOUND', 'This document has not been signed yet');
  const bytes = await readBlob(context.blobs, version.sha256);
  if (purpose === 'download') {
    await recordDownload(context, {
      access,
      data: {
        documentId: version.id,
        sha256: version.sha256,
        signed: version.signed,
      },
    });
  }
  return { name: version.name, bytes };
}
