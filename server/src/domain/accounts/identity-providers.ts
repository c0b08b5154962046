import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityProviders } from '../../db/schema';
import { normalizeEmail } from './accounts';
import { DomainError } from '../errors';
import type { Context } from '../context';

function domainOf(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** The sign-in URL of the identity provider for the address's domain. */
export async function findIdentityProvider(
  { db }: Pick<Context, 'db'>,
  email: string,
): Promise<{ url: string }> {
  const url = await loginUrlFor(db, email);
  if (!url) {
    throw new DomainError(
      'NOT_FOUND',
      'This address has no single sign-on; sign in with your password',
    );
  }
  return { url };
}

/** Whether the address belongs to a domain that signs in through single sign-on. */
export async function usesSso({ db }: Pick<Context, 'db'>, email: string): Promise<boolean> {
  return (await loginUrlFor(db, email)) !== null;
}

/**
 * Configures a domain's identity provider. Business domains are not modelled yet, so this is
 * called from configuration (and tests) rather than from a business admin's settings.
 */
export async function setIdentityProvider(
  { db }: Pick<Context, 'db'>,
  { domain, loginUrl }: { domain: string; loginUrl: string },
) {
  const row = { domain: domain.toLowerCase(), loginUrl };
  await db
    .insert(identityProviders)
    .values(row)
    .onConflictDoUpdate({ target: identityProviders.domain, set: { loginUrl } });
}

async function loginUrlFor(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ loginUrl: identityProviders.loginUrl })
    .from(identityProviders)
    .where(eq(identityProviders.domain, domainOf(email)))
    .limit(1);
  return row?.loginUrl ?? null;
}
