import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { signerGroupMembers, signerGroups, users, type UserRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import { membershipOf } from '../businesses/membership';
import { storedSettings } from '../businesses/settings';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { likeContains } from '../requests/listing';
import { requireManageableGroup, requireUsableGroup, usableGroupsWhere } from './access';
import { FREE_GROUP_LIMITS, groupLimitBroken, type GroupLimits } from './limits';
import { memberColumns } from './members';
import { closeRemovedMembers } from './open-requests';
import { groupView, memberCounts, membersOf, toSignerGroup } from './view';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listSignerGroups']['parameters']['query']>;

export interface GroupContext {
  db: Db;
  now: Date;
  user: UserRow;
  ip: string | null;
  userAgent: string | null;
}

const limitReached = (message: string) => new DomainError('GROUP_LIMIT_REACHED', message);

function requireWithin(limits: GroupLimits, counts: { groups: number; participants: number }) {
  const broken = groupLimitBroken(limits, counts);
  if (broken) throw limitReached(broken);
}

/** The groups the caller can use, by name, one page at a time. */
export async function listSignerGroups(
  { db, user }: GroupContext,
  query: ListQuery,
): Promise<Schemas['SignerGroupPage']> {
  const page = query.page ?? 1;
  const size = query.size ?? 25;
  const where = and(
    await usableGroupsWhere({ db, user }),
    query.business_id ? eq(signerGroups.businessId, query.business_id) : undefined,
    query.search ? sql`${signerGroups.name} ilike ${likeContains(query.search)}` : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signerGroups)
    .where(where);
  const rows = await db
    .select()
    .from(signerGroups)
    .where(where)
    .orderBy(asc(sql`lower(${signerGroups.name})`), asc(signerGroups.id))
    .limit(size)
    .offset((page - 1) * size);
  const ids = rows.map((row) => row.id);
  const members = query.includeMembers ? await membersOf({ db }, ids) : null;
  const counts = await memberCounts({ db }, ids);
  const totalItems = total?.n ?? 0;
  return {
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / size),
    current_page: page,
    size,
    groups: rows.map((row) =>
      toSignerGroup(row, {
        count: counts.get(row.id) ?? 0,
        ...(members ? { members: members.get(row.id) ?? [] } : {}),
      }),
    ),
  };
}

export async function getSignerGroup(
  { db, user }: GroupContext,
  { groupId, includeMembers }: { groupId: string; includeMembers: boolean },
): Promise<Schemas['SignerGroup']> {
  return groupView(
    { db },
    { group: await requireUsableGroup({ db, user }, groupId), includeMembers },
  );
}

/**
 * Where a new group goes: a member of a business makes the business's (admins only); a user
 * without one makes a personal group. Naming another business is 404, like any unknown one.
 */
async function newGroupOwner(db: Db, user: UserRow, businessId: string | undefined) {
  const membership = await membershipOf({ db }, user.id);
  if (businessId && businessId !== membership?.business.id) {
    throw new DomainError('NOT_FOUND', 'Business not found');
  }
  if (!membership) return { businessId: null };
  await requireBusinessAdmin({ db, user }, membership.business.id);
  return { businessId: membership.business.id };
}

/**
 * Takes the lock that serialises group changes of one owner (business row or user row) and
 * returns its limits and how many groups it has.
 */
async function lockedLimits(tx: Db, user: UserRow, businessId: string | null) {
  if (businessId) {
    const business = await lockBusiness(tx, businessId);
    if (!business) throw new DomainError('NOT_FOUND', 'Business not found');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(signerGroups)
      .where(eq(signerGroups.businessId, businessId));
    return { limits: storedSettings(business).signerGroups, groups: count?.n ?? 0 };
  }
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(signerGroups)
    .where(and(isNull(signerGroups.businessId), eq(signerGroups.ownerId, user.id)));
  return { limits: FREE_GROUP_LIMITS, groups: count?.n ?? 0 };
}

