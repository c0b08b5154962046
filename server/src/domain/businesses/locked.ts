import type { BusinessRow } from '../../db/schema';

/** Payment states in which a business is locked: it signs and pays for nothing in its name. */
export const LOCKED_PAYMENT_METHODS: BusinessRow['paymentMethod'][] = [
  'BLOCKED',
  'NEEDS_PAYMENT_METHOD',
];

export function businessLocked(business: Pick<BusinessRow, 'paymentMethod'>): boolean {
  return LOCKED_PAYMENT_METHODS.includes(business.paymentMethod);
}
