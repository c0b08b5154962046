import type { components } from '../../../openapi/schema.gen';

type UserBusiness = components['schemas']['UserBusiness'];
type Subscription = components['schemas']['Subscription'];

// Only a card subscription at a provider has a status that can go wrong; a trial, an invoiced
// (MANUAL) or a locked business has none worth a banner.
const PROVIDER_PAID: readonly UserBusiness['paymentMethod'][] = ['STRIPE', 'CHARGEBEE'];
const FINE: readonly string[] = ['active', 'incomplete_expired'];

/** Whether the banner reads the subscription: admins only (members cannot), paid by card. */
export function mayHavePaymentIssues(
  business: Pick<UserBusiness, 'role' | 'paymentMethod'> | null,
): boolean {
  return business?.role === 'admin' && PROVIDER_PAID.includes(business.paymentMethod);
}

/**
 * Spec §4: payment issues exist when the subscription's status is anything other than active
 * or incomplete_expired and the business is not locked (the lock says it instead). Without a
 * provider subscription (a trial, invoicing), or once the plan is cancelled, nothing is owed.
 */
export function hasPaymentIssues(
  subscription: Pick<Subscription, 'status' | 'paymentMethod' | 'pricePlan'> | undefined,
): boolean {
  if (!subscription?.status || subscription.paymentMethod === 'BLOCKED') return false;
  if (subscription.pricePlan.name.toUpperCase() === 'CANCELED') return false;
  return !FINE.includes(subscription.status);
}
