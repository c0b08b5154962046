import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type SignatureRow, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import type { RequestContext } from '../requests/context';
import { displayName } from '../requests/notifications';

type Schemas = components['schemas'];

/** Who signs: the person's name and address for the certificate and the stamp. */
export interface Signer {
  kind: 'user' | 'guest';
  account: UserRow | null;
  name: string;
  email: string;
  language: string | null;
  settings: Schemas['UserSignature'] | undefined;
  permissions: UserRow['permissions'];
  emailVerified: boolean;
  qualities: Schemas['SignatureQualities'];
}

/** The signer behind the caller: an account (fresh from the database) or a link's guest. */
export async function signerOf(
  context: RequestContext,
  guestSignature?: SignatureRow,
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
      settings: account.signatures[0],
      permissions: account.permissions,
      emailVerified: account.emailVerified,
      qualities: account.signatureQualities,
    };
  }
  if (!guestSignature) throw new DomainError('NOT_FOUND', 'Signer not found');
  return {
    kind: 'guest',
    account: null,
    name: displayName(guestSignature),
    email: guestSignature.email,
    language: guestSignature.language,
    settings: undefined,
    permissions: null,
    emailVerified: true,
    // Guests sign at the simple quality, proven by the e-mailed code (spec §4, direct sign).
    qualities: { ses: { any: { quality: 'ses' } } },
  };
}
