import { eq } from 'drizzle-orm';
import type { components } from '../../../../src/api/schema.gen';
import { signatureRequests, signatures, users } from '../../db/schema';
import { DomainError } from '../errors';
import { appendEvent } from './audit-trail';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

/*
 * A "send-to" is the invitation of one signer, addressed by the signature's id from the
 * e-mailed link. Holding the link proves the reader owns the mailbox it went to, so a signed-in
 * user may attach it to their account even when their account uses another address.
 */

const notFound = () => new DomainError('NOT_FOUND', 'Invitation not found');

async function load(context: RequestContext, id: string) {
  const [row] = await context.db
    .select({ signature: signatures, request: signatureRequests, owner: users })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .innerJoin(users, eq(users.id, signatureRequests.ownerId))
    .where(eq(signatures.id, id));
  if (!row || row.request.statusOverall === 'DRAFT') throw notFound();
  return row;
}

type Loaded = Awaited<ReturnType<typeof load>>;

function statusOf({ signature, request }: Loaded, now: Date): Schemas['SendToStatus'] {
  if (request.statusOverall === 'WITHDRAWN') return 'WITHDRAWN';
  if (signature.statusCode === 'SIGNED') return 'SIGNED';
  if (signature.statusCode === 'DECLINED' || request.statusOverall === 'DECLINED')
    return 'DECLINED';
  if (request.lockedUntil && request.lockedUntil > now && request.lockedBy === signature.id) {
    return 'SIGNING';
  }
  if (request.expirationDate && request.expirationDate <= now) return 'EXPIRED';
  return signature.userId ? 'CLAIMED' : 'UNCLAIMED';
}

function toSendTo(loaded: Loaded, now: Date): Schemas['SendTo'] {
  const { signature, request, owner } = loaded;
  return {
    id: signature.id,
    status: statusOf(loaded, now),
    signature_request_id: request.id,
    title: request.title,
    sender: { email_address: owner.email, first_name: owner.firstName, last_name: owner.lastName },
    email: signature.email,
    expires_at: request.expirationDate?.toISOString() ?? null,
  };
}

export async function getSendTo(context: RequestContext, id: string): Promise<Schemas['SendTo']> {
  return toSendTo(await load(context, id), context.now);
}

/** Binds the invitation to the signed-in user; someone else's claim stays (409). */
export async function claimSendTo(context: RequestContext, id: string): Promise<Schemas['SendTo']> {
  const { caller } = context;
  if (caller.kind !== 'user') throw new DomainError('FORBIDDEN', 'Sign in to claim a request');
  const loaded = await load(context, id);
  const status = statusOf(loaded, context.now);
  if (status === 'EXPIRED') throw new DomainError('TOKEN_EXPIRED', 'This invitation has expired');
  if (loaded.signature.userId && loaded.signature.userId !== caller.user.id) {
    throw new DomainError('ALREADY_CLAIMED', 'Someone else has already claimed this request');
  }
  if (status !== 'UNCLAIMED' && status !== 'CLAIMED') {
    throw new DomainError('INVALID_STATE', 'This request can no longer be claimed');
  }
  if (!loaded.signature.userId) {
    await context.db.transaction(async (tx) => {
      await tx.update(signatures).set({ userId: caller.user.id }).where(eq(signatures.id, id));
      await appendEvent(
        tx,
        loaded.request.id,
        {
          type: 'CLAIMED',
          actor: {
            userId: caller.user.id,
            email: caller.user.email,
            ip: context.ip,
            userAgent: context.userAgent,
          },
          signatureId: id,
        },
        context.now,
      );
    });
  }
  return getSendTo(context, id);
}
