import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signerGroups, type SignerGroupRow } from '../../db/schema';
import { requireBusinessAdmin, type BusinessCaller } from '../businesses/access';
import { membershipOf } from '../businesses/membership';
import { DomainError } from '../errors';

export const groupNotFound = () => new DomainError('NOT_FOUND', 'Signer group not found');

/**
 * The groups a user may use: their business's, and the personal groups they own (made while
 * without a business). Anything else is invisible.
 */
export async function usableGroupsWhere({ db, user: caller }: BusinessCaller): Promise<SQL> {
  const membership = await membershipOf({ db }, caller.id);
  const personal = sql`(${signerGroups.businessId} is null and ${signerGroups.ownerId} = ${caller.id})`;
  return membership
    ? sql`(${personal} or ${signerGroups.businessId} = ${membership.business.id})`
    : personal;
}

async function loadGroup(db: Db, groupId: string): Promise<SignerGroupRow> {
  const [group] = await db.select().from(signerGroups).where(eq(signerGroups.id, groupId));
  if (!group) throw groupNotFound();
  return group;
}

/** A group the caller may read and use; any other is 404, as if it did not exist. */
export async function requireUsableGroup(
  { db, user: caller }: BusinessCaller,
  groupId: string,
): Promise<SignerGroupRow> {
  const group = await loadGroup(db, groupId);
  const visible = group.businessId
    ? (await membershipOf({ db }, caller.id))?.business.id === group.businessId
    : group.ownerId === caller.id;
  if (!visible) throw groupNotFound();
  return group;
}

/**
 * A group the caller may change: a business's by its admins (a plain member, who uses it,
 * gets 403), a personal one by its owner. Others learn nothing (404).
 */
export async function requireManageableGroup(
  caller: BusinessCaller,
  groupId: string,
): Promise<SignerGroupRow> {
  const group = await requireUsableGroup(caller, groupId);
  if (group.businessId) await requireBusinessAdmin(caller, group.businessId);
  return group;
}
