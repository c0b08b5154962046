import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { signatureRequests, signatures, users } from '../../db/schema';
import { DomainError } from '../errors';
import { appendEvent } from './audit-trail';
import type { RequestContext } from './context';
import { findSignerLink, revokeSignerLinks } from './signer-links';

type Schemas = components['schemas'];

/*
 * A "send-to" is the invitation of one signer as its mailed link `/sendto/{secret}` carries it.
 * The secret proves the reader saw that mailbox, but a mailbox can be shared or a mail
 * forwarded: only an account under the invited address may claim the request, so no one else
 * can take a signer's place with it.
 */

const notFound = () => new DomainError('NOT_FOUND', 'Invitation not found');

async function load(context: RequestContext, secret: string) {
  const link = await findSignerLink(context, { secret, purpose: 'sendto' });
  if (!link) throw notFound();
  const [row] = await context.db
    .select({ signature: signatures, request: signatureRequests, owner: users })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .innerJoin(users, eq(users.id, signatureRequests.ownerId))
    .where(eq(signatures.id, link.signatureId));
  if (!row || row.request.statusOverall === 'DRAFT') throw notFound();
  return { ...row, secret };
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

const callerEmail = (context: RequestContext) =>
  context.caller.kind === 'user' ? context.caller.user.email : null;

function toSendTo(loaded: Loaded, context: RequestContext): Schemas['SendTo'] {
  const { signature, request, owner } = loaded;
  return {
    // The invitation as the caller knows it: the link's own secret, never the signature's id.
    id: loaded.secret,
    addressed_to_you: callerEmail(context) === signature.email,
    status: statusOf(loaded, context.now),
    signature_request_id: request.id,
    title: request.title,
    sender: { email_address: owner.email, first_name: owner.firstName, last_name: owner.lastName },
    email: signature.email,
    expires_at: request.expirationDate?.toISOString() ?? null,
  };
}

export async function getSendTo(
  context: RequestContext,
  secret: string,
): Promise<Schemas['SendTo']> {
  return toSendTo(await load(context, secret), context);
}

/**
 * Binds the invitation to the signed-in account, which must be under the invited address
 * (403 EMAIL_MISMATCH otherwise); someone else's claim stays (409). The signer then works from
 * the account, so the guest links of the mails stop working; this link keeps showing the claim.
 */
export async function claimSendTo(
  context: RequestContext,
  secret: string,
): Promise<Schemas['SendTo']> {
  const { caller } = context;
  if (caller.kind !== 'user') throw new DomainError('FORBIDDEN', 'Sign in to claim a request');
  const loaded = await load(context, secret);
  const { signature } = loaded;
  const status = statusOf(loaded, context.now);
  if (status === 'EXPIRED') throw new DomainError('TOKEN_EXPIRED', 'This invitation has expired');
  if (signature.userId && signature.userId !== caller.user.id) {
    throw new DomainError('ALREADY_CLAIMED', 'Someone else has already claimed this request');
  }
  if (status !== 'UNCLAIMED' && status !== 'CLAIMED') {
    throw new DomainError('INVALID_STATE', 'This request can no longer be claimed');
  }
  if (signature.email !== caller.user.email) {
    throw new DomainError(
      'EMAIL_MISMATCH',
      'This invitation was sent to another address; sign in with that address to claim it',
    );
  }
  if (!signature.userId) {
    await context.db.transaction(async (tx) => {
      await tx
        .update(signatures)
        .set({ userId: caller.user.id })
        .where(and(eq(signatures.id, signature.id), isNull(signatures.userId)));
      await revokeSignerLinks({ db: tx }, { signatureId: signature.id, purpose: 'guest' });
      await appendEvent(tx, {
        requestId: loaded.request.id,
        event: {
          type: 'CLAIMED',
          actor: {
            userId: caller.user.id,
            email: caller.user.email,
            ip: context.ip,
            userAgent: context.userAgent,
          },
          signatureId: signature.id,
        },
        at: context.now,
      });
    });
  }
  return getSendTo(context, secret);
}
