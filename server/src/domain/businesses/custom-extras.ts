import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { requireBusinessAdmin } from './access';

/**
 * The payment provider's portal and subscription, and AES for business. No business has either
 * yet (billing and AES-for-business are their own issues): a trial has no subscription.
 */
export async function getBusinessCustomExtras(
  { db }: { db: Db },
  { user, businessId }: { user: UserRow; businessId: string },
): Promise<components['schemas']['CustomExtras']> {
  await requireBusinessAdmin(db, user, businessId);
  return {
    stripe: { customerPortalURL: null, subscriptionErrorCode: null, subscriptionStatus: null },
    aes4biz: { enabled: false },
  };
}
