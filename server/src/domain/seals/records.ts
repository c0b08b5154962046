import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { seals, type SealRow } from '../../db/schema';
import { DomainError } from '../errors';

/** A seal of the business by its account name; another business's is as unknown as none. */
export async function sealOf(
  { db }: { db: Db },
  { businessId, accountName }: { businessId: string; accountName: string },
): Promise<SealRow> {
  const [row] = await db
    .select()
    .from(seals)
    .where(and(eq(seals.businessId, businessId), eq(seals.accountName, accountName)));
  if (!row) throw new DomainError('NOT_FOUND', 'Seal not found');
  return row;
}
