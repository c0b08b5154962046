import type { components } from '../../../openapi/schema.gen';

export type UserBusiness = components['schemas']['UserBusiness'];

/** What the business pages say about the subscription, from User.business alone. */
export type PlanState =
  | { kind: 'trial'; endsAt: string | null; daysLeft: number | null }
  | { kind: 'trial-expired' }
  | { kind: 'blocked' }
  | { kind: 'cancelled'; plan: string }
  | { kind: 'paid'; plan: string; since: string };

const DAY = 24 * 60 * 60 * 1000;

/**
 * Spec 4: TRIALING is the trial, NEEDS_PAYMENT_METHOD its end, BLOCKED locked; a current plan
 * named CANCELED is cancelled. Days left round up, so the last day still says "1 day".
 */
export function planState(business: UserBusiness, now: Date): PlanState {
  switch (business.paymentMethod) {
    case 'TRIALING': {
      const endsAt = business.trialEndsAt;
      const daysLeft =
        endsAt === null
          ? null
          : Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY));
      return { kind: 'trial', endsAt, daysLeft };
    }
    case 'NEEDS_PAYMENT_METHOD':
      return { kind: 'trial-expired' };
    case 'BLOCKED':
      return { kind: 'blocked' };
    default:
      return business.pricePlan.name.toUpperCase() === 'CANCELED'
        ? { kind: 'cancelled', plan: business.pricePlan.name }
        : { kind: 'paid', plan: business.pricePlan.name, since: business.pricePlan.startAt };
  }
}

/** The trial can be cancelled only while it runs (the "cancel trial" dialog). */
export const canCancelTrial = (business: UserBusiness) => business.paymentMethod === 'TRIALING';
