import { and, eq } from 'drizzle-orm';
import { businesses, businessMembers, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import type { BusinessContext } from './context';
import type { Membership } from './membership';

/** Who asks about a business: the database and the caller (only their id counts). */
export type BusinessCaller = Pick<BusinessContext, 'db'> & { user: Pick<UserRow, 'id'> };

/**
 * The caller's place in one business. Anyone who is not in it — a stranger, an admin of another
 * business, a removed member, someone only invited — learns nothing: 404, as for an unknown id.
 */
export async function requireBusinessMember(
  { db, user }: BusinessCaller,
  businessId: string,
): Promise<Membership> {
  const [row] = await db
    .select({ business: businesses, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.userId, user.id), eq(businessMembers.businessId, businessId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'Business not found');
  return row;
}

/** Like requireBusinessMember, and a plain member is refused (403): they know it exists. */
export async function requireBusinessAdmin(
  caller: BusinessCaller,
  businessId: string,
): Promise<Membership> {
  const membership = await requireBusinessMember(caller, businessId);
  if (membership.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'Only an admin of the business may do this');
  }
  return membership;
}
