import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatures, signerLinks } from '../../db/schema';
import { hashToken } from '../accounts/sessions';
import type { RequestContext } from './context';

/**
 * The secret of a mailed link: what `{userid}` of `/view/{id}/{userid}` (the guest's signing
 * pages) and `{id}` of `/sendto/{id}` (claiming with one's own account) carry. Only the invited
 * mailbox receives it; the API returns it to nobody, so the signature's public id (`sid`),
 * which every participant reads, proves nothing.
 */
export type SignerLinkPurpose = 'guest' | 'sendto';

// The prefix keeps the secret a valid contract `Id` (it must start with a letter or digit).
const PREFIX: Record<SignerLinkPurpose, string> = { guest: 'gl', sendto: 'st' };

/** A fresh secret for one mail (256 random bits); earlier links of the signer keep working. */
export async function issueSignerLink(
  { db }: Pick<RequestContext, 'db'>,
  { signatureId, purpose }: { signatureId: string; purpose: SignerLinkPurpose },
): Promise<string> {
  const secret = `${PREFIX[purpose]}_${randomBytes(32).toString('base64url')}`;
  await db.insert(signerLinks).values({ tokenHash: hashToken(secret), signatureId, purpose });
  return secret;
}

/** The signature a link's secret opens, or null for a wrong, revoked or other-purpose secret. */
export async function findSignerLink(
  { db }: Pick<RequestContext, 'db'>,
  { secret, purpose }: { secret: string; purpose: SignerLinkPurpose },
): Promise<{ signatureId: string; requestId: string; userId: string | null } | null> {
  if (!secret.startsWith(`${PREFIX[purpose]}_`)) return null;
  const [row] = await db
    .select({
      signatureId: signatures.id,
      requestId: signatures.requestId,
      userId: signatures.userId,
    })
    .from(signerLinks)
    .innerJoin(signatures, eq(signatures.id, signerLinks.signatureId))
    .where(and(eq(signerLinks.tokenHash, hashToken(secret)), eq(signerLinks.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * The guest a signing link authenticates: the secret must open a signature of exactly this
 * request, and one that belongs to no account — an account signer signs in instead, so the
 * guest endpoints can never reach their signature.
 */
export async function findGuestSignature(
  { db }: Pick<RequestContext, 'db'>,
  { secret, requestId }: { secret: string; requestId: string },
): Promise<{ signatureId: string; requestId: string } | null> {
  const found = await findSignerLink({ db }, { secret, purpose: 'guest' });
  if (!found || found.requestId !== requestId || found.userId !== null) return null;
  return { signatureId: found.signatureId, requestId: found.requestId };
}

/** Ends a signature's links of one purpose (e.g. its signer now works from an account). */
export async function revokeSignerLinks(
  { db }: { db: Db },
  { signatureId, purpose }: { signatureId: string; purpose: SignerLinkPurpose },
): Promise<void> {
  await db
    .delete(signerLinks)
    .where(and(eq(signerLinks.signatureId, signatureId), eq(signerLinks.purpose, purpose)));
}
