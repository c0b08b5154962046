import type { components } from '../../../../openapi/schema.gen';

/**
 * What a new business starts with: a trial of the team plan. The one place billing (issue 22)
 * replaces when plans become real.
 */
export const TRIAL_DAYS = 14;
export const STARTING_PLAN = 'team';
/** How long a scheduled deletion can still be revoked. */
export const DELETION_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StartingTerms {
  paymentMethod: components['schemas']['PaymentMethod'];
  trialEndsAt: Date;
  pricePlan: string;
  pricePlanStartAt: Date;
}

/** The plan columns of a business registered at `now`. */
export function startingTerms(now: Date): StartingTerms {
  return {
    paymentMethod: 'TRIALING',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    pricePlan: STARTING_PLAN,
    pricePlanStartAt: now,
  };
}

/** When a deletion scheduled at `now` is carried out. */
export function deletionDate(now: Date): Date {
  return new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
}
