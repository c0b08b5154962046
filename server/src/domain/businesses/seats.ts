import type { BusinessRow, SubscriptionRow } from '../../db/schema';
import { isRunning } from '../billing/subscription-row';

type Business = Pick<BusinessRow, 'paymentMethod' | 'pricePlan'>;
type Subscription = Pick<SubscriptionRow, 'seats' | 'status'> | null;

/**
 * Members, admins and pending invitations together stay within the seats. A running card
 * subscription says how many were bought. Without one: a trial may try the product with a team;
 * an enterprise plan ('ent…', spec §4) and an invoiced business (MANUAL, CHARGEBEE) are
 * negotiated and not capped here; otherwise the plan's size, an unknown plan the team size.
 */
const TRIAL_SEATS = 10;
const PLAN_SEATS: Record<string, number> = {
  individual: 1,
  team: 10,
  pro: 50,
  scale: 250,
};

export function seatLimitOf(business: Business, subscription: Subscription = null): number {
  if (business.paymentMethod === 'TRIALING') return TRIAL_SEATS;
  if (subscription && isRunning(subscription)) return subscription.seats;
  if (business.pricePlan.startsWith('ent')) return Number.POSITIVE_INFINITY;
  if (business.paymentMethod === 'MANUAL' || business.paymentMethod === 'CHARGEBEE') {
    return Number.POSITIVE_INFINITY;
  }
  return PLAN_SEATS[business.pricePlan] ?? TRIAL_SEATS;
}

/** Whether `wanted` more seats fit beside the `taken` ones. */
export function seatsAllow(
  business: Business,
  subscription: Subscription,
  taken: number,
  wanted: number,
): boolean {
  return taken + wanted <= seatLimitOf(business, subscription);
}
