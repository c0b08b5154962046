import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessInvitations, businessMembers, users, type UserRow } from '../../db/schema';
import { renderMail, type MailInput } from '../../mail/templates';
import { normalizeEmail } from '../accounts/accounts';
import { issueToken, revokeTokens } from '../accounts/one-time-tokens';
import type { Context } from '../context';
import { subscriptionOf } from '../billing/subscription-row';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { requireBusinessAdmin } from './access';
import { lockBusiness } from './business-lock';
import { recordBusinessEvent } from './events';
import { seatsAllow } from './seats';
import { seatsTaken } from './seats-taken';

type Schemas = components['schemas'];

/** How long an invitation (and the sign-up link a new address gets with it) stays open. */
export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

interface InvitationsInput {
  caller: UserRow;
  businessId: string;
}

const inviter = alias(users, 'inviter');

/** Every invitation not yet accepted, newest first; an expired one shows until renewed or revoked. */
export async function invitationsOf(
  { db }: { db: Db },
  businessId: string,
): Promise<Schemas['Invitations']> {
  const rows = await db
    .select({ invitation: businessInvitations, invitedBy: inviter.email })
    .from(businessInvitations)
    .leftJoin(inviter, eq(inviter.id, businessInvitations.invitedBy))
    .where(eq(businessInvitations.businessId, businessId))
    .orderBy(desc(businessInvitations.invitedAt), businessInvitations.email);
  return {
    invitedMembers: rows.map(({ invitation, invitedBy }) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedAt: invitation.invitedAt.toISOString(),
      ...(invitedBy ? { invitedBy } : {}),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

export async function listBusinessInvitations(
  { db }: Pick<Context, 'db'>,
  { caller, businessId }: InvitationsInput,
): Promise<Schemas['Invitations']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  return invitationsOf({ db }, businessId);
}

/**
 * Invites people by address, one invitation each (inviting again renews it for 14 days).
 * Someone already in this business is skipped, and only when everyone is does it fail
 * (ALREADY_MEMBER); an account in another business fails the whole call
 * (ALREADY_IN_A_BUSINESS), as do too few seats — nothing is stored then. An account is asked
 * in the app (`/?business_invite=<id>`); a new address gets a sign-up link that lives as long
 * as the invitation, and registering with the address joins (registration.ts).
 */
export async function inviteBusinessMembers(
  { db, mail, now }: Pick<Context, 'db' | 'mail' | 'now'>,
  { caller, businessId, invites }: InvitationsInput & { invites: Schemas['MemberInvite'][] },
): Promise<Schemas['Invitations']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const wanted = new Map<string, Schemas['BusinessRole']>();
  for (const invite of invites) {
    const email = normalizeEmail(invite.email);
    if (!wanted.has(email)) wanted.set(email, invite.role ?? 'member');
  }
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);

  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, businessId);
    if (!business) throw new DomainError('NOT_FOUND', 'No such business');
    const accounts = await tx
      .select({ user: users, businessId: businessMembers.businessId })
      .from(users)
      .leftJoin(businessMembers, eq(businessMembers.userId, users.id))
      .where(inArray(users.email, [...wanted.keys()]));
    const elsewhere = accounts.find(
      (account) => account.businessId && account.businessId !== businessId,
    );
    if (elsewhere) {
      throw new DomainError(
        'ALREADY_IN_A_BUSINESS',
        `${elsewhere.user.email} already belongs to another business`,
      );
    }
    const members = new Set(
      accounts.filter((account) => account.businessId === businessId).map(({ user }) => user.email),
    );
    const emails = [...wanted.keys()].filter((email) => !members.has(email));
    if (!emails.length) {
      throw new DomainError('ALREADY_MEMBER', 'Everyone invited already belongs to this business');
    }
    const taken = await seatsTaken({ db: tx }, { businessId, now, except: emails });
    const subscription = await subscriptionOf({ db: tx }, businessId);
    if (!seatsAllow(business, subscription, taken, emails.length)) {
      throw new DomainError('SEAT_LIMIT_REACHED', 'Not enough free seats for these invitations');
    }

    const messages: MailInput[] = [];
    const values = {
      inviterName: `${caller.firstName} ${caller.lastName}`,
      businessName: business.name,
    };
    for (const email of emails) {
      const role = wanted.get(email) ?? 'member';
      await tx
        .insert(businessInvitations)
        .values({
          id: newId('inv'),
          businessId,
          email,
          role,
          invitedBy: caller.id,
          invitedAt: now,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: [businessInvitations.businessId, businessInvitations.email],
          set: { role, invitedBy: caller.id, invitedAt: now, expiresAt },
        });
      const account = accounts.find(({ user }) => user.email === email)?.user;
      await recordBusinessEvent(tx, {
        businessId,
        action: 'MEMBER_INVITED',
        at: now,
        user: { id: account?.id ?? null, email },
        actor: caller,
        role,
      });
      if (account) {
        messages.push({
          kind: 'businessInvitation',
          to: email,
          language: account.attributes.lang?.[0],
          values,
          link: mail.link('/', { business_invite: businessId }),
        });
        continue;
      }
      // A new address: the usual sign-up link, so that the account it makes joins on creation.
      const language = caller.attributes.lang?.[0] ?? 'en-gb';
      await revokeTokens({ db: tx, now }, { purpose: 'confirm_email', email });
      const { token } = await issueToken(
        { db: tx, now },
        {
          purpose: 'confirm_email',
          email,
          data: { flow: 'free', lang: language, business_invite: businessId },
          expiresAt,
        },
      );
      messages.push({
        kind: 'businessSignupInvitation',
        to: email,
        language,
        values,
        link: mail.link('/signup/confirm', { token, lang: language }),
      });
    }
    // Queued with the invitations: they go out exactly when these are stored.
    for (const message of messages) await mail.send(renderMail(message), tx);
  });
  return invitationsOf({ db }, businessId);
}

/** The invitation stops working and frees its seat; a sign-up link sent with it no longer joins. */
export async function revokeBusinessInvitation(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { caller, businessId, invitationId }: InvitationsInput & { invitationId: string },
): Promise<void> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(businessInvitations)
      .where(
        and(
          eq(businessInvitations.id, invitationId),
          eq(businessInvitations.businessId, businessId),
        ),
      )
      .returning({ email: businessInvitations.email, role: businessInvitations.role });
    if (!revoked) throw new DomainError('NOT_FOUND', 'No such invitation');
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, revoked.email));
    await recordBusinessEvent(tx, {
      businessId,
      action: 'INVITATION_REVOKED',
      at: now,
      user: { id: account?.id ?? null, email: revoked.email },
      actor: caller,
      role: revoked.role,
    });
  });
}
