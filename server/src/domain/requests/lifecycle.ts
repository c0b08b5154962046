import { and, count, eq, ne } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { documents, signatureRequests, signatures } from '../../db/schema';
import { requirePart11Allowed } from '../businesses/part11';
import { DomainError } from '../errors';
import { accessRequest, requireOwner, requireStatus, type Access } from './access';
import { actorNames, appendEvent, auditTrailVerification, listEvents } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { displayName, inviteSigners, notifyOutcome } from './notifications';
import { openNextSigners } from './signing-order';
import { loadSignatureRequest } from './view';

type Schemas = components['schemas'];

export const REMIND_INTERVAL_MS = 60 * 60 * 1000;

const ownerEmail = (context: RequestContext, access: Access) =>
  actorOf(context, access).email ?? '';

/** DRAFT → OPEN: checks the draft is complete, opens the first signers and invites them. */
export async function initiateRequest(
  context: RequestContext,
  requestId: string,
): Promise<Schemas['SignatureRequest']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['DRAFT'], 'Only a draft can be sent');
  const { db, now } = context;
  await requirePart11Allowed(
    { db },
    {
      senderId: access.request.ownerId,
      quality: access.request.quality,
    },
  );
  const opened = await db.transaction(async (tx) => {
    const [documentCount] = await tx
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.requestId, requestId));
    const signerRows = await tx
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    if (!documentCount?.n) {
      throw new DomainError('VALIDATION_FAILED', 'Add a document before sending', {
        field: 'documents',
      });
    }
    if (!signerRows.length) {
      throw new DomainError('VALIDATION_FAILED', 'Add a signer before sending', {
        field: 'signatures',
      });
    }
    const [updated] = await tx
      .update(signatureRequests)
      .set({ statusOverall: 'OPEN', initiatedAt: now, updatedAt: now })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.statusOverall, 'DRAFT')))
      .returning({ id: signatureRequests.id });
    if (!updated) throw new DomainError('INVALID_STATE', 'Only a draft can be sent');
    await tx
      .update(signatures)
      .set({ statusCode: 'WAITING' })
      .where(eq(signatures.requestId, requestId));
    await appendEvent(tx, {
      requestId,
      event: { type: 'INITIATED', actor: actorOf(context, access) },
      at: now,
    });
    return openNextSigners(tx, { requestId, invitedBy: ownerEmail(context, access), now });
  });
  const request = { ...access.request, statusOverall: 'OPEN' as const };
  await inviteSigners(context, { request, signatures: opened });
  return loadSignatureRequest({ db }, requestId);
}

/** The caller's own signature state and the counts the signing pages show. */
export async function requestStatus(
  context: RequestContext,
  requestId: string,
): Promise<Schemas['RequestStatus']> {
  const access = await accessRequest(context, requestId);
  return statusOf(context, access);
}

async function statusOf(
  context: RequestContext,
  access: Access,
): Promise<Schemas['RequestStatus']> {
  const rows = await context.db
    .select({ id: signatures.id, status: signatures.statusCode, group: signatures.signerGroupId })
    .from(signatures)
    .where(eq(signatures.requestId, access.request.id));
  const own = access.signature ? rows.find((row) => row.id === access.signature?.id) : undefined;
  const [request] = await context.db
    .select({ statusOverall: signatureRequests.statusOverall })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, access.request.id));
  return {
    id: access.request.id,
    status_overall: request?.statusOverall ?? access.request.statusOverall,
    signature_status: own?.status ?? null,
    // A signer group counts once: it is one signature, whoever of it gives it.
    signatures_count: new Set(rows.map((row) => row.group ?? row.id)).size,
    signed_count: new Set(
      rows.filter((row) => row.status === 'SIGNED').map((row) => row.group ?? row.id),
    ).size,
  };
}

/** A signer refuses: their signature and the whole request become DECLINED. */
export async function declineRequest(
  context: RequestContext,
  { requestId, message }: { requestId: string; message: string },
): Promise<Schemas['RequestStatus']> {
  const access = await accessRequest(context, requestId);
  const signature = access.signature;
  if (!signature) throw new DomainError('FORBIDDEN', 'Only a signer can decline');
  requireStatus(access, ['OPEN'], 'This request can no longer be declined');
  if (signature.statusCode !== 'OPEN' && signature.statusCode !== 'WAITING') {
    throw new DomainError('INVALID_STATE', 'You have already answered this request');
  }
  assertUnlocked(access, context.now);
  const actor = actorOf(context, access);
  await context.db.transaction(async (tx) => {
    await tx
      .update(signatures)
      .set({ statusCode: 'DECLINED' })
      .where(eq(signatures.id, signature.id));
    await tx
      .update(signatureRequests)
      .set({ statusOverall: 'DECLINED', updatedAt: context.now })
      .where(eq(signatureRequests.id, requestId));
    await appendEvent(tx, {
      requestId,
      event: { type: 'DECLINED', actor, signatureId: signature.id, message },
      at: context.now,
    });
  });
  await notifyOutcome(context, {
    request: access.request,
    kind: 'requestDeclined',
    values: {
      actorName: displayName(signature),
      message,
    },
  });
  return statusOf(context, access);
}

