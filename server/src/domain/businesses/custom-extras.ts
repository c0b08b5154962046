import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businesses, type BusinessRow, type UserRow } from '../../db/schema';
import { subscriptionOf } from '../billing/subscription-row';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { requireBusinessAdmin } from './access';
import { recordSettingsChanged } from './events';
import { firstUnverifiedDomain, normalizedAes4Biz } from './aes-for-business-rules';
import { domainsOf } from './domains';

type Schemas = components['schemas'];

interface ExtrasInput {
  user: UserRow;
  businessId: string;
}

/**
 * The subscription's state and the AES-for-business setup. Billing keeps no payment failure
 * code, and the provider's portal link is made on demand (getStripePortalSession) and
 * short-lived, so neither is stored to be shown here.
 */
async function extrasOf(db: Db, business: BusinessRow): Promise<Schemas['CustomExtras']> {
  const subscription = await subscriptionOf({ db }, business.id);
  return {
    stripe: {
      customerPortalURL: null,
      subscriptionErrorCode: null,
      subscriptionStatus: subscription?.status ?? null,
    },
    aes4biz: business.aesForBusiness ?? { enabled: false },
  };
}

export async function getBusinessCustomExtras(
  { db }: Pick<Context, 'db'>,
  { user, businessId }: ExtrasInput,
): Promise<Schemas['CustomExtras']> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  return extrasOf(db, business);
}

/**
 * Replaces the AES-for-business setup (rules: aes-for-business-rules.ts). Every listed domain
 * must be a verified domain of the business (422 DOMAIN_NOT_VERIFIED, nothing stored). A domain
 * removed later stays listed but vouches for nobody: businessQualitiesOf checks it on each read.
 */
export async function updateAes4Biz(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user, businessId, body }: ExtrasInput & { body: Schemas['Aes4Biz'] },
): Promise<Schemas['CustomExtras']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const setup = normalizedAes4Biz(body);
  const business = await db.transaction(async (tx) => {
    const { domains } = await domainsOf({ db: tx }, businessId);
    const unverified = firstUnverifiedDomain(setup, domains);
    if (unverified) {
      throw new DomainError(
        'DOMAIN_NOT_VERIFIED',
        `${unverified} is not a verified domain of the business`,
        { field: 'domains' },
      );
    }
    const [row] = await tx
      .update(businesses)
      .set({ aesForBusiness: setup, updatedAt: now })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!row) throw new DomainError('NOT_FOUND', 'Business not found');
    await recordSettingsChanged(tx, { businessId, at: now, actor: user, details: 'aes4biz' });
    return row;
  });
  return extrasOf(db, business);
}
