import { and, eq, inArray, or } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { documents, observers, signatures, type SignatureRow } from '../../db/schema';
import { normalizeEmail } from '../accounts/accounts';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { accessRequest, requireOwner, requireStatus, type Access } from './access';
import { appendEvent } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { assertUnlocked } from './lifecycle';
import { displayName, inviteSigners, notifyCompleted, notifyObserverAdded } from './notifications';
import { accountIds, assertUniqueEmails, signerColumns, signerRowsFor } from './signer-input';
import { advanceRequest } from './signing-order';
import { toObserver, toSignature } from './view';

type Schemas = components['schemas'];

const EDITABLE: Access['request']['statusOverall'][] = ['DRAFT', 'OPEN'];
const signerNotFound = () => new DomainError('NOT_FOUND', 'Signer not found');
const observerNotFound = () => new DomainError('NOT_FOUND', 'Observer not found');

async function documentsOf(db: Db, requestId: string) {
  const rows = await db.select().from(documents).where(eq(documents.requestId, requestId));
  return new Map(rows.filter((row) => row.parentId === null).map((row) => [row.id, row]));
}

async function assertNotSigner(db: Db, requestId: string, email: string, exceptId?: string) {
  const [existing] = await db
    .select({ id: signatures.id })
    .from(signatures)
    .where(and(eq(signatures.requestId, requestId), eq(signatures.email, email)));
  if (existing && existing.id !== exceptId) {
    throw new DomainError('CONFLICT', `${email} is already a signer of this request`);
  }
}

/**
 * The sender adds a signer (or a signer group: a signature per member); on an open request
 * they are invited when it is their turn. The first new signature is returned.
 */
export async function addSigner(
  context: RequestContext,
  { requestId, signer: input }: { requestId: string; signer: Schemas['SignerInput'] },
): Promise<Schemas['Signature']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, EDITABLE, 'Signers can only be added before everyone has answered');
  assertUnlocked(access, context.now);
  const rows = await signerRowsFor(context, {
    sender: { id: access.request.ownerId },
    input,
    documentsById: await documentsOf(context.db, requestId),
    field: 'signer',
  });
  assertUniqueEmails(
    rows.map((row) => row.email),
    'signer',
    () => 0,
  );
  for (const row of rows) await assertNotSigner(context.db, requestId, row.email);
  const accounts = await accountIds(
    context,
    rows.map((row) => row.email),
  );
  const isOpen = access.request.statusOverall === 'OPEN';
  const actor = actorOf(context, access);
  const { row, opened } = await context.db.transaction(async (tx) => {
    const insertedRows = await tx
      .insert(signatures)
      .values(
        rows.map((columns, index) => ({
          ...columns,
          id: newId('sig'),
          requestId,
          userId: accounts.get(columns.email) ?? null,
          statusCode: isOpen ? ('WAITING' as const) : ('DRAFT' as const),
          createdAt: new Date(context.now.getTime() + index),
        })),
      )
      .returning();
    const [inserted] = insertedRows;
    if (!inserted) throw new Error('Inserting a signer returned no row');
    for (const added of insertedRows) {
      await appendEvent(tx, {
        requestId,
        event: {
          type: 'SIGNER_ADDED',
          actor,
          signatureId: added.id,
          data: { email: added.email },
        },
        at: context.now,
      });
    }
    const opened = isOpen
      ? (
          await advanceRequest(tx, {
            requestId,
            actor,
            invitedBy: actor.email ?? '',
            now: context.now,
          })
        ).opened
      : [];
    return { row: opened.find((item) => item.id === inserted.id) ?? inserted, opened };
  });
  await inviteSigners(context, { request: access.request, signatures: opened });
  return toSignature(row);
}

async function loadSigner(context: RequestContext, requestId: string, sid: string) {
  const [row] = await context.db
    .select()
    .from(signatures)
    .where(and(eq(signatures.id, sid), eq(signatures.requestId, requestId)));
  if (!row) throw signerNotFound();
  return row;
}

/**
 * The sender replaces a signer's details. A new address is a new person: the signature gets a
 * new id, so the old address's link stops working, and the new one is invited.
 */
