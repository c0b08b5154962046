import type { components } from '../../../../openapi/schema.gen';

export type Subscription = components['schemas']['Subscription'];
type PricePlans = components['schemas']['PricePlans'];

/** What the billing page says about the plan (spec 4: payment method, plan, next plan). */
export type PlanStatus =
  | { kind: 'trial'; endsAt: string | null; daysLeft: number | null }
  | { kind: 'trial-expired' }
  | { kind: 'blocked' }
  | { kind: 'cancelled' }
  | { kind: 'cancelling'; endsAt: string | null }
  | { kind: 'active' };

const DAY = 24 * 60 * 60 * 1000;
const isCanceled = (name: string | undefined) => name?.toUpperCase() === 'CANCELED';

/**
 * Trial and its end and locking come from the payment method; a current plan CANCELED is
 * cancelled; a next plan CANCELED is cancelling until the current period ends. Days left round
 * up, so the last day still says "1 day".
 */
export function planStatus(subscription: Subscription, now: Date): PlanStatus {
  const { paymentMethod, pricePlan } = subscription;
  if (paymentMethod === 'TRIALING') {
    const endsAt = subscription.trialEndsAt;
    const daysLeft =
      endsAt === null ? null : Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / DAY));
    return { kind: 'trial', endsAt, daysLeft };
  }
  if (paymentMethod === 'NEEDS_PAYMENT_METHOD') return { kind: 'trial-expired' };
  if (paymentMethod === 'BLOCKED') return { kind: 'blocked' };
  if (isCanceled(pricePlan.name)) return { kind: 'cancelled' };
  if (isCanceled(pricePlan.next?.base.type)) {
    return {
      kind: 'cancelling',
      endsAt: pricePlan.current.base.endAt ?? subscription.currentPeriodEnd,
    };
  }
  return { kind: 'active' };
}

/** The plan scheduled after this period (a downgrade), not a cancellation. */
export function scheduledPlan(subscription: Subscription): string | null {
  const next = subscription.pricePlan.next?.base.type;
  return next && !isCanceled(next) && next !== subscription.pricePlan.name ? next : null;
}

/** Price of one period: the plan's per-seat price in the currency and cycle, times the seats. */
export function periodPrice(plans: PricePlans | undefined, subscription: Subscription) {
  const { cycle, currency, seats, pricePlan } = subscription;
  if (!cycle) return null;
  const offer = plans?.plans.find((plan) => plan.name === pricePlan.name);
  const price = offer?.prices.find((p) => p.currency === currency && p.cycle === cycle);
  // Whole minor units, so 3 × 12.10 is 36.30 and not 36.300000000000004.
  return price ? Math.round(price.perSeat * 100 * seats.total) / 100 : null;
}

/** Seats and cancelling act on a running paid subscription (not a trial, not invoicing). */
export const hasRunningSubscription = (status: PlanStatus, subscription: Subscription) =>
  status.kind === 'active' && subscription.status !== null && subscription.cycle !== null;
