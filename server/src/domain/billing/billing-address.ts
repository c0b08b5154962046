import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses, type BusinessRow, type SubscriptionRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import { DomainError } from '../errors';
import { defaultCurrencyOf } from './currency';
import { isRunning, subscriptionOf } from './subscription-row';
import type { BillingContext } from './context';
import { checkVatId } from './vat-id';

type Schemas = components['schemas'];
type Context = Pick<BillingContext, 'db' | 'now' | 'user'>;

/** The address invoices carry is the business's address; its VAT id and currency with it. */
function toBillingView(
  business: BusinessRow,
  subscription: SubscriptionRow | null,
): Schemas['BillingView'] {
  return {
    address1: business.address1 ?? '',
    ...(business.address2 ? { address2: business.address2 } : {}),
    city: business.city ?? '',
    country: business.country,
    postalCode: business.postalCode ?? '',
    ...(business.vat ? { vat: business.vat } : {}),
    currency: business.currency ?? defaultCurrencyOf(business.country),
    paymentMethod: business.paymentMethod,
    stripeSubscriptionStatus: subscription?.status ?? null,
  };
}

export async function getBusinessBilling(
  { db, user }: Context,
  businessId: string,
): Promise<Schemas['BillingView']> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  return toBillingView(business, await subscriptionOf({ db }, business.id));
}

/**
 * Replaces the billing address. The VAT id must be one of the billing country (it decides the
 * tax: reverse charge in the EU); a running subscription keeps the currency it bills in.
 */
export async function updateBusinessBilling(
  { db, now, user }: Context,
  { businessId, body }: { businessId: string; body: Schemas['Billing'] },
): Promise<Schemas['BillingView']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const vat = body.vat?.trim() ? checkVatId(body.vat, body.country) : null;
  if (vat && !vat.valid) {
    throw new DomainError('VAT_ID_INVALID', `This is not a valid VAT id for ${body.country}`, {
      field: 'vat',
    });
  }
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const subscription = await subscriptionOf({ db: tx }, businessId);
    if (subscription && isRunning(subscription) && subscription.currency !== body.currency) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `The subscription is billed in ${subscription.currency} until it ends`,
        { field: 'currency' },
      );
    }
    const [business] = await tx
      .update(businesses)
      .set({
        address1: body.address1.trim(),
        address2: body.address2?.trim() || null,
        city: body.city.trim(),
        country: body.country,
        postalCode: body.postalCode.trim().toUpperCase(),
        vat: vat?.valid ? vat.normalised : null,
        currency: body.currency,
        updatedAt: now,
      })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!business) throw new DomainError('NOT_FOUND', 'Business not found');
    return toBillingView(business, subscription);
  });
}
