import { and, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businesses, users, type UserRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { membershipOf } from '../businesses/membership';
import { DomainError } from '../errors';
import { appLink, type BillingContext } from './context';

type Schemas = components['schemas'];

/** Where a direct upgrader's provider customer and billing country are kept until the business exists. */
export const DIRECT_CUSTOMER = 'billing_customer_id';
export const DIRECT_COUNTRY = 'billing_country';

/** Once the business exists its customer is the business's: the user forgets it. */
export async function forgetDirectCustomer(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      attributes: sql`${users.attributes} - ${DIRECT_CUSTOMER}::text - ${DIRECT_COUNTRY}::text`,
    })
    .where(eq(users.id, userId));
}

/**
 * A setup intent for the business's card: the provider's customer is made on first use
 * (the business's billing customer from then on); the card page returns to `returnTo`.
 */
export async function createStripeSetupIntent(
  context: BillingContext,
  { businessId, body }: { businessId: string; body: Schemas['CountryBody'] },
): Promise<Schemas['SetupIntent']> {
  const { db, user, provider } = context;
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  let customerId = business.billingCustomerId;
  if (!customerId) {
    const created = await provider.createCustomer({
      email: business.email,
      name: business.name,
      country: body.country,
      metadata: { businessId },
    });
    // Two tabs at once: the first customer stored wins, the other stays unused at the provider.
    const [stored] = await db
      .update(businesses)
      .set({ billingCustomerId: created.id })
      .where(and(eq(businesses.id, businessId), isNull(businesses.billingCustomerId)))
      .returning({ id: businesses.billingCustomerId });
    customerId = stored?.id ?? (await customerOf(context, businessId));
  }
  return provider.createSetupIntent({
    customerId,
    metadata: { businessId, userId: user.id },
    returnUrl: appLink(context, body.returnTo ?? '/business/billing/plan'),
  });
}

async function customerOf({ db }: BillingContext, businessId: string): Promise<string> {
  const [row] = await db
    .select({ id: businesses.billingCustomerId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row?.id) throw new Error('the billing customer was not stored');
  return row.id;
}

/** A direct upgrade is for a user in no business. */
export async function requireNoBusiness({ db }: BillingContext, user: UserRow): Promise<void> {
  if (await membershipOf({ db }, user.id)) {
    throw new DomainError('ALREADY_IN_A_BUSINESS', 'You already belong to a business');
  }
}

/**
 * A setup intent for a user who buys a plan before their business exists: a provider customer
 * of theirs (metadata userId, made once), its billing country remembered for the preview's tax.
 */
export async function createDirectUpgradeSetupIntent(
  context: BillingContext,
  { body }: { body: Schemas['CountryBody'] },
): Promise<Schemas['SetupIntent']> {
  const { db, user, provider } = context;
  await requireNoBusiness(context, user);
  const customerId =
    user.attributes[DIRECT_CUSTOMER]?.[0] ??
    (
      await provider.createCustomer({
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        country: body.country,
        metadata: { userId: user.id },
      })
    ).id;
  const remembered = { [DIRECT_CUSTOMER]: [customerId], [DIRECT_COUNTRY]: [body.country] };
  await db
    .update(users)
    .set({ attributes: sql`${users.attributes} || ${JSON.stringify(remembered)}::jsonb` })
    .where(eq(users.id, user.id));
  return provider.createSetupIntent({
    customerId,
    metadata: { userId: user.id },
    returnUrl: appLink(context, body.returnTo ?? '/upgrade'),
  });
}
