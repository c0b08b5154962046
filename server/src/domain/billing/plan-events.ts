import type { Db } from '../../db/database';
import type { BusinessRow } from '../../db/schema';
import { recordBusinessEvent, type EventPerson } from '../businesses/events';

/** The terms of a subscription a change is judged by. */
export interface PlanTerms {
  plan: string;
  cycle: string;
  seats: number;
}

/**
 * Writes what a billing change did to the business's audit trail, in its transaction: a new
 * paid plan (`before` null: a first period), another plan or cycle is PLAN_CHANGED (with the
 * seats bought); only other seats is SEATS_CHANGED; the same terms write nothing. A change the
 * provider or a job makes has no actor and is told under the business's contact address.
 */
export async function recordPlanChange(
  tx: Db,
  input: {
    business: Pick<BusinessRow, 'id' | 'email'>;
    before: PlanTerms | null;
    after: PlanTerms;
    at: Date;
    actor: EventPerson | null;
  },
): Promise<void> {
  const { business, before, after, at, actor } = input;
  const common = {
    businessId: business.id,
    at,
    actor,
    user: actor ?? { id: null, email: business.email },
  };
  if (!before || before.plan !== after.plan || before.cycle !== after.cycle) {
    await recordBusinessEvent(tx, {
      ...common,
      action: 'PLAN_CHANGED',
      plan: after.plan,
      seats: after.seats,
    });
  } else if (before.seats !== after.seats) {
    await recordBusinessEvent(tx, { ...common, action: 'SEATS_CHANGED', seats: after.seats });
  }
}

/** The business falls back to CANCELED when its subscription ends (spec §4). */
export function recordPlanEnded(
  tx: Db,
  input: { business: Pick<BusinessRow, 'id' | 'email'>; at: Date },
): Promise<void> {
  return recordBusinessEvent(tx, {
    businessId: input.business.id,
    action: 'PLAN_CHANGED',
    at: input.at,
    user: { id: null, email: input.business.email },
    actor: null,
    plan: 'CANCELED',
  });
}
