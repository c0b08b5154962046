import { and, eq, or, sql } from 'drizzle-orm';
import {
  observers,
  signatureRequests,
  signatures,
  type SignatureRequestRow,
  type SignatureRow,
  type UserRow,
} from '../../db/schema';
import { DomainError } from '../errors';
import type { RequestContext } from './context';

/** A signed-in account, or the guest of one signing link (signature id + request id). */
export type Caller =
  | { kind: 'user'; user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'> }
  | { kind: 'guest'; signatureId: string; requestId: string };

export type Role = 'owner' | 'signer' | 'observer';

export interface Access {
  request: SignatureRequestRow;
  /** The caller's strongest relation to the request. */
  role: Role;
  /** The caller's own signature, when the caller signs this request. */
  signature: SignatureRow | null;
}

export const notFound = () => new DomainError('NOT_FOUND', 'Signature request not found');

/**
 * What the caller may see of a request: owner, signer (by account or invited address) or
 * observer. Someone else's draft and every request the caller has no part in are "not found",
 * so an id reveals nothing about requests that exist.
 */
export async function accessRequest(
  { db, caller }: Pick<RequestContext, 'db' | 'caller'>,
  requestId: string,
): Promise<Access> {
  if (caller.kind === 'guest' && caller.requestId !== requestId) throw notFound();
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId))
    .limit(1);
  if (!request) throw notFound();

  if (caller.kind === 'guest') {
    const [signature] = await db
      .select()
      .from(signatures)
      .where(and(eq(signatures.id, caller.signatureId), eq(signatures.requestId, requestId)));
    // A signing link opens only a signature without an account (checked at sign-in too).
    if (!signature || signature.userId || request.statusOverall === 'DRAFT') throw notFound();
    return { request, role: 'signer', signature };
  }

  const { user } = caller;
  const mySignatures = await db
    .select()
    .from(signatures)
    .where(
      and(
        eq(signatures.requestId, requestId),
        or(eq(signatures.userId, user.id), eq(signatures.email, user.email)),
      ),
    )
    // An OPEN signature wins if the user signs twice (e.g. once by a second address).
    .orderBy(sql`(${signatures.statusCode} = 'OPEN') desc`, signatures.createdAt);
  const signature = mySignatures[0] ?? null;
  if (request.ownerId === user.id) return { request, role: 'owner', signature };
  if (request.statusOverall === 'DRAFT') throw notFound();
  if (signature) return { request, role: 'signer', signature };
  const [observer] = await db
    .select({ id: observers.id })
    .from(observers)
    .where(
      and(
        eq(observers.requestId, requestId),
        or(eq(observers.userId, user.id), eq(observers.email, user.email)),
      ),
    )
    .limit(1);
  if (observer) return { request, role: 'observer', signature: null };
  throw notFound();
}

/** Changes only the sender may make; others who can see the request get 403. */
export function requireOwner(access: Access): void {
  if (access.role !== 'owner') {
    throw new DomainError('FORBIDDEN', 'Only the sender can change this signature request');
  }
}

export function requireStatus(
  access: Access,
  allowed: SignatureRequestRow['statusOverall'][],
  message: string,
): void {
  if (!allowed.includes(access.request.statusOverall)) {
    throw new DomainError('INVALID_STATE', message);
  }
}