export async function updateSigner(
  context: RequestContext,
  {
    requestId,
    signatureId: sid,
    signer: input,
  }: { requestId: string; signatureId: string; signer: Schemas['SignerInput'] },
): Promise<Schemas['Signature']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  requireStatus(access, EDITABLE, 'Signers can only be changed before everyone has answered');
  assertUnlocked(access, context.now);
  const current = await loadSigner(context, requestId, sid);
  if (current.statusCode === 'SIGNED' || current.statusCode === 'DECLINED') {
    throw new DomainError('INVALID_STATE', 'This signer has already answered');
  }
  const columns = {
    ...signerColumns(input, await documentsOf(context.db, requestId), 'signer'),
    signerGroupId: current.signerGroupId,
  };
  await assertNotSigner(context.db, requestId, columns.email, sid);
  const newPerson = columns.email !== current.email;
  if (newPerson && current.signerGroupId) {
    throw new DomainError(
      'INVALID_STATE',
      "A signer group's members are changed on the group, not in the request",
    );
  }
  const accounts = await accountIds(context, [columns.email]);
  const row = await context.db.transaction(async (tx) => {
    const values = { ...columns, userId: accounts.get(columns.email) ?? null };
    let updated: SignatureRow | undefined;
    if (newPerson) {
      await tx.delete(signatures).where(eq(signatures.id, sid));
      [updated] = await tx
        .insert(signatures)
        .values({
          ...current,
          ...values,
          id: newId('sig'),
          invitedAt: current.statusCode === 'OPEN' ? context.now : null,
        })
        .returning();
    } else {
      [updated] = await tx.update(signatures).set(values).where(eq(signatures.id, sid)).returning();
    }
    if (!updated) throw signerNotFound();
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'UPDATED',
        actor: actorOf(context, access),
        signatureId: updated.id,
        data: { signer: { from: current.email, to: updated.email, previousId: sid } },
      },
      at: context.now,
    });
    return updated;
  });
  if (newPerson) await inviteSigners(context, { request: access.request, signatures: [row] });
  return toSignature(row);
}

/**
 * The sender removes signers who have not signed, or a signer leaves. An open request then
 * moves on: it completes if everyone left has signed, or the next signers are invited.
 */
export async function removeSigners(
  context: RequestContext,
  { requestId, signatureIds: sids }: { requestId: string; signatureIds: string[] },
): Promise<void> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  await removeSignatures(context, access, sids);
}

export async function removeSigner(
  context: RequestContext,
  { requestId, signatureId: sid }: { requestId: string; signatureId: string },
) {
  const access = await accessRequest(context, requestId);
  if (access.role !== 'owner' && access.signature?.id !== sid) {
    if (access.role === 'signer' || access.role === 'observer') {
      throw new DomainError('FORBIDDEN', 'Only the sender can remove other signers');
    }
    throw signerNotFound();
  }
  await removeSignatures(context, access, [sid]);
}

async function removeSignatures(context: RequestContext, access: Access, sids: string[]) {
  const requestId = access.request.id;
  requireStatus(access, EDITABLE, 'Signers can only be removed before everyone has answered');
  assertUnlocked(access, context.now);
  const rows = await context.db
    .select()
    .from(signatures)
    .where(and(eq(signatures.requestId, requestId), inArray(signatures.id, sids)));
  if (rows.length !== new Set(sids).size) throw signerNotFound();
  if (rows.some((row) => row.statusCode === 'SIGNED')) {
    throw new DomainError('INVALID_STATE', 'A signer who has signed cannot be removed');
  }
  const isOpen = access.request.statusOverall === 'OPEN';
  const actor = actorOf(context, access);
  const outcome = await context.db.transaction(async (tx) => {
    await tx.delete(signatures).where(inArray(signatures.id, sids));
    const [left] = await tx
      .select({ id: signatures.id })
      .from(signatures)
      .where(eq(signatures.requestId, requestId))
      .limit(1);
    if (isOpen && !left) {
      throw new DomainError(
        'INVALID_STATE',
        'An open request needs at least one signer; withdraw it instead',
      );
    }
    for (const row of rows) {
      await appendEvent(tx, {
        requestId,
        event: { type: 'SIGNER_REMOVED', actor, signatureId: row.id, data: { email: row.email } },
        at: context.now,
      });
    }
    return isOpen
      ? advanceRequest(tx, { requestId, actor, invitedBy: actor.email ?? '', now: context.now })
      : null;
  });
  if (outcome?.completed) await notifyCompleted(context, access.request);
  if (outcome?.opened.length)
    await inviteSigners(context, { request: access.request, signatures: outcome.opened });
}

/** A signer hands their place to someone else, who gets a new signature (and link). */
export async function delegateSignature(
  context: RequestContext,
  { requestId, delegate: input }: { requestId: string; delegate: Schemas['DelegateRequest'] },
) {
  const access = await accessRequest(context, requestId);
  const own = access.signature;
  if (!own) throw new DomainError('FORBIDDEN', 'Only a signer can delegate their signature');
  requireStatus(access, ['OPEN'], 'Only an open request can be delegated');
  assertUnlocked(access, context.now);
  if (own.statusCode !== 'OPEN' && own.statusCode !== 'WAITING') {
    throw new DomainError('INVALID_STATE', 'You have already answered this request');
  }
  const email = normalizeEmail(input.email);
  await assertNotSigner(context.db, requestId, email);
  const accounts = await accountIds(context, [email]);
  const row = await context.db.transaction(async (tx) => {
    await tx.delete(signatures).where(eq(signatures.id, own.id));
    const [inserted] = await tx
      .insert(signatures)
      .values({
        ...own,
        id: newId('sig'),
        email,
        userId: accounts.get(email) ?? null,
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        mobile: null,
        immutableEidFields: [],
        invitedBy: own.email,
        invitedAt: own.statusCode === 'OPEN' ? context.now : null,
        lastViewedAt: null,
      })
      .returning();
    if (!inserted) throw new Error('Inserting the delegate returned no row');
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'DELEGATED',
        actor: actorOf(context, access),
        signatureId: own.id,
        message: input.message ?? null,
        data: { to: email, newSignatureId: inserted.id },
      },
      at: context.now,
    });
    return inserted;
  });
  await inviteSigners(context, {
    request: access.request,
    signatures: [row],
    kind: 'delegated',
    extra: {
      delegatorName: displayName(own),
      message: input.message ?? '',
    },
  });
  return row;
}

