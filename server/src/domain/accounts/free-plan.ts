/**
 * Free accounts (spec §1, §6): a user who is neither business member nor admin is free, and has
 * a signing credit only while free_signatures_remaining is above 0 (direct sign aside). New
 * sign-ups get the current plan, free_v1; free_migrated and free_legacy are older plans.
 */
export const FREE_V1_SIGNATURES = 5;

export function newFreeAccountAttributes(): Record<string, string[]> {
  return {
    free_account_type: ['free_v1'],
    free_signatures_remaining: [String(FREE_V1_SIGNATURES)],
  };
}

/**
 * Accepting the current terms ends the legacy free plan (the "free migration" dialog): a
 * free_legacy account becomes free_migrated; every other account keeps its type.
 */
export function migrateLegacyFreePlan(
  attributes: Record<string, string[]>,
): Record<string, string[]> {
  return attributes.free_account_type?.[0] === 'free_legacy'
    ? { ...attributes, free_account_type: ['free_migrated'] }
    : attributes;
}

/** Whether a free user may sign now; business membership is checked by the caller. */
export function hasFreeSigningCredit(attributes: Record<string, string[]>): boolean {
  const remaining = Number(attributes.free_signatures_remaining?.[0] ?? '0');
  return Number.isFinite(remaining) && remaining > 0;
}

/** Whether a business on this plan pays its people's signatures: any plan but CANCELED. */
export const businessPaysSigning = (businessPlan: string | null): boolean =>
  businessPlan !== null && businessPlan !== 'CANCELED';

/**
 * How a user's signing is metered: members and admins of a business sign without credits
 * (the business pays); everyone else spends one free credit per signed request. A business
 * whose plan is CANCELED (spec §4: cancelled) no longer pays: its people are metered as free
 * users. `businessPlan` is the current plan of the user's business, null for none.
 */
export function signingAllowance(user: {
  businessPlan: string | null;
  attributes: Record<string, string[]>;
}): 'unmetered' | 'credit' | 'exhausted' {
  if (businessPaysSigning(user.businessPlan)) return 'unmetered';
  return hasFreeSigningCredit(user.attributes) ? 'credit' : 'exhausted';
}
