import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessMembers, sealMembers, seals } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { lockBusiness } from '../businesses/business-lock';
import type { BusinessContext } from '../businesses/context';
import { DomainError } from '../errors';
import { sealOf } from './records';
import type { SealAddress } from './seals';
import { sealView } from './view';

type Schemas = components['schemas'];
type Input = SealAddress & { members: string[] };

/**
 * Allows people of the business to apply the seal. Anyone else in the list (someone of another
 * business, an API user, an unknown id) refuses the whole list: nobody is added.
 */
export async function addSealMembers(
  context: Pick<BusinessContext, 'db' | 'user' | 'now'>,
  { members, ...address }: Input,
): Promise<Schemas['Seal']> {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  await context.db.transaction(async (tx) => {
    // Taken like every change to the business's people, so nobody leaves in between.
    await lockBusiness(tx, address.businessId);
    const people = await tx
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(
        and(
          eq(businessMembers.businessId, address.businessId),
          inArray(businessMembers.userId, members),
        ),
      );
    if (people.length !== members.length) {
      throw new DomainError(
        'NOT_A_BUSINESS_MEMBER',
        'Only members of the business can be allowed to use its seal',
        { field: 'members' },
      );
    }
    await tx
      .insert(sealMembers)
      .values(members.map((userId) => ({ sealId: seal.id, userId, addedAt: context.now })))
      .onConflictDoNothing();
  });
  return sealView({ db: context.db }, seal);
}

/** The listed people may no longer apply the seal; anyone not allowed already is ignored. */
export async function removeSealMembers(
  context: Pick<BusinessContext, 'db' | 'user'>,
  { members, ...address }: Input,
): Promise<Schemas['Seal']> {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  await context.db
    .delete(sealMembers)
    .where(and(eq(sealMembers.sealId, seal.id), inArray(sealMembers.userId, members)));
  return sealView({ db: context.db }, seal);
}

/**
 * Inside the transaction that takes people out of a business: they may no longer apply its
 * seals (a later return to the business does not bring the permission back).
 */
export async function dropSealMemberships(
  tx: Db,
  { businessId, userIds }: { businessId: string; userIds: string[] },
) {
  if (!userIds.length) return;
  const ofBusiness = tx
    .select({ id: seals.id })
    .from(seals)
    .where(eq(seals.businessId, businessId));
  await tx
    .delete(sealMembers)
    .where(and(inArray(sealMembers.sealId, ofBusiness), inArray(sealMembers.userId, userIds)));
}
