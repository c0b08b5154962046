import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessDomains, identityProviders, type UserRow } from '../../db/schema';
import { setIdentityProvider } from '../accounts/identity-providers';
import { requireBusinessAdmin } from '../businesses/access';
import { DomainError } from '../errors';
import type { SsoService } from './service';

type Schemas = components['schemas'];

export interface BusinessSsoContext {
  db: Db;
  now: Date;
  sso: SsoService;
  caller: Pick<UserRow, 'id'>;
}

async function verifiedDomains(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: businessDomains.domain })
    .from(businessDomains)
    .where(and(eq(businessDomains.businessId, businessId), isNotNull(businessDomains.verifiedAt)));
  return rows.map((row) => row.domain);
}

/** The providers of the business's verified domains, as an admin sees them: never a secret. */
async function providersOf(
  { db, sso }: Pick<BusinessSsoContext, 'db' | 'sso'>,
  businessId: string,
): Promise<Schemas['IdentityProviders']> {
  const domains = await verifiedDomains(db, businessId);
  if (domains.length === 0) return { providers: [] };
  const rows = await db
    .select({
      domain: identityProviders.domain,
      issuer: identityProviders.issuer,
      clientId: identityProviders.clientId,
    })
    .from(identityProviders)
    .where(inArray(identityProviders.domain, domains))
    .orderBy(identityProviders.domain);
  return {
    providers: rows.map((row) => ({
      domain: row.domain,
      issuer: row.issuer ?? sso.sandbox.issuer,
      clientId: row.clientId,
      sandbox: row.issuer === null,
    })),
  };
}

export async function getBusinessIdentityProviders(
  context: BusinessSsoContext,
  businessId: string,
): Promise<Schemas['IdentityProviders']> {
  await requireBusinessAdmin({ db: context.db, user: context.caller }, businessId);
  return providersOf(context, businessId);
}

async function requireVerifiedDomain(db: Db, businessId: string, domain: string) {
  if (!(await verifiedDomains(db, businessId)).includes(domain.toLowerCase())) {
    throw new DomainError(
      'DOMAIN_NOT_VERIFIED',
      'Single sign-on can only be set up for a verified domain of the business',
      { field: 'domain' },
    );
  }
}

export async function setBusinessIdentityProvider(
  context: BusinessSsoContext,
  { businessId, body }: { businessId: string; body: Schemas['IdentityProviderBody'] },
): Promise<Schemas['IdentityProviders']> {
  const { db, now, sso } = context;
  await requireBusinessAdmin({ db, user: context.caller }, businessId);
  await requireVerifiedDomain(db, businessId, body.domain);
  await setIdentityProvider(
    { db, now },
    {
      domain: body.domain,
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecretEncrypted: sso.sealer.seal(body.clientSecret),
      businessId,
    },
  );
  return providersOf(context, businessId);
}

export async function removeBusinessIdentityProvider(
  context: BusinessSsoContext,
  { businessId, domain }: { businessId: string; domain: string },
): Promise<Schemas['IdentityProviders']> {
  const { db } = context;
  await requireBusinessAdmin({ db, user: context.caller }, businessId);
  await requireVerifiedDomain(db, businessId, domain);
  await db.delete(identityProviders).where(eq(identityProviders.domain, domain.toLowerCase()));
  return providersOf(context, businessId);
}
