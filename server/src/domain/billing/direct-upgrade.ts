import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses } from '../../db/schema';
import { insertBusiness } from '../businesses/lifecycle';
import { DomainError } from '../errors';
import { changePreview, prepareChange } from './change';
import { abandon, chargeFirstPeriod, recordStart } from './charge';
import type { BillingContext } from './context';
import { pricePlanOf } from './price-plan-view';
import { previewOf } from './pricing';
import { limitCodeTries } from './promo';
import type { Currency } from './provider';
import { DIRECT_COUNTRY, forgetDirectCustomer, requireNoBusiness } from './setup-intents';

type Schemas = components['schemas'];

/** Before the card page told us the country, a currency's home market stands in for it. */
const HOME_COUNTRY: Record<Currency, string> = { CHF: 'CH', EUR: 'DE' };

/**
 * The price of a first period for a user without a business: taxed for the company's country
 * and VAT number once the page knows them (as the confirmation will be), before that for the
 * country of their direct setup intent, else the currency's home market.
 */
export async function previewDirectUpgrade(
  context: BillingContext,
  { body }: { body: Schemas['DirectUpgradePreviewRequest'] },
): Promise<Schemas['UpgradePreview']> {
  const { db, user, now } = context;
  if (body.promoCode || body.referralCode) await limitCodeTries(context, user);
  const { country: given, vat, ...request } = body;
  const tax = given
    ? { country: given, vat: vat ?? null }
    : { country: user.attributes[DIRECT_COUNTRY]?.[0] ?? HOME_COUNTRY[body.currency], vat: null };
  const prepared = await prepareChange({ db }, { business: null, request, tax, now });
  const { invoice, ...dates } = changePreview(prepared);
  return previewOf(invoice, dates);
}

/**
 * Buys the plan and creates the business in one step: the caller's succeeded setup intent
 * supplies the card, the business starts paid (no trial) with the caller as its admin.
 */
export async function confirmDirectUpgrade(
  context: BillingContext,
  { body }: { body: Schemas['DirectUpgradeRequest'] },
): Promise<Schemas['PricePlan']> {
  const { db, user, provider, now } = context;
  await requireNoBusiness(context, user);
  if (body.promoCode || body.referralCode) await limitCodeTries(context, user);
  const intent = body.setupIntentId ? await provider.retrieveSetupIntent(body.setupIntentId) : null;
  if (!intent || intent.metadata.userId !== user.id || intent.status !== 'succeeded') {
    throw new DomainError('PAYMENT_METHOD_REQUIRED', 'Save a card before paying', {
      field: 'setupIntentId',
    });
  }
  const { business: form, setupIntentId: _, ...request } = body;
  const prepared = await prepareChange(
    { db },
    {
      business: null,
      request,
      tax: { country: form.country, vat: form.vat },
      now,
    },
  );
  const started = await chargeFirstPeriod(provider, { customerId: intent.customerId, prepared });
  try {
    const business = await db.transaction(async (tx) => {
      const created = await insertBusiness(tx, {
        userId: user.id,
        body: form,
        celloUcc: user.attributes.cello_ucc?.[0],
        now,
      });
      await recordStart(tx, {
        businessId: created.id,
        prepared,
        started,
        now,
        actor: user,
      });
      await forgetDirectCustomer(tx, user.id);
      const [stored] = await tx.select().from(businesses).where(eq(businesses.id, created.id));
      return stored ?? created;
    });
    return pricePlanOf({ db }, { business });
  } catch (error) {
    await abandon(provider, started.subscription.id);
    if (error instanceof DomainError && error.code === 'CONFLICT') {
      throw new DomainError('ALREADY_IN_A_BUSINESS', 'You already belong to a business');
    }
    throw error;
  }
}
