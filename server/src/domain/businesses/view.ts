import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businessDomains,
  businessInvitations,
  businessMembers,
  seals,
  type BusinessRow,
} from '../../db/schema';

type Schemas = components['schemas'];

/**
 * The `Business` an admin sees. `members` lists everyone in the business, admins included
 * (an admin also holds member access, spec §6, as the contract's example shows); invitations
 * count while they have not expired; only verified domains are the business's.
 */
export async function businessView(
  { db, now }: { db: Db; now: Date },
  business: BusinessRow,
): Promise<Schemas['Business']> {
  const [people, invitations, domains, sealNames] = await Promise.all([
    db
      .select({ userId: businessMembers.userId, role: businessMembers.role })
      .from(businessMembers)
      .where(eq(businessMembers.businessId, business.id))
      .orderBy(asc(businessMembers.joinedAt), asc(businessMembers.userId)),
    db
      .select({ email: businessInvitations.email })
      .from(businessInvitations)
      .where(
        and(
          eq(businessInvitations.businessId, business.id),
          gt(businessInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(businessInvitations.invitedAt), asc(businessInvitations.email)),
    db
      .select({ domain: businessDomains.domain })
      .from(businessDomains)
      .where(
        and(eq(businessDomains.businessId, business.id), isNotNull(businessDomains.verifiedAt)),
      )
      .orderBy(asc(businessDomains.domain)),
    db
      .select({ accountName: seals.accountName })
      .from(seals)
      .where(eq(seals.businessId, business.id))
      .orderBy(asc(seals.createdAt), asc(seals.accountName)),
  ]);
  return {
    id: business.id,
    name: business.name,
    email: business.email,
    phone: business.phone,
    createdAt: business.createdAt.toISOString(),
    gtcAcceptedAt: business.gtcAcceptedAt?.toISOString() ?? null,
    dpaAcceptedAt: business.dpaAcceptedAt?.toISOString() ?? null,
    admins: people.filter((person) => person.role === 'admin').map((person) => person.userId),
    members: people.map((person) => person.userId),
    invitedMembers: invitations.map((invitation) => invitation.email),
    domains: domains.map((row) => row.domain),
    // API users arrive with issue 21.
    apiUsers: [],
    seals: sealNames.map((row) => row.accountName),
    supportContact: business.supportContact,
    paymentMethod: business.paymentMethod,
    deletionScheduledAt: business.deletionScheduledAt?.toISOString() ?? null,
  };
}
