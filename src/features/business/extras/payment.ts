import type { components } from '../../../../openapi/schema.gen';

export type SubscriptionStatus =
  components['schemas']['CustomExtras']['stripe']['subscriptionStatus'];
type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * Spec §4: payment issues exist when the subscription status is anything other than active or
 * incomplete_expired and the business is not locked (BLOCKED says so itself). Without a
 * subscription (trial, invoiced) there is nothing to pay by card, so no issue either.
 */
export function hasPaymentIssues(status: SubscriptionStatus, paymentMethod: PaymentMethod) {
  if (status === null || paymentMethod === 'BLOCKED') return false;
  return status !== 'active' && status !== 'incomplete_expired';
}
