import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businessDomains,
  businesses,
  businessInvitations,
  businessMembers,
  users,
  type UserRow,
} from '../../db/schema';
import type { Context } from '../context';
import { subscriptionOf } from '../billing/subscription-row';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { dropSealMemberships } from '../seals/members';
import { lockBusiness } from './business-lock';
import { recordBusinessEvent } from './events';
import { INVITATION_LIFETIME_MS } from './invitations';
import { membershipOf } from './membership';
import { requireAnAdmin } from './members';
import { seatsAllow } from './seats';
import { seatsTaken } from './seats-taken';

type Schemas = components['schemas'];

const inviter = alias(users, 'inviter');

/**
 * Joins the business whose invitation to the user's address is open (`POST /v1/user/accept`
 * with `business_invite`), with the invited role; the invitation is used up. Run inside the
 * caller's transaction. An unverified address cannot prove it is the one invited.
 */
export async function acceptBusinessInvitation(
  tx: Db,
  { user, businessId, now }: { user: UserRow; businessId: string; now: Date },
): Promise<void> {
  if (await membershipOf({ db: tx }, user.id)) {
    throw new DomainError('ALREADY_IN_A_BUSINESS', 'You already belong to a business');
  }
  await lockBusiness(tx, businessId);
  const [invitation] = await tx
    .select()
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        eq(businessInvitations.email, user.email),
      ),
    );
  if (!invitation || !user.emailVerified) throw new DomainError('NOT_FOUND', 'No such invitation');
  if (invitation.expiresAt <= now) {
    throw new DomainError('INVITATION_EXPIRED', 'This invitation has expired');
  }
  // The user's row is the key: a second business joined at the same moment loses here.
  const joined = await tx
    .insert(businessMembers)
    .values({ userId: user.id, businessId, role: invitation.role, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: businessMembers.userId });
  if (!joined.length) {
    throw new DomainError('ALREADY_IN_A_BUSINESS', 'You already belong to a business');
  }
  await tx.delete(businessInvitations).where(eq(businessInvitations.id, invitation.id));
  await recordBusinessEvent(tx, {
    businessId,
    action: 'MEMBER_JOINED',
    at: now,
    user,
    actor: user,
    role: invitation.role,
  });
}

/**
 * What registering a confirmed address does for businesses, in the registration's
 * transaction: an open invitation to the address joins at once (the newest, if several).
 * Without one, an address at a verified domain of a business gets an invitation as member —
 * the web app then offers to join — while the business has a free seat (the offer holds one
 * for 14 days, like any invitation); a full business offers nothing.
 */
export async function joinOnRegistration(
  tx: Db,
  { user, now }: { user: UserRow; now: Date },
): Promise<void> {
  const [invitation] = await tx
    .select()
    .from(businessInvitations)
    .where(and(eq(businessInvitations.email, user.email), gt(businessInvitations.expiresAt, now)))
    .orderBy(desc(businessInvitations.invitedAt))
    .limit(1);
  if (invitation) {
    await acceptBusinessInvitation(tx, { user, businessId: invitation.businessId, now });
    await tx
      .update(users)
      .set({
        attributes: {
          ...user.attributes,
          accepted_business_invite: [`${invitation.businessId}@${now.toISOString()}`],
        },
      })
      .where(eq(users.id, user.id));
    return;
  }
  const domain = user.email.slice(user.email.lastIndexOf('@') + 1);
  const [claim] = await tx
    .select({ businessId: businessDomains.businessId })
    .from(businessDomains)
    .where(and(eq(businessDomains.domain, domain), isNotNull(businessDomains.verifiedAt)));
  if (!claim) return;
  const business = await lockBusiness(tx, claim.businessId);
  if (!business) return;
  const taken = await seatsTaken({ db: tx }, { businessId: business.id, now });
  if (!seatsAllow(business, await subscriptionOf({ db: tx }, business.id), taken, 1)) return;
  await tx.insert(businessInvitations).values({
    id: newId('inv'),
    businessId: business.id,
    email: user.email,
    role: 'member',
    invitedAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
  });
  // Nobody invited them: the verified domain did (no actor, as for a job).
  await recordBusinessEvent(tx, {
    businessId: business.id,
    action: 'MEMBER_INVITED',
    at: now,
    user,
    actor: null,
    role: 'member',
  });
}

/** The open invitations to the signed-in user's (verified) address. */
export async function listUserInvitations(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user }: { user: UserRow },
): Promise<Schemas['UserInvitations']> {
  if (!user.emailVerified) return { invitations: [] };
  const rows = await db
    .select({
      invitation: businessInvitations,
      businessName: businesses.name,
      inviterFirst: inviter.firstName,
      inviterLast: inviter.lastName,
    })
    .from(businessInvitations)
    .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .leftJoin(inviter, eq(inviter.id, businessInvitations.invitedBy))
    .where(and(eq(businessInvitations.email, user.email), gt(businessInvitations.expiresAt, now)))
    .orderBy(desc(businessInvitations.invitedAt));
  return {
    invitations: rows.map(({ invitation, businessName, inviterFirst, inviterLast }) => ({
      businessId: invitation.businessId,
      businessName,
      role: invitation.role,
      ...(inviterFirst !== null
        ? { invitedBy: `${inviterFirst} ${inviterLast ?? ''}`.trim() }
        : {}),
      invitedAt: invitation.invitedAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/** The user says no: the invitation to their address is gone, its seat free again. */
export async function declineUserInvitation(
  { db }: Pick<Context, 'db'>,
  { user, businessId }: { user: UserRow; businessId: string },
): Promise<void> {
  if (!user.emailVerified) throw new DomainError('NOT_FOUND', 'No such invitation');
  const deleted = await db
    .delete(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        eq(businessInvitations.email, user.email),
      ),
    )
    .returning({ id: businessInvitations.id });
  if (!deleted.length) throw new DomainError('NOT_FOUND', 'No such invitation');
}

/** A member or an admin who is not the last leaves; their requests stay theirs. */
export async function leaveBusiness(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user }: { user: UserRow },
): Promise<void> {
  const left = await db.transaction((tx) => leaveAnyBusiness(tx, { user, now }));
  if (!left) throw new DomainError('NOT_FOUND', 'You do not belong to a business');
}

/**
 * Takes the user out of their business inside the caller's transaction (leaving, deleting the
 * account); the last admin cannot go (LAST_ADMIN). False when they belonged to none.
 */
export async function leaveAnyBusiness(
  tx: Db,
  { user, now }: { user: Pick<UserRow, 'id' | 'email'>; now: Date },
): Promise<boolean> {
  const membership = await membershipOf({ db: tx }, user.id);
  if (!membership) return false;
  const businessId = membership.business.id;
  await lockBusiness(tx, businessId);
  await tx.delete(businessMembers).where(eq(businessMembers.userId, user.id));
  await dropSealMemberships(tx, { businessId, userIds: [user.id] });
  await requireAnAdmin({ db: tx }, businessId);
  await recordBusinessEvent(tx, {
    businessId,
    action: 'MEMBER_LEFT',
    at: now,
    user,
    actor: user,
    role: membership.role,
  });
  return true;
}
