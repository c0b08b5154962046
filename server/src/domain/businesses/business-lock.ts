import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businesses, type BusinessRow } from '../../db/schema';

/**
 * Locks the business's row until the transaction ends. Changes to its people take it first, so
 * two of them at once cannot both pass a check (the last admin, the seats) the other undoes.
 */
export async function lockBusiness(tx: Db, businessId: string): Promise<BusinessRow | undefined> {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row;
}
