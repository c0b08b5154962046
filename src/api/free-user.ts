import type { components } from '../../openapi/schema.gen';

type UserBusiness = components['schemas']['UserBusiness'];

/**
 * The server's rule (spec §1, §6; `signingAllowance`): members and admins sign on their
 * business's plan unless it was cancelled; everyone else is a free user, metered by
 * `free_signatures_remaining` whatever `free_account_type` says.
 */
export function signsOnBusinessPlan(
  business: Pick<UserBusiness, 'pricePlan'> | null | undefined,
): boolean {
  return Boolean(business) && business?.pricePlan.name !== 'CANCELED';
}
