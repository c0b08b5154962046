import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessDomains, businesses, type UserRow } from '../../db/schema';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { requireBusinessAdmin } from './access';
import { recordSettingsChanged } from './events';
import { VERIFICATION_RECORD_NAME, type DomainOwnership } from './domain-ownership';

type Schemas = components['schemas'];

export interface DomainsContext extends Pick<Context, 'db' | 'now'> {
  ownership: DomainOwnership;
}

interface DomainsInput {
  caller: UserRow;
  businessId: string;
}

/** The business's verified domains, as the Business view and these operations show them. */
export async function domainsOf(
  { db }: { db: Db },
  businessId: string,
): Promise<Schemas['Domains']> {
  const rows = await db
    .select({ domain: businessDomains.domain })
    .from(businessDomains)
    .where(and(eq(businessDomains.businessId, businessId), isNotNull(businessDomains.verifiedAt)))
    .orderBy(asc(businessDomains.domain));
  return { domains: rows.map((row) => row.domain) };
}

/**
 * The TXT record that proves the business's domains: one random secret per business, made on
 * the first ask and kept (a column), so the record an admin published stays valid and needs
 * no server secret that would have to survive restarts and be shared by every node.
 */
export async function getDomainVerification(
  { db }: Pick<Context, 'db'>,
  { caller, businessId }: DomainsInput,
): Promise<Schemas['DomainVerification']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const token = await verificationTokenOf(db, businessId);
  return { type: 'TXT', name: VERIFICATION_RECORD_NAME, value: recordValue(token) };
}

/**
 * Claims a domain once its DNS carries the business's record. Adding one the business has is
 * a no-op; one of another business is 409 DOMAIN_TAKEN, an unproven one 422
 * DOMAIN_NOT_VERIFIED — nothing is stored then.
 */
export async function addBusinessDomain(
  { db, now, ownership }: DomainsContext,
  { caller, businessId, domain: name }: DomainsInput & { domain: string },
): Promise<Schemas['Domains']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const domain = name.toLowerCase();
  const [existing] = await db
    .select()
    .from(businessDomains)
    .where(eq(businessDomains.domain, domain));
  if (existing && existing.businessId !== businessId) throw domainTaken();
  if (!existing) {
    const token = await verificationTokenOf(db, businessId);
    if (!(await ownership.verify(domain, recordValue(token)))) {
      throw new DomainError(
        'DOMAIN_NOT_VERIFIED',
        `${VERIFICATION_RECORD_NAME}.${domain} does not carry the verification record`,
      );
    }
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(businessDomains)
        .values({ domain, businessId, verificationToken: token, verifiedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ businessId: businessDomains.businessId });
      if (rows.length) {
        await recordSettingsChanged(tx, { businessId, at: now, actor: caller, details: 'domains' });
      }
      return rows;
    });
    // Another business claimed it between the look-up and the insert.
    if (!inserted.length) {
      const [winner] = await db
        .select()
        .from(businessDomains)
        .where(eq(businessDomains.domain, domain));
      if (winner?.businessId !== businessId) throw domainTaken();
    }
  }
  return domainsOf({ db }, businessId);
}

/** Members stay; new addresses at the domain need an invitation again. */
export async function removeBusinessDomain(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { caller, businessId, domain }: DomainsInput & { domain: string },
): Promise<Schemas['Domains']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(businessDomains)
      .where(
        and(
          eq(businessDomains.domain, domain.toLowerCase()),
          eq(businessDomains.businessId, businessId),
        ),
      )
      .returning({ domain: businessDomains.domain });
    if (!deleted.length) throw new DomainError('NOT_FOUND', 'The business has no such domain');
    await recordSettingsChanged(tx, { businessId, at: now, actor: caller, details: 'domains' });
  });
  return domainsOf({ db }, businessId);
}

function domainTaken() {
  return new DomainError('DOMAIN_TAKEN', 'This domain already belongs to another business');
}

function recordValue(token: string) {
  return `paraph-verification=${token}`;
}

async function verificationTokenOf(db: Db, businessId: string): Promise<string> {
  const [row] = await db
    .update(businesses)
    .set({
      domainVerificationToken: sql`coalesce(${businesses.domainVerificationToken}, ${randomBytes(12).toString('base64url')})`,
    })
    .where(eq(businesses.id, businessId))
    .returning({ token: businesses.domainVerificationToken });
  if (!row?.token) throw new DomainError('NOT_FOUND', 'No such business');
  return row.token;
}
