import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityProviders, type IdentityProviderRow } from '../../db/schema';
import { normalizeEmail } from './accounts';
import { DomainError } from '../errors';
import type { Context } from '../context';

export function domainOf(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** Where the browser starts single sign-on for the address: our start route, which redirects. */
export async function findIdentityProvider(
  { db, mail }: Pick<Context, 'db' | 'mail'>,
  email: string,
): Promise<{ url: string }> {
  if (!(await identityProviderOf({ db }, domainOf(email)))) {
    throw new DomainError(
      'NOT_FOUND',
      'This address has no single sign-on; sign in with your password',
    );
  }
  return { url: mail.link('/v1/sso/start', { email: normalizeEmail(email) }) };
}

/** Whether the address belongs to a domain that signs in through single sign-on. */
export async function usesSso({ db }: Pick<Context, 'db'>, email: string): Promise<boolean> {
  return (await identityProviderOf({ db }, domainOf(email))) !== null;
}

export async function identityProviderOf(
  { db }: { db: Db },
  domain: string,
): Promise<IdentityProviderRow | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.domain, domain.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export interface IdentityProviderSetting {
  domain: string;
  /** Null for our own sandbox provider. */
  issuer: string | null;
  clientId: string;
  /** Sealed with the server's SSO key; null for the sandbox, whose secret lives in memory. */
  clientSecretEncrypted: string | null;
  /** The business whose admin configured it; null when it comes from configuration. */
  businessId: string | null;
}

/** Configures a domain's identity provider (from configuration or a business admin). */
export async function setIdentityProvider(
  { db, now }: Pick<Context, 'db' | 'now'>,
  setting: IdentityProviderSetting,
) {
  const row = { ...setting, domain: setting.domain.toLowerCase(), updatedAt: now };
  const { domain: _domain, ...changes } = row;
  await db
    .insert(identityProviders)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({ target: identityProviders.domain, set: changes });
}
