import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { seals } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import type { BusinessContext } from '../businesses/context';
import { DomainError } from '../errors';
import { sealOf } from './records';
import { sealView, sealViews } from './view';

type Schemas = components['schemas'];
export type SealAddress = { businessId: string; accountName: string };

/** `GET /v1/businesses/{id}/seals`: every seal of the business, oldest first. */
export async function listSeals(
  context: Pick<BusinessContext, 'db' | 'user'>,
  businessId: string,
): Promise<Schemas['Seals']> {
  await requireBusinessAdmin(context, businessId);
  const rows = await context.db
    .select()
    .from(seals)
    .where(eq(seals.businessId, businessId))
    .orderBy(asc(seals.createdAt), asc(seals.accountName));
  return { seals: await sealViews(context, { businessId, rows }) };
}

export async function getSeal(
  context: Pick<BusinessContext, 'db' | 'user'>,
  address: SealAddress,
): Promise<Schemas['Seal']> {
  await requireBusinessAdmin(context, address.businessId);
  return sealView({ db: context.db }, await sealOf({ db: context.db }, address));
}

/** Renames the seal: the label its stamps and certificates carry from now on. */
export async function updateSeal(
  context: Pick<BusinessContext, 'db' | 'user' | 'now'>,
  { update, ...address }: SealAddress & { update: Schemas['SealUpdate'] },
): Promise<Schemas['Seal']> {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  const displayName = update.displayName.trim();
  if (!displayName) {
    throw new DomainError('VALIDATION_FAILED', 'Enter the name the seal shows', {
      field: 'displayName',
    });
  }
  const [saved] = await context.db
    .update(seals)
    .set({ displayName, updatedAt: context.now })
    .where(eq(seals.id, seal.id))
    .returning();
  return sealView({ db: context.db }, saved ?? { ...seal, displayName });
}