export async function createSignerGroup(
  { db, now, user }: GroupContext,
  body: Schemas['SignerGroupInput'],
): Promise<Schemas['SignerGroup']> {
  const { businessId } = await newGroupOwner(db, user, body.business_id);
  const members = memberColumns(body.members);
  const group = await db.transaction(async (tx) => {
    const { limits, groups } = await lockedLimits(tx, user, businessId);
    requireWithin(limits, { groups: groups + 1, participants: members.length });
    const [inserted] = await tx
      .insert(signerGroups)
      .values({
        id: newId('grp'),
        businessId,
        ownerId: user.id,
        name: body.name.trim(),
        description: body.description?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('Inserting a signer group returned no row');
    await tx
      .insert(signerGroupMembers)
      .values(members.map((member) => ({ ...member, groupId: inserted.id })));
    return inserted;
  });
  return groupView({ db }, { group, includeMembers: true });
}

/**
 * Replaces name, description and members. Members taken off can no longer sign for the group
 * in open requests (see closeRemovedMembers); a group never moves to another business.
 */
export async function updateSignerGroup(
  context: GroupContext,
  { groupId, body }: { groupId: string; body: Schemas['SignerGroupInput'] },
): Promise<Schemas['SignerGroup']> {
  const { db, now, user } = context;
  const current = await requireManageableGroup({ db, user }, groupId);
  if (body.business_id !== undefined && body.business_id !== current.businessId) {
    throw new DomainError('VALIDATION_FAILED', 'A group cannot move to another business', {
      field: 'business_id',
    });
  }
  const members = memberColumns(body.members);
  const group = await db.transaction(async (tx) => {
    const { limits } = await lockedLimits(tx, user, current.businessId);
    requireWithin(limits, { groups: 0, participants: members.length });
    const kept = new Set(members.map((member) => member.email));
    const before = await tx
      .select({ email: signerGroupMembers.email })
      .from(signerGroupMembers)
      .where(eq(signerGroupMembers.groupId, groupId));
    await closeRemovedMembers(tx, {
      groupId,
      removed: new Set(before.map((row) => row.email).filter((email) => !kept.has(email))),
      actor: { userId: user.id, email: user.email, ip: context.ip, userAgent: context.userAgent },
      now,
    });
    await tx.delete(signerGroupMembers).where(eq(signerGroupMembers.groupId, groupId));
    await tx.insert(signerGroupMembers).values(members.map((member) => ({ ...member, groupId })));
    const [updated] = await tx
      .update(signerGroups)
      .set({
        name: body.name.trim(),
        description: body.description?.trim() || null,
        updatedAt: now,
      })
      .where(eq(signerGroups.id, groupId))
      .returning();
    if (!updated) throw new DomainError('NOT_FOUND', 'Signer group not found');
    return updated;
  });
  return groupView({ db }, { group, includeMembers: true });
}

/** Deletes a group; requests already addressed to it keep the members they have. */
export async function deleteSignerGroup(
  { db, user }: GroupContext,
  groupId: string,
): Promise<void> {
  await requireManageableGroup({ db, user }, groupId);
  await db.delete(signerGroups).where(eq(signerGroups.id, groupId));
}

/** GET /v1/user's `groupInfo`: the usable groups, each with its last change as a version. */
export async function groupInfoOf(
  { db }: { db: Db },
  user: Pick<UserRow, 'id'>,
): Promise<Schemas['User']['groupInfo']> {
  const rows = await db
    .select({ id: signerGroups.id, updatedAt: signerGroups.updatedAt })
    .from(signerGroups)
    .where(await usableGroupsWhere({ db, user }))
    .orderBy(asc(signerGroups.id));
  return {
    groups: rows.map((row) => row.id),
    groupVersions: Object.fromEntries(rows.map((row) => [row.id, row.updatedAt.getTime()])),
  };
}
