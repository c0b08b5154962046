import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import {
  documents,
  observers,
  signatureRequests,
  signatures,
  type DocumentRow,
} from '../../db/schema';
import { normalizeEmail } from '../accounts/accounts';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { senderOf } from '../businesses/membership';
import { requirePart11Allowed } from '../businesses/part11';
import { accessRequest, requireOwner, requireStatus } from './access';
import { appendEvent } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { withdrawRequest } from './lifecycle';
import { removeObserver, removeSigner } from './participants';
import { accountIds, assertUniqueEmails, signerRowsFor, type SignerColumns } from './signer-input';
import { DOCUMENT_LIMITS, releaseBlob, storePdf, type StoredPdf } from './stored-pdf';
import { loadSignatureRequest } from './view';

type Schemas = components['schemas'];
type CreateBody = Schemas['SignatureRequestCreate'];

function requireUser(context: RequestContext) {
  if (context.caller.kind !== 'user')
    throw new DomainError('FORBIDDEN', 'Sign in to send requests');
  return context.caller.user;
}

/**
 * A new DRAFT with its documents, signers and observers. Documents come inline (base64) or as
 * ids of documents the caller uploaded before, reused without copying their bytes.
 */
export async function createDraft(
  context: RequestContext,
  body: CreateBody,
): Promise<Schemas['SignatureRequest']> {
  const user = requireUser(context);
  // A member's request belongs to their business (its branding, its settings) and is booked to
  // their cost centre as it is now; naming another business is refused.
  const sender = await senderOf({ db: context.db }, user.id);
  const business = sender?.business ?? null;
  if (body.business_id && body.business_id !== business?.id) {
    throw new DomainError('FORBIDDEN', 'You are not a member of this business');
  }
  await requirePart11Allowed({ db: context.db }, { senderId: user.id, quality: body.quality });
  const requestId = newId('sr');
  const stored: StoredPdf[] = [];
  try {
    const sources = await documentSources(context, user.id, body.documents, stored);
    // Ids the caller used → the draft's own document rows, for signature boxes.
    const documentsById = new Map<string, DocumentRow>();
    const documentRows = sources.map(({ source, from }, position) => {
      const id = newId('doc');
      const row: DocumentRow = {
        ...source,
        pageWidth: source.pageWidth ?? null,
        pageHeight: source.pageHeight ?? null,
        id,
        originId: id,
        parentId: null,
        requestId,
        uploadedBy: user.id,
        position,
        signed: false,
        createdAt: context.now,
      };
      if (from) documentsById.set(from, row);
      documentsById.set(id, row);
      return row;
    });
    const expanded: SignerColumns[] = [];
    const inputOf: number[] = [];
    for (const [index, input] of body.signatures.entries()) {
      const rows = await signerRowsFor(context, {
        sender: user,
        input,
        documentsById,
        field: `signatures.${index}`,
      });
      expanded.push(...rows);
      inputOf.push(...rows.map(() => index));
    }
    const signerRows = expanded.map((columns, index) => ({
      id: newId('sig'),
      requestId,
      statusCode: 'DRAFT' as const,
      createdAt: new Date(context.now.getTime() + index),
      ...columns,
    }));
    assertUniqueEmails(
      signerRows.map((row) => row.email),
      'signatures',
      (index) => inputOf[index] ?? index,
    );
    const observerEmails = (body.observers ?? []).map((observer) => normalizeEmail(observer.email));
    assertUniqueEmails(observerEmails, 'observers');
    const accounts = await accountIds(context, [
      ...signerRows.map((row) => row.email),
      ...observerEmails,
    ]);

    await context.db.transaction(async (tx) => {
      await tx.insert(signatureRequests).values({
        id: requestId,
        ownerId: user.id,
        title: body.title,
        message: body.message ?? '',
        statusOverall: 'DRAFT',
        quality: body.quality ?? 'SES',
        legislation: body.legislation ?? 'UNDEFINED',
        businessId: business?.id ?? null,
        costCenter: sender?.costCenter ?? null,
        expirationDate: body.expiration_date ? new Date(body.expiration_date) : null,
        redirect: body.redirect ?? null,
        createdAt: context.now,
        updatedAt: context.now,
      });
      if (documentRows.length) await tx.insert(documents).values(documentRows);
      if (signerRows.length) {
        await tx
          .insert(signatures)
          .values(signerRows.map((row) => ({ ...row, userId: accounts.get(row.email) ?? null })));
      }
      if (observerEmails.length) {
        await tx.insert(observers).values(
          observerEmails.map((email) => ({
            id: newId('obs'),
            requestId,
            email,
            userId: accounts.get(email) ?? null,
            invitedBy: user.email,
            invitedAt: context.now,
          })),
        );
      }
      await appendEvent(tx, {
        requestId,
        event: {
          type: 'CREATED',
          actor: {
            userId: user.id,
            email: user.email,
            ip: context.ip,
            userAgent: context.userAgent,
          },
          data: { documents: documentRows.map((row) => ({ id: row.id, sha256: row.sha256 })) },
        },
        at: context.now,
      });
    });
  } catch (error) {
    for (const pdf of stored) await releaseBlob(context, pdf.sha256);
    throw error;
  }
  return loadSignatureRequest(context, requestId);
}