/** The sender takes an open request back; nobody can sign it any more. */
export async function withdrawRequest(
  context: RequestContext,
  { requestId, message }: { requestId: string; message: string },
): Promise<Schemas['RequestStatus']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['OPEN'], 'Only an open request can be withdrawn');
  assertUnlocked(access, context.now);
  await context.db.transaction(async (tx) => {
    await tx
      .update(signatures)
      .set({ statusCode: 'WITHDRAWN' })
      .where(and(eq(signatures.requestId, requestId), ne(signatures.statusCode, 'SIGNED')));
    await tx
      .update(signatureRequests)
      .set({ statusOverall: 'WITHDRAWN', updatedAt: context.now })
      .where(eq(signatureRequests.id, requestId));
    await appendEvent(tx, {
      requestId,
      event: { type: 'WITHDRAWN', actor: actorOf(context, access), message },
      at: context.now,
    });
  });
  await notifyOutcome(context, {
    request: access.request,
    kind: 'requestWithdrawn',
    values: { message },
  });
  return statusOf(context, access);
}

/** Reminds the signers whose turn it is; at most once an hour per request. */
export async function remindSigners(context: RequestContext, requestId: string): Promise<void> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, ['OPEN'], 'Only an open request has signers to remind');
  const last = access.request.lastRemindedAt?.getTime();
  const wait = last === undefined ? 0 : last + REMIND_INTERVAL_MS - context.now.getTime();
  if (wait > 0) {
    throw new DomainError('RATE_LIMITED', 'Signers were reminded less than an hour ago', {
      retryAfterSeconds: Math.ceil(wait / 1000),
    });
  }
  const open = await context.db
    .select()
    .from(signatures)
    .where(and(eq(signatures.requestId, requestId), eq(signatures.statusCode, 'OPEN')));
  if (!open.length) throw new DomainError('INVALID_STATE', 'Nobody is waiting to sign');
  await context.db.transaction(async (tx) => {
    await tx
      .update(signatureRequests)
      .set({ lastRemindedAt: context.now })
      .where(eq(signatureRequests.id, requestId));
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'REMINDED',
        actor: actorOf(context, access),
        data: { signatureIds: open.map((row) => row.id) },
      },
      at: context.now,
    });
  });
  await inviteSigners(context, { request: access.request, signatures: open, kind: 'reminder' });
}

export async function lockStatus(
  context: RequestContext,
  requestId: string,
): Promise<Schemas['LockStatus']> {
  const { request } = await accessRequest(context, requestId);
  const locked = isLocked(request, context.now);
  return {
    locked,
    locked_by: locked ? request.lockedBy : null,
    locked_until: locked ? (request.lockedUntil?.toISOString() ?? null) : null,
  };
}

const isLocked = (request: Access['request'], now: Date) =>
  request.lockedUntil !== null && request.lockedUntil > now;

/** While a signature is being applied, nothing else may change the request. */
export function assertUnlocked(access: Access, now: Date): void {
  if (isLocked(access.request, now)) {
    throw new DomainError('REQUEST_LOCKED', 'A signature is being applied; try again shortly');
  }
}

/** The audit trail's hash chain checked for a participant. A read: it records no event. */
export async function verifyRequestAuditTrail(
  context: RequestContext,
  requestId: string,
): Promise<Schemas['AuditTrailVerification']> {
  await accessRequest(context, requestId);
  return auditTrailVerification(await listEvents(context, requestId), context.now);
}

/** The audit trail as the contract shows it, oldest first. */
export async function requestEvents(
  context: RequestContext,
  requestId: string,
): Promise<Schemas['RequestEvents']> {
  await accessRequest(context, requestId);
  const events = await listEvents(context, requestId);
  const names = await actorNames(context, { requestId, events });
  return {
    events: events.map((event) => {
      const name = names.get(event.id);
      return {
        id: event.id,
        type: event.type,
        at: event.at.toISOString(),
        ...(event.actorEmail ? { actor: event.actorEmail } : {}),
        ...(name ? { actor_name: name } : {}),
        ...(event.signatureId ? { signature_id: event.signatureId } : {}),
        ...(event.message ? { message: event.message } : {}),
      };
    }),
  };
}
