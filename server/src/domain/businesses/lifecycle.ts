import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businesses,
  businessMembers,
  users,
  type BusinessRow,
  type UserRow,
} from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { insertBusinessSeal } from '../seals/create';
import { requireBusinessAdmin } from './access';
import { recordBusinessEvent } from './events';
import { deletionDate, startingTerms } from './plan-defaults';
import { businessView } from './view';

type Schemas = components['schemas'];
type Clocked = { db: Db; now: Date };
type Caller = { user: UserRow; businessId: string };

/**
 * Inserts a business on its trial with `userId` as its first admin, inside the caller's
 * transaction (registering it, or completing a business sign-up). A user already in a business
 * gets CONFLICT: the membership's primary key settles a race between two registrations.
 * The business gets its seal at once (named after it).
 */
export async function insertBusiness(
  tx: Db,
  input: { userId: string; body: Schemas['BusinessCreate']; celloUcc?: string; now: Date },
): Promise<BusinessRow> {
  const { body, now } = input;
  const [business] = await tx
    .insert(businesses)
    .values({
      id: newId('biz'),
      name: body.name,
      email: body.email.toLowerCase(),
      phone: body.phone ?? null,
      country: body.country,
      address1: body.address_1 ?? null,
      address2: body.address_2 ?? null,
      city: body.city ?? null,
      postalCode: body.postal_code ?? null,
      vat: body.vat ?? null,
      ...startingTerms(now),
      celloUcc: body.cello_ucc ?? input.celloUcc ?? null,
      gtcAcceptedAt: now,
      dpaAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!business) throw new Error('the business was not stored');
  const joined = await tx
    .insert(businessMembers)
    .values({ userId: input.userId, businessId: business.id, role: 'admin', joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: businessMembers.userId });
  if (!joined.length) {
    throw new DomainError('CONFLICT', 'You already belong to a business');
  }
  // The trail starts with its founder joining, so the report shows every admin's arrival.
  const [founder] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (founder) {
    await recordBusinessEvent(tx, {
      businessId: business.id,
      action: 'MEMBER_JOINED',
      at: now,
      user: founder,
      actor: founder,
      role: 'admin',
    });
  }
  await insertBusinessSeal(tx, { business, now });
  return business;
}

/** `POST /v2/businesses`: the signed-in user registers a business and becomes its admin. */
export async function createBusiness(
  { db, now }: Clocked,
  input: { user: UserRow; body: Schemas['BusinessCreate'] },
): Promise<Schemas['Business']> {
  const business = await db.transaction((tx) =>
    insertBusiness(tx, {
      userId: input.user.id,
      body: input.body,
      celloUcc: input.user.attributes.cello_ucc?.[0],
      now,
    }),
  );
  return businessView({ db, now }, business);
}

/**
 * Schedules the deletion after the grace period (the job carries it out). Asking again while
 * one is scheduled is refused rather than moving the date.
 */
export async function deleteBusiness(
  { db, now }: Clocked,
  { user, businessId }: Caller,
): Promise<Schemas['Business']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const [business] = await db
    .update(businesses)
    .set({ deletionScheduledAt: deletionDate(now), updatedAt: now })
    .where(and(eq(businesses.id, businessId), isNull(businesses.deletionScheduledAt)))
    .returning();
  if (!business) throw new DomainError('INVALID_STATE', 'The deletion is already scheduled');
  return businessView({ db, now }, business);
}

/** Keeps a business whose deletion was scheduled. */
export async function revokeBusinessDeletion(
  { db, now }: Clocked,
  { user, businessId }: Caller,
): Promise<Schemas['Business']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const [business] = await db
    .update(businesses)
    .set({ deletionScheduledAt: null, updatedAt: now })
    .where(and(eq(businesses.id, businessId), isNotNull(businesses.deletionScheduledAt)))
    .returning();
  if (!business) throw new DomainError('INVALID_STATE', 'No deletion is scheduled');
  return businessView({ db, now }, business);
}

/** Ends a running trial now: the business needs a payment method from then on. */
export async function cancelTrial({ db, now }: Clocked, { user, businessId }: Caller) {
  await requireBusinessAdmin({ db, user }, businessId);
  const [business] = await db
    .update(businesses)
    .set({ paymentMethod: 'NEEDS_PAYMENT_METHOD', trialEndsAt: now, updatedAt: now })
    .where(and(eq(businesses.id, businessId), eq(businesses.paymentMethod, 'TRIALING')))
    .returning({ id: businesses.id });
  if (!business) throw new DomainError('INVALID_STATE', 'The business is not on a trial');
}
