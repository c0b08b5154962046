import { and, eq, ne, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessDiscounts, businesses, promoCodes, type BusinessRow } from '../../db/schema';
import { DomainError } from '../errors';
import type { Adjustments } from './pricing';

type Schemas = components['schemas'];

/** A discount an invoice can take: a promo or referral code, or one the business holds. */
export interface Discount {
  promoCode: string;
  discountType: string;
  percentOff: number;
  expiresAt: Date | null;
}

const REFERRAL: Pick<Discount, 'discountType' | 'percentOff'> = {
  discountType: 'referral_10',
  percentOff: 10,
};

/** Special (`smg_…`) discounts stay on every invoice; the others take one invoice off. */
export const isStanding = (discount: Pick<Discount, 'discountType'>) =>
  discount.discountType.startsWith('smg_');

/**
 * A promo code that applies: it exists, has not expired, has redemptions left, names the plan
 * when it is limited to some, and the business has not redeemed it before.
 */
export async function findPromoCode(
  { db }: { db: Db },
  { code, plan, businessId, now }: { code: string; plan?: string; businessId?: string; now: Date },
): Promise<Discount | null> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) return null;
  if (promo.expiresAt && promo.expiresAt <= now) return null;
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) return null;
  if (promo.plans && plan && !promo.plans.includes(plan)) return null;
  if (businessId && (await hasRedeemed(db, businessId, code))) return null;
  return {
    promoCode: promo.code,
    discountType: promo.discountType,
    percentOff: promo.percentOff,
    expiresAt: promo.expiresAt,
  };
}

async function hasRedeemed(db: Db, businessId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: businessDiscounts.promoCode })
    .from(businessDiscounts)
    .where(
      and(eq(businessDiscounts.businessId, businessId), eq(businessDiscounts.promoCode, code)),
    );
  return rows.length > 0;
}

/** The verdict on a promo code, for validatePromoCode (never an error for a bad code). */
export function promoResult(code: string, found: Discount | null): Schemas['PromoCodeResult'] {
  if (!found) return { valid: false, promoCode: code };
  return {
    valid: true,
    promoCode: found.promoCode,
    discountType: found.discountType,
    percentOff: found.percentOff,
    expiresAt: found.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The referrer of a referral code: another business's code, for a business (or a new one)
 * that has not been referred before. Null when the code does not refer.
 */
async function findReferrer(
  db: Db,
  { code, business }: { code: string; business: BusinessRow | null },
): Promise<string | null> {
  if (business?.referredBy) return null;
  const [referrer] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(eq(businesses.referralCode, code), business ? ne(businesses.id, business.id) : undefined),
    );
  return referrer?.id ?? null;
}

/** The codes a plan request names, checked: an unusable one is 422 PROMO_CODE_INVALID. */
export interface RequestedCodes {
  discounts: Discount[];
  /** The referring business, when a referral code applies. */
  referredBy: string | null;
}

export async function requestedCodes(
  { db }: { db: Db },
  input: {
    promoCode?: string;
    referralCode?: string;
    plan: string;
    business: BusinessRow | null;
    now: Date;
  },
): Promise<RequestedCodes> {
  const discounts: Discount[] = [];
  if (input.promoCode) {
    const promo = await findPromoCode(
      { db },
      {
        code: input.promoCode,
        plan: input.plan,
        businessId: input.business?.id,
        now: input.now,
      },
    );
    if (!promo) {
      throw new DomainError('PROMO_CODE_INVALID', 'This promo code cannot be used', {
        field: 'promoCode',
      });
    }
    discounts.push(promo);
  }
  let referredBy: string | null = null;
  if (input.referralCode) {
    referredBy = await findReferrer(db, { code: input.referralCode, business: input.business });
    if (!referredBy) {
      throw new DomainError('PROMO_CODE_INVALID', 'This referral code cannot be used', {
        field: 'referralCode',
      });
    }
    discounts.push({ promoCode: input.referralCode, ...REFERRAL, expiresAt: null });
  }
  return { discounts, referredBy };
}

/** The discounts a business holds that still apply (ACTIVE, not expired). */
export async function heldDiscounts(
  { db, now }: { db: Db; now: Date },
  businessId: string,
): Promise<Discount[]> {
  const rows = await db
    .select()
    .from(businessDiscounts)
    .where(
      and(eq(businessDiscounts.businessId, businessId), eq(businessDiscounts.status, 'ACTIVE')),
    );
  return rows.filter((row) => !row.expiresAt || row.expiresAt > now);
}

/** One discount per invoice: the largest percent. */
export function adjustmentsOf(discounts: Discount[], taxRateBp: number): Adjustments {
  return {
    discountPercent: Math.max(0, ...discounts.map((discount) => discount.percentOff)),
    taxRateBp,
  };
}

/**
 * After a paid invoice, in the charging transaction: the new codes become the business's
 * discounts (one-invoice ones already USED_UP, special ones ACTIVE), promo redemptions count
 * up, and one-invoice discounts the business held are used up by it.
 */
export async function recordRedemptions(
  tx: Db,
  { businessId, redeemed, now }: { businessId: string; redeemed: Discount[]; now: Date },
): Promise<void> {
  await tx
    .update(businessDiscounts)
    .set({ status: 'USED_UP' })
    .where(
      and(
        eq(businessDiscounts.businessId, businessId),
        eq(businessDiscounts.status, 'ACTIVE'),
        sql`${businessDiscounts.discountType} not like 'smg\\_%'`,
      ),
    );
  for (const discount of redeemed) {
    await tx.insert(businessDiscounts).values({
      businessId,
      promoCode: discount.promoCode,
      discountType: discount.discountType,
      percentOff: discount.percentOff,
      status: isStanding(discount) ? 'ACTIVE' : 'USED_UP',
      expiresAt: discount.expiresAt,
      redeemedAt: now,
    });
    if (discount.discountType !== REFERRAL.discountType) {
      await tx
        .update(promoCodes)
        .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
        .where(eq(promoCodes.code, discount.promoCode));
    }
  }
}
