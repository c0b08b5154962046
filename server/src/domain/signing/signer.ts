import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type SignatureRow, type UserRow } from '../../db/schema';
import { effectiveQualitiesOf } from '../accounts/effective-qualities';
import { DomainError } from '../errors';
import type { RequestContext } from '../requests/context';
import type { SealQuality } from '../seals/quality';
import { guestQualities } from '../requests/guests';
import { displayName } from '../requests/notifications';
import { guestSettings, signingSettingsOf } from '../visual-signatures/stamp-settings';
import type { StampSettings } from './stamp';

type Schemas = components['schemas'];

/** Who signs: the person's name and address for the certificate and the stamp. */
export interface Signer {
  kind: 'user' | 'guest';
  account: UserRow | null;
  name: string;
  email: string;
  language: string | null;
  /** The visual signature the stamp is drawn from. */
  settings: StampSettings;
  permissions: UserRow['permissions'];
  emailVerified: boolean;
  qualities: Schemas['SignatureQualities'];
  /** The identity an identification verified; the certificate names the person by it. */
  identity: Schemas['VerifiedIdentity'] | null;
  /** Applying a business's seal: the certificate names the organisation (domain/seals). */
  seal?: SealQuality & { organisation: string };
}

/**
 * The signer behind the caller: an account (fresh from the database), stamping with the visual
 * signature they chose or their default; or a link's guest, stamping with the direct one.
 */
export async function signerOf(
  context: RequestContext,
  {
    guestSignature,
    visualSignatureId,
  }: { guestSignature?: SignatureRow | undefined; visualSignatureId?: string | undefined } = {},
): Promise<Signer> {
  if (context.caller.kind === 'user') {
    const [account] = await context.db
      .select()
      .from(users)
      .where(eq(users.id, context.caller.user.id));
    if (!account) throw new DomainError('NOT_FOUND', 'Account not found');
    return {
      kind: 'user',
      account,
      name: displayName(account),
      email: account.email,
      language: account.attributes.lang?.[0] ?? null,
      settings: await signingSettingsOf(context, { account, visualSignatureId }),
      permissions: account.permissions,
      emailVerified: account.emailVerified,
      qualities: await effectiveQualitiesOf({ db: context.db }, account),
      identity: account.identity,
    };
  }
  if (!guestSignature) throw new DomainError('NOT_FOUND', 'Signer not found');
  return {
    kind: 'guest',
    account: null,
    name: displayName(guestSignature),
    email: guestSignature.email,
    language: guestSignature.language,
    settings: guestSettings(guestSignature),
    permissions: null,
    emailVerified: true,
    qualities: guestQualities(guestSignature),
    identity: guestSignature.identity,
  };
}
