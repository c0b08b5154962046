import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { seals, type BusinessRow, type SealRow } from '../../db/schema';
import { newId } from '../ids';
import { accountNameSlug, uniqueAccountName } from './account-name';

// Two businesses of the same name registering at once may pick the same free name; the loser
// of the unique index looks again. A few rounds settle any realistic race.
const ATTEMPTS = 5;

/**
 * The seal every business gets when it is created, inside the caller's transaction: an
 * advanced seal named after the business (account name from the name, made unique).
 */
export async function insertBusinessSeal(
  tx: Db,
  { business, now }: { business: Pick<BusinessRow, 'id' | 'name'>; now: Date },
): Promise<SealRow> {
  const slug = accountNameSlug(business.name);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const rows = await tx
      .select({ accountName: seals.accountName })
      .from(seals)
      .where(or(eq(seals.accountName, slug), like(seals.accountName, `${slug}-%`)));
    const accountName = uniqueAccountName(slug, new Set(rows.map((row) => row.accountName)));
    const [seal] = await tx
      .insert(seals)
      .values({
        id: newId('seal'),
        businessId: business.id,
        accountName,
        displayName: business.name,
        quality: 'AES',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: seals.accountName })
      .returning();
    if (seal) return seal;
  }
  throw new Error(`no free seal account name for ${slug}`);
}
