import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { apiUsers, businesses, businessMembers, type BusinessRow } from '../../db/schema';
import { storedSettings } from './settings';

type Schemas = components['schemas'];

export interface Membership {
  business: BusinessRow;
  role: Schemas['BusinessRole'];
}

/** The business the user belongs to and their role in it; null for a free user (spec §1). */
export async function membershipOf({ db }: { db: Db }, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ business: businesses, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface Sender {
  business: BusinessRow;
  /** Where the sender's requests are booked (a member's cost centre; none for an API user). */
  costCenter: string | null;
}

/**
 * The business a user sends requests for, whose settings, branding and signing credit apply:
 * a member's business, or the business of an API user's account (which is no member).
 */
export async function senderOf({ db }: { db: Db }, userId: string): Promise<Sender | null> {
  const [member] = await db
    .select({ business: businesses, costCenter: businessMembers.costCenter })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, userId))
    .limit(1);
  if (member) return member;
  const [row] = await db
    .select({ business: businesses })
    .from(apiUsers)
    .innerJoin(businesses, eq(businesses.id, apiUsers.businessId))
    .where(eq(apiUsers.userId, userId))
    .limit(1);
  return row ? { business: row.business, costCenter: null } : null;
}

/** senderOf's business alone. */
export async function senderBusinessOf(
  { db }: { db: Db },
  userId: string,
): Promise<BusinessRow | null> {
  return (await senderOf({ db }, userId))?.business ?? null;
}

/** What `User.business` tells the web app's guards and analytics. */
export function toUserBusiness({ business, role }: Membership): Schemas['UserBusiness'] {
  const settings = storedSettings(business);
  return {
    id: business.id,
    name: business.name,
    role,
    paymentMethod: business.paymentMethod,
    trialEndsAt: business.trialEndsAt?.toISOString() ?? null,
    pricePlan: { name: business.pricePlan, startAt: business.pricePlanStartAt.toISOString() },
    deletionScheduledAt: business.deletionScheduledAt?.toISOString() ?? null,
    userPilotEnabled: settings.userPilot?.enabled === true,
    part11Enabled: settings.signatureRequests.part11.enabled,
  };
}
