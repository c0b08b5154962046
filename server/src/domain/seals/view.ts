import { asc, count, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { apiUsers, sealMembers, type SealRow } from '../../db/schema';

type Schemas = components['schemas'];

/**
 * The contract's view of a business's seals: who may apply each (its members), and how many
 * API users may (all of the business's, on every seal).
 */
export async function sealViews(
  { db }: { db: Db },
  { businessId, rows }: { businessId: string; rows: SealRow[] },
): Promise<Schemas['Seal'][]> {
  if (!rows.length) return [];
  const [members, [keys]] = await Promise.all([
    db
      .select({ sealId: sealMembers.sealId, userId: sealMembers.userId })
      .from(sealMembers)
      .where(
        inArray(
          sealMembers.sealId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(sealMembers.addedAt), asc(sealMembers.userId)),
    db.select({ n: count() }).from(apiUsers).where(eq(apiUsers.businessId, businessId)),
  ]);
  return rows.map((row) => {
    const ids = members.filter((member) => member.sealId === row.id).map((m) => m.userId);
    return {
      accountName: row.accountName,
      displayName: row.displayName,
      quality: row.quality,
      amountApiKeys: keys?.n ?? 0,
      amountMembers: ids.length,
      hasImage: row.image !== null,
      members: ids,
    };
  });
}

export async function sealView({ db }: { db: Db }, row: SealRow): Promise<Schemas['Seal']> {
  const [view] = await sealViews({ db }, { businessId: row.businessId, rows: [row] });
  if (!view) throw new Error('a seal without its view');
  return view;
}
