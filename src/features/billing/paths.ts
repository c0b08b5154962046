/** The billing page: where the provider's card page sends the browser back to. */
export const BILLING_PLAN_PATH = '/business/billing/plan';
