import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import type { BillingContext } from './context';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ATTEMPTS = 5;

/**
 * A referral code people can read out: the first four letters or digits of the business's
 * name (accents dropped, padded with X), a hyphen, four base32 characters (ACME-7K2Q).
 */
export function referralCodeFor(name: string, random: (max: number) => number = randomInt): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 4)
    .padEnd(4, 'X');
  const suffix = Array.from({ length: 4 }, () => BASE32[random(BASE32.length)]).join('');
  return `${letters}-${suffix}`;
}

/**
 * The code this business shares, made on the first ask: a GET that writes once, as the
 * idempotent creation of the business's own code. Two first asks at once keep one code (the
 * write is conditional); a code another business holds is drawn again (a unique column).
 */
export async function getReferralCode(
  { db, user }: Pick<BillingContext, 'db' | 'user'>,
  businessId: string,
): Promise<components['schemas']['ReferralCode']> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  if (business.referralCode) return { referralCode: business.referralCode };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = referralCodeFor(business.name);
    const [taken] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.referralCode, code));
    if (taken) continue;
    await db
      .update(businesses)
      .set({ referralCode: code })
      .where(and(eq(businesses.id, businessId), isNull(businesses.referralCode)));
    const [row] = await db
      .select({ referralCode: businesses.referralCode })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (row?.referralCode) return { referralCode: row.referralCode };
  }
  throw new Error('No free referral code was found');
}
