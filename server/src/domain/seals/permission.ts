import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  apiUsers,
  businessMembers,
  businesses,
  sealMembers,
  seals,
  type SealRow,
} from '../../db/schema';
import { LOCKED_PAYMENT_METHODS } from '../businesses/locked';

/**
 * How a user stands to a seal: allowed to apply it (a member of the seal who is still in the
 * business, or an API user of the seal's business), in the business but not allowed, or a
 * stranger to it.
 */
export async function sealPermission(
  { db }: { db: Db },
  { userId, seal }: { userId: string; seal: Pick<SealRow, 'id' | 'businessId'> },
): Promise<'allowed' | 'not-a-seal-member' | 'stranger'> {
  const [[person], [apiUser]] = await Promise.all([
    db
      .select({ sealId: sealMembers.sealId })
      .from(businessMembers)
      .leftJoin(
        sealMembers,
        and(eq(sealMembers.userId, businessMembers.userId), eq(sealMembers.sealId, seal.id)),
      )
      .where(
        and(eq(businessMembers.userId, userId), eq(businessMembers.businessId, seal.businessId)),
      )
      .limit(1),
    db
      .select({ username: apiUsers.username })
      .from(apiUsers)
      .where(and(eq(apiUsers.userId, userId), eq(apiUsers.businessId, seal.businessId)))
      .limit(1),
  ]);
  if (apiUser || person?.sealId) return 'allowed';
  return person ? 'not-a-seal-member' : 'stranger';
}

/** Whether the user may apply the seal (see sealPermission). */
export async function maySealSign(
  { db }: { db: Db },
  input: { userId: string; seal: Pick<SealRow, 'id' | 'businessId'> },
): Promise<boolean> {
  return (await sealPermission({ db }, input)) === 'allowed';
}

/**
 * The seals the user may apply now, by the same rule, leaving out those of a locked business:
 * the seals a person is a member of, or every seal of an API user's business.
 */
export async function sealsUserMayApply({ db }: { db: Db }, userId: string): Promise<SealRow[]> {
  const asMember = db
    .select({ id: sealMembers.sealId })
    .from(sealMembers)
    .innerJoin(seals, eq(seals.id, sealMembers.sealId))
    .innerJoin(
      businessMembers,
      and(
        eq(businessMembers.userId, sealMembers.userId),
        eq(businessMembers.businessId, seals.businessId),
      ),
    )
    .where(eq(sealMembers.userId, userId));
  const asApiUser = db
    .select({ id: seals.id })
    .from(seals)
    .innerJoin(apiUsers, eq(apiUsers.businessId, seals.businessId))
    .where(eq(apiUsers.userId, userId));
  const rows = await db
    .select({ seal: seals })
    .from(seals)
    .innerJoin(businesses, eq(businesses.id, seals.businessId))
    .where(
      and(
        or(inArray(seals.id, asMember), inArray(seals.id, asApiUser)),
        notInArray(businesses.paymentMethod, LOCKED_PAYMENT_METHODS),
      ),
    )
    .orderBy(asc(seals.accountName));
  return rows.map((row) => row.seal);
}

type SealQualities = NonNullable<components['schemas']['SignatureQualities']['seal']>;

/** The User view's `signatureQualities.seal`: the seals the user may apply, by quality. */
export async function sealQualitiesOf(
  { db }: { db: Db },
  userId: string,
): Promise<SealQualities | undefined> {
  const rows = await sealsUserMayApply({ db }, userId);
  if (!rows.length) return undefined;
  const qualities: SealQualities = {};
  for (const row of rows) {
    const level = row.quality === 'QES' ? 'qes' : 'aes';
    qualities[level] = { ...qualities[level], [row.accountName]: { quality: level } };
  }
  return qualities;
}
