import { eq } from 'drizzle-orm';
import { businesses, seals, users } from '../../db/schema';
import { businessLocked } from '../businesses/locked';
import { DomainError } from '../errors';
import type { RequestContext } from '../requests/context';
import type { Signer } from '../signing/signer';
import { sealPermission } from './permission';

const unknownSeal = () => new DomainError('NOT_FOUND', 'Seal not found');

/**
 * The signer when the caller applies a seal: the organisation, never the person. The caller
 * must be allowed to apply it (a member of the seal, or an API user of its business); to
 * anyone outside the business the seal is as unknown as a wrong name. A locked business (no
 * valid payment method) signs nothing in its name. Nothing is checked against the caller's
 * own qualities or credits: the seal's quality applies and the business pays.
 */
export async function sealSignerOf(context: RequestContext, accountName: string): Promise<Signer> {
  if (context.caller.kind !== 'user') throw unknownSeal();
  const userId = context.caller.user.id;
  const [row] = await context.db
    .select({ seal: seals, business: businesses })
    .from(seals)
    .innerJoin(businesses, eq(businesses.id, seals.businessId))
    .where(eq(seals.accountName, accountName));
  if (!row) throw unknownSeal();
  const { seal, business } = row;
  const permission = await sealPermission({ db: context.db }, { userId, seal });
  if (permission === 'stranger') throw unknownSeal();
  if (permission === 'not-a-seal-member') {
    throw new DomainError('NOT_A_SEAL_MEMBER', 'You are not allowed to sign with this seal');
  }
  if (businessLocked(business)) {
    throw new DomainError('BUSINESS_LOCKED', 'The business is locked: it needs a payment method');
  }
  const [account] = await context.db
    .select({ language: users.attributes })
    .from(users)
    .where(eq(users.id, userId));
  const language = account?.language.lang?.[0] ?? 'en';
  const imagePng = seal.image ? await context.blobs.get(seal.image.sha256) : null;
  return {
    kind: 'user',
    // No account: the signature spends no person's credits and carries no person's details.
    account: null,
    name: seal.displayName,
    email: business.email,
    language,
    settings: {
      name: seal.displayName,
      // The business's name under a seal named otherwise ("Invoices" of "Acme AG").
      company: seal.displayName === business.name ? null : business.name,
      language,
      ...(imagePng ? { imagePng } : {}),
    },
    permissions: null,
    emailVerified: true,
    qualities: {},
    identity: null,
    seal: { organisation: business.name, quality: seal.quality, country: business.country },
  };
}
