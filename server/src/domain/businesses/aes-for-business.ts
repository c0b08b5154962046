import { and, eq, isNotNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessDomains, businesses, businessMembers, type UserRow } from '../../db/schema';
import { domainOf } from '../accounts/identity-providers';
import { vouchesFor } from './aes-for-business-rules';

type Qualities = components['schemas']['SignatureQualities'];

/** The entry AES for business gives: the one an AES identification grants (withLevel). */
const VOUCHED: Qualities = { aes: { any: { quality: 'aes' } } };

/**
 * The qualities the person's business vouches for (AES for business): `aes.any` while they are
 * a member or admin of a business whose enabled setup lists their address's domain and that
 * domain is still one of its verified domains; otherwise none. Derived on every read, never
 * stored, so it ends with the membership, the setup or the domain.
 */
export async function businessQualitiesOf(
  { db }: { db: Db },
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<Qualities> {
  const [row] = await db
    .select({ setup: businesses.aesForBusiness, verified: businessDomains.domain })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .leftJoin(
      businessDomains,
      and(
        eq(businessDomains.businessId, businesses.id),
        eq(businessDomains.domain, domainOf(user.email)),
        isNotNull(businessDomains.verifiedAt),
      ),
    )
    .where(eq(businessMembers.userId, user.id))
    .limit(1);
  return row?.verified && vouchesFor(row.setup, user.email) ? VOUCHED : {};
}