/** The sender adds someone who reads the request and receives its final documents. */
export async function addObserver(
  context: RequestContext,
  { requestId, email: rawEmail }: { requestId: string; email: string },
): Promise<Schemas['Observer']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  const email = normalizeEmail(rawEmail);
  const accounts = await accountIds(context, [email]);
  const actor = actorOf(context, access);
  const row = await context.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(observers)
      .values({
        id: newId('obs'),
        requestId,
        email,
        userId: accounts.get(email) ?? null,
        invitedBy: actor.email,
        invitedAt: context.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new DomainError('CONFLICT', `${email} already observes this request`);
    await appendEvent(tx, {
      requestId,
      event: { type: 'OBSERVER_ADDED', actor, data: { email } },
      at: context.now,
    });
    return inserted;
  });
  await notifyObserverAdded(context, { request: access.request, email });
  return toObserver(row);
}

/** The sender changes an observer's address; the new address is told. */
export async function updateObserver(
  context: RequestContext,
  {
    requestId,
    observerId,
    email: rawEmail,
  }: { requestId: string; observerId: string; email: string },
): Promise<Schemas['Observer']> {
  const access = await accessRequest(context, requestId);
  requireOwner(access);
  const email = normalizeEmail(rawEmail);
  const accounts = await accountIds(context, [email]);
  const row = await context.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: observers.id })
      .from(observers)
      .where(and(eq(observers.requestId, requestId), eq(observers.email, email)));
    if (clash && clash.id !== observerId) {
      throw new DomainError('CONFLICT', `${email} already observes this request`);
    }
    const [updated] = await tx
      .update(observers)
      .set({ email, userId: accounts.get(email) ?? null, invitedAt: context.now })
      .where(and(eq(observers.id, observerId), eq(observers.requestId, requestId)))
      .returning();
    if (!updated) throw observerNotFound();
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'OBSERVER_ADDED',
        actor: actorOf(context, access),
        data: { email, observerId },
      },
      at: context.now,
    });
    return updated;
  });
  await notifyObserverAdded(context, { request: access.request, email });
  return toObserver(row);
}

/**
 * Removes an observer: by id or e-mail (the sender), or the caller themself (`null`, an
 * observer leaving).
 */
export async function removeObserver(
  context: RequestContext,
  {
    requestId,
    observer: which,
  }: { requestId: string; observer: { id: string } | { email: string } | null },
): Promise<void> {
  const access = await accessRequest(context, requestId);
  const caller = context.caller;
  const own =
    caller.kind === 'user'
      ? or(eq(observers.userId, caller.user.id), eq(observers.email, caller.user.email))
      : undefined;
  if (which === null || access.role !== 'owner') {
    if (access.role !== 'observer' || !own) {
      throw new DomainError('FORBIDDEN', 'Only the sender can remove observers');
    }
  }
  const match =
    which === null
      ? own
      : 'id' in which
        ? eq(observers.id, which.id)
        : eq(observers.email, normalizeEmail(which.email));
  if (access.role !== 'owner') {
    // An observer may only take themself off, whichever way they name the entry.
    const [target] = await context.db
      .select({ id: observers.id })
      .from(observers)
      .where(and(eq(observers.requestId, requestId), match));
    const [self] = await context.db
      .select({ id: observers.id })
      .from(observers)
      .where(and(eq(observers.requestId, requestId), own));
    if (!self || target?.id !== self.id) {
      throw new DomainError('FORBIDDEN', 'Only the sender can remove other observers');
    }
  }
  const removed = await context.db.transaction(async (tx) => {
    const rows = await tx
      .delete(observers)
      .where(
        and(eq(observers.requestId, requestId), match, access.role === 'owner' ? undefined : own),
      )
      .returning();
    for (const row of rows) {
      await appendEvent(tx, {
        requestId,
        event: {
          type: 'OBSERVER_REMOVED',
          actor: actorOf(context, access),
          data: { email: row.email },
        },
        at: context.now,
      });
    }
    return rows.length;
  });
  if (!removed) throw observerNotFound();
}
