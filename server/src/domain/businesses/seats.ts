import type { BusinessRow } from '../../db/schema';

/**
 * Seats per plan until billing sets them (issue 20): members, admins and pending invitations
 * together stay within the limit. A trial may try the product with a team; an enterprise plan
 * ('ent…', spec §4) is negotiated and not capped here; an unknown plan gets the team size.
 */
const TRIAL_SEATS = 10;
const PLAN_SEATS: Record<string, number> = {
  individual: 1,
  team: 10,
  pro: 50,
  scale: 250,
};

export function seatLimitOf(business: Pick<BusinessRow, 'paymentMethod' | 'pricePlan'>): number {
  if (business.paymentMethod === 'TRIALING') return TRIAL_SEATS;
  if (business.pricePlan.startsWith('ent')) return Number.POSITIVE_INFINITY;
  return PLAN_SEATS[business.pricePlan] ?? TRIAL_SEATS;
}

/** Whether `wanted` more seats fit beside the `taken` ones. */
export function seatsAllow(
  business: Pick<BusinessRow, 'paymentMethod' | 'pricePlan'>,
  taken: number,
  wanted: number,
): boolean {
  return taken + wanted <= seatLimitOf(business);
}
