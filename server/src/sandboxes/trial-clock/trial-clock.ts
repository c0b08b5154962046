import { and, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses, type BusinessRow, type UserRow } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { membershipOf } from '../../domain/businesses/membership';
import { trialExpiry } from '../../jobs';

export const MAX_TRIAL_CLOCK_DAYS = 60;

export interface TrialClockContext {
  db: Db;
  blobs: BlobStore;
  now: Date;
}

export interface TrialClockMove {
  businessId: string;
  trialEndsAt: string | null;
  paymentMethod: BusinessRow['paymentMethod'];
}

/**
 * Lets `days` pass for the caller's business alone: its trial ends `days` earlier (nothing else
 * of it changes), then the scheduled trial-expiry job runs at the real time, so the job — not
 * this control — ends the trial once its end has passed. Only an admin of a business on its
 * trial may; anyone else is refused and nothing changes.
 */
export async function moveTrialClock(
  { db, blobs, now }: TrialClockContext,
  { user, days }: { user: Pick<UserRow, 'id'>; days: number },
): Promise<TrialClockMove> {
  const membership = await membershipOf({ db }, user.id);
  if (!membership) throw new DomainError('NOT_FOUND', 'You are not in a business');
  if (membership.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'Only an admin of the business may do this');
  }
  const businessId = membership.business.id;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(businesses)
      .set({ trialEndsAt: sql`${businesses.trialEndsAt} - make_interval(days => ${days}::int)` })
      .where(and(eq(businesses.id, businessId), eq(businesses.paymentMethod, 'TRIALING')))
      .returning({ id: businesses.id });
    if (!moved) throw new DomainError('INVALID_STATE', 'The business is not on a trial');
    await trialExpiry.run({ db: tx, blobs, now });
    const [business] = await tx
      .select({ trialEndsAt: businesses.trialEndsAt, paymentMethod: businesses.paymentMethod })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return {
      businessId,
      trialEndsAt: business?.trialEndsAt?.toISOString() ?? null,
      paymentMethod: business?.paymentMethod ?? 'TRIALING',
    };
  });
}
