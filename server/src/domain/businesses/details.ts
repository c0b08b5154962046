import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businesses, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import { requireBusinessAdmin } from './access';
import { recordSettingsChanged } from './events';
import { membershipOf } from './membership';
import { businessView } from './view';

type Schemas = components['schemas'];
type Clocked = { db: Db; now: Date };
type Caller = { user: UserRow; businessId: string };

/** `GET /v1/businesses/{id}`: for its admins. */
export async function getBusiness(
  { db, now }: Clocked,
  { user, businessId }: Caller,
): Promise<Schemas['Business']> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  return businessView({ db, now }, business);
}

/** `GET /v2/businesses/user`: the caller's own business, admin or member; 404 for a free user. */
export async function getUserBusiness(
  { db, now }: Clocked,
  user: UserRow,
): Promise<Schemas['Business']> {
  const membership = await membershipOf({ db }, user.id);
  if (!membership) throw new DomainError('NOT_FOUND', 'You do not belong to a business');
  return businessView({ db, now }, membership.business);
}

/** Replaces name, contact e-mail and phone (`base`), and with `supportContact` that too. */
async function replaceDetails(
  { db, now }: Clocked,
  {
    user,
    businessId,
    body,
  }: Caller & { body: Schemas['BusinessBase'] & Partial<Schemas['BusinessUpdate']> },
): Promise<Schemas['Business']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const business = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.phone ?? null,
        ...(body.supportContact ? { supportContact: body.supportContact } : {}),
        updatedAt: now,
      })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!row) throw new DomainError('NOT_FOUND', 'Business not found');
    await recordSettingsChanged(tx, { businessId, at: now, actor: user, details: 'details' });
    return row;
  });
  return businessView({ db, now }, business);
}

/** `PUT /v1/businesses/{id}`: the whole set of details, support contact included. */
export const updateBusiness = (
  context: Clocked,
  input: Caller & { body: Schemas['BusinessUpdate'] },
) => replaceDetails(context, input);

/** `PUT /v2/businesses/{id}/base`: name, contact e-mail and phone; the support contact stays. */
export const updateBusinessBase = (
  context: Clocked,
  input: Caller & { body: Schemas['BusinessBase'] },
) => replaceDetails(context, input);