type DocumentSource = Omit<StoredPdf, 'signatureFields'> & {
  signatureFields: DocumentRow['signatureFields'];
};

async function documentSources(
  context: RequestContext,
  userId: string,
  items: CreateBody['documents'],
  stored: StoredPdf[],
): Promise<{ source: DocumentSource; from?: string }[]> {
  const ids = items.flatMap((item) => ('id' in item ? [item.id] : []));
  const reused = ids.length
    ? await context.db
        .select()
        .from(documents)
        .where(and(inArray(documents.id, ids), eq(documents.uploadedBy, userId)))
    : [];
  const byId = new Map(reused.map((row) => [row.id, row]));
  const sources: { source: DocumentSource; from?: string }[] = [];
  let total = 0;
  for (const [index, item] of items.entries()) {
    if ('id' in item) {
      const row = byId.get(item.id);
      if (!row) {
        throw new DomainError('NOT_FOUND', `Document ${item.id} not found`, {
          field: `documents.${index}.id`,
        });
      }
      total += row.size;
      sources.push({ source: pick(row), from: item.id });
    } else {
      const bytes = Buffer.from(item.content, 'base64');
      total += bytes.byteLength;
      if (total > DOCUMENT_LIMITS.requestBytes) break;
      const pdf = await storePdf(context, { name: item.name, bytes });
      stored.push(pdf);
      sources.push({ source: pdf });
    }
  }
  if (total > DOCUMENT_LIMITS.requestBytes) {
    throw new DomainError('REQUEST_TOO_LARGE', 'The documents of a request may have at most 60 MB');
  }
  return sources;
}

const pick = (row: DocumentRow): DocumentSource => ({
  name: row.name,
  sha256: row.sha256,
  size: row.size,
  pageCount: row.pageCount,
  pageWidth: row.pageWidth,
  pageHeight: row.pageHeight,
  signatureFields: row.signatureFields,
});

/** The sender changes a draft's details. */
export async function updateDraft(
  context: RequestContext,
  { requestId, draft: body }: { requestId: string; draft: Schemas['SignatureRequestInput'] },
): Promise<Schemas['SignatureRequest']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['DRAFT'], 'Only a draft can be changed');
  await requirePart11Allowed(
    { db: context.db },
    {
      senderId: access.request.ownerId,
      quality: body.quality,
    },
  );
  await context.db.transaction(async (tx) => {
    await tx
      .update(signatureRequests)
      .set({
        title: body.title,
        message: body.message ?? '',
        ...(body.quality ? { quality: body.quality } : {}),
        ...(body.legislation ? { legislation: body.legislation } : {}),
        ...(body.expiration_date !== undefined
          ? { expirationDate: body.expiration_date ? new Date(body.expiration_date) : null }
          : {}),
        ...(body.redirect ? { redirect: body.redirect } : {}),
        updatedAt: context.now,
      })
      .where(eq(signatureRequests.id, requestId));
    await appendEvent(tx, {
      requestId,
      event: { type: 'UPDATED', actor: actorOf(context, access) },
      at: context.now,
    });
  });
  return loadSignatureRequest(context, requestId);
}

/**
 * DELETE as the spec reads it: the sender deletes a draft or withdraws an open request; a
 * signer leaves a request they have not signed; an observer stops observing.
 */
export async function deleteRequest(context: RequestContext, requestId: string): Promise<void> {
  const access = await accessRequest(context, requestId);
  if (access.role === 'owner') {
    if (access.request.statusOverall === 'OPEN') {
      await withdrawRequest(context, { requestId, message: '' });
      return;
    }
    requireStatus(access, ['DRAFT'], 'A finished request is kept for everyone who took part');
    const hashes = await context.db
      .select({ sha256: documents.sha256 })
      .from(documents)
      .where(eq(documents.requestId, requestId));
    await context.db.delete(signatureRequests).where(eq(signatureRequests.id, requestId));
    for (const { sha256 } of hashes) await releaseBlob(context, sha256);
    return;
  }
  if (access.signature) {
    await removeSigner(context, { requestId, signatureId: access.signature.id });
    return;
  }
  await removeObserver(context, { requestId, observer: null });
}
