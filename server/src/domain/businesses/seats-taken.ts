import { and, count, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businessInvitations, businessMembers } from '../../db/schema';

/**
 * Seats in use: every member and admin, and every invitation still open (an expired one no
 * longer holds its seat). Addresses in `except` are not counted: their invitation is renewed.
 */
export async function seatsTaken(
  { db }: { db: Db },
  { businessId, now, except = [] }: { businessId: string; now: Date; except?: string[] },
): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId));
  const [invitations] = await db
    .select({ n: count() })
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        gt(businessInvitations.expiresAt, now),
        except.length ? notInArray(businessInvitations.email, except) : undefined,
      ),
    );
  return (members?.n ?? 0) + (invitations?.n ?? 0);
}
