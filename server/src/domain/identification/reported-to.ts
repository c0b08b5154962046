import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatureRequests } from '../../db/schema';
import { membershipOf } from '../businesses/membership';
import type { Subject } from './subject';

/** The business an identification is reported to, and the one that pays for it (or null). */
export interface ReportedTo {
  businessId: string | null;
  paidByBusinessId: string | null;
}

/**
 * A member's identification belongs in their own business's report; anyone else's in the
 * report of the business whose request it was started for. That business pays for it only when
 * it covers the identification under its legislation (coverage.ts).
 */
export function reportedTo({
  memberOf,
  requestBusiness,
  covered,
}: {
  memberOf: string | null;
  requestBusiness: string | null;
  covered: boolean;
}): ReportedTo {
  return {
    businessId: memberOf ?? requestBusiness,
    paidByBusinessId: covered ? requestBusiness : null,
  };
}

/** reportedTo for a new identification of `subject`, read when it is created. */
export async function reportedToOf(
  db: Db,
  {
    subject,
    requestId,
    covered,
  }: { subject: Subject; requestId: string | undefined; covered: boolean },
): Promise<ReportedTo> {
  const [membership, request] = await Promise.all([
    subject.audience === 'account' ? membershipOf({ db }, subject.userId) : null,
    requestId
      ? db
          .select({ businessId: signatureRequests.businessId })
          .from(signatureRequests)
          .where(eq(signatureRequests.id, requestId))
          .then(([row]) => row)
      : undefined,
  ]);
  return reportedTo({
    memberOf: membership?.business.id ?? null,
    requestBusiness: request?.businessId ?? null,
    covered,
  });
}
