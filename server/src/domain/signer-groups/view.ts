import { asc, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { signerGroupMembers, type SignerGroupRow } from '../../db/schema';

type Schemas = components['schemas'];
type MemberRow = typeof signerGroupMembers.$inferSelect;

export const toGroupMember = (row: MemberRow): Schemas['GroupMember'] => ({
  email: row.email,
  ...(row.firstName ? { first_name: row.firstName } : {}),
  ...(row.lastName ? { last_name: row.lastName } : {}),
});

/** Each group's members in their listed order, for the groups asked for. */
export async function membersOf(
  { db }: { db: Db },
  groupIds: string[],
): Promise<Map<string, MemberRow[]>> {
  const byGroup = new Map<string, MemberRow[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return byGroup;
  const rows = await db
    .select()
    .from(signerGroupMembers)
    .where(inArray(signerGroupMembers.groupId, groupIds))
    .orderBy(asc(signerGroupMembers.groupId), asc(signerGroupMembers.position));
  for (const row of rows) byGroup.get(row.groupId)?.push(row);
  return byGroup;
}

/** How many members each group has, without reading them. */
export async function memberCounts(
  { db }: { db: Db },
  groupIds: string[],
): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .select({ groupId: signerGroupMembers.groupId, n: sql<number>`count(*)::int` })
    .from(signerGroupMembers)
    .where(inArray(signerGroupMembers.groupId, groupIds))
    .groupBy(signerGroupMembers.groupId);
  return new Map(rows.map((row) => [row.groupId, row.n]));
}

export function toSignerGroup(
  group: SignerGroupRow,
  { count, members }: { count: number; members?: MemberRow[] },
): Schemas['SignerGroup'] {
  return {
    id: group.id,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    business_id: group.businessId,
    members_count: count,
    ...(members ? { members: members.map(toGroupMember) } : {}),
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
  };
}

/** One group as the contract shows it; its members only when asked for. */
export async function groupView(
  { db }: { db: Db },
  { group, includeMembers }: { group: SignerGroupRow; includeMembers: boolean },
): Promise<Schemas['SignerGroup']> {
  const members = (await membersOf({ db }, [group.id])).get(group.id) ?? [];
  return toSignerGroup(group, {
    count: members.length,
    ...(includeMembers ? { members } : {}),
  });
}
