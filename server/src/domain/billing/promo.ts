import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { enforce, LIMITS } from '../limits';
import { findPromoCode, promoResult } from './discounts';

type Schemas = components['schemas'];

/** Counts one use of a code by the caller: codes can be guessed, so tries are limited. */
export const limitCodeTries = ({ db, now }: { db: Db; now: Date }, user: Pick<UserRow, 'id'>) =>
  enforce({ db, now }, { key: `promo-code:${user.id}`, limit: LIMITS.promoCodePerAccount });

/** Whether a promo code applies to the business (and plan): a verdict, never an error. */
export async function validatePromoCode(
  { db, now, user }: { db: Db; now: Date; user: UserRow },
  { businessId, body }: { businessId: string; body: Schemas['PromoCodeBody'] },
): Promise<Schemas['PromoCodeResult']> {
  await requireBusinessAdmin({ db, user }, businessId);
  await limitCodeTries({ db, now }, user);
  const found = await findPromoCode(
    { db },
    {
      code: body.promoCode,
      plan: body.plan,
      businessId,
      now,
    },
  );
  return promoResult(body.promoCode, found);
}
