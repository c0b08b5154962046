import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessMembers, users, type UserRow } from '../../db/schema';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { requireBusinessAdmin } from './access';
import { dropSealMemberships } from '../seals/members';
import { lockBusiness } from './business-lock';
import { recordBusinessEvent } from './events';

type Schemas = components['schemas'];
type Role = Schemas['BusinessRole'];

interface MembersInput {
  caller: UserRow;
  businessId: string;
}

/**
 * The business's people, admins first, then by name; `role` narrows to admins or members,
 * `userId` to one person.
 */
export async function membersOf(
  { db }: { db: Db },
  { businessId, role, userId }: { businessId: string; role?: Role; userId?: string },
): Promise<Schemas['Member'][]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: businessMembers.role,
      joinedAt: businessMembers.joinedAt,
      costCenter: businessMembers.costCenter,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, businessId),
        role ? eq(businessMembers.role, role) : undefined,
        userId ? eq(businessMembers.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(businessMembers.role), asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

export async function listBusinessMembers(
  { db }: Pick<Context, 'db'>,
  { caller, businessId }: MembersInput,
): Promise<Schemas['Members']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  return { members: await membersOf({ db }, { businessId }) };
}

export async function listBusinessAdmins(
  { db }: Pick<Context, 'db'>,
  { caller, businessId }: MembersInput,
): Promise<Schemas['Members']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  return { members: await membersOf({ db }, { businessId, role: 'admin' }) };
}

/**
 * Gives the listed people `role`. Every id must be of this business (else 404, nothing
 * changes); a business is never left without an admin (422 LAST_ADMIN).
 */
export async function changeMemberRoles(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { caller, businessId, userIds, role }: MembersInput & { userIds: string[]; role: Role },
): Promise<Schemas['Members']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const people = await requireAllInBusiness(tx, businessId, userIds);
    await tx
      .update(businessMembers)
      .set({ role })
      .where(
        and(eq(businessMembers.businessId, businessId), inArray(businessMembers.userId, userIds)),
      );
    await requireAnAdmin({ db: tx }, businessId);
    // Only a role that really changed is news; asking for the role someone has is not.
    for (const person of people.filter((person) => person.role !== role)) {
      await recordBusinessEvent(tx, {
        businessId,
        action: 'ROLE_CHANGED',
        at: now,
        user: person,
        actor: caller,
        role,
      });
    }
  });
  return { members: await membersOf({ db }, { businessId }) };
}

/**
 * The listed people leave the business and are free users again; their requests stay theirs.
 * They find `removed_from_business` (`<business id>@<time>`) on their account, for the web app
 * to tell them. An admin leaves through leaveBusiness, not here.
 */
export async function removeBusinessMembers(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { caller, businessId, userIds }: MembersInput & { userIds: string[] },
): Promise<void> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  if (userIds.includes(caller.id)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'To leave the business yourself, use “Leave business”',
      {
        field: 'user_ids',
      },
    );
  }
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const people = await requireAllInBusiness(tx, businessId, userIds);
    await tx
      .delete(businessMembers)
      .where(
        and(eq(businessMembers.businessId, businessId), inArray(businessMembers.userId, userIds)),
      );
    await dropSealMemberships(tx, { businessId, userIds });
    await requireAnAdmin({ db: tx }, businessId);
    for (const person of people) {
      await recordBusinessEvent(tx, {
        businessId,
        action: 'MEMBER_REMOVED',
        at: now,
        user: person,
        actor: caller,
        role: person.role,
      });
    }
    const removed = await tx.select().from(users).where(inArray(users.id, userIds));
    for (const user of removed) {
      await tx
        .update(users)
        .set({
          attributes: {
            ...user.attributes,
            removed_from_business: [
              ...(user.attributes.removed_from_business ?? []),
              `${businessId}@${now.toISOString()}`,
            ],
          },
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    }
  });
}

/** The listed people with their address and role; 404 unless every one is in the business. */
async function requireAllInBusiness(db: Db, businessId: string, userIds: string[]) {
  const wanted = new Set(userIds);
  const found = await db
    .select({ id: users.id, email: users.email, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(eq(businessMembers.businessId, businessId), inArray(businessMembers.userId, [...wanted])),
    );
  if (found.length !== wanted.size) {
    throw new DomainError('NOT_FOUND', 'Not every listed person is in this business');
  }
  return found;
}

/** Checked inside the transaction after the change, so it rolls back when none would be left. */
export async function requireAnAdmin({ db }: { db: Db }, businessId: string) {
  const [admin] = await db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.role, 'admin')))
    .limit(1);
  if (!admin) throw new DomainError('LAST_ADMIN', 'A business needs at least one admin');
}
