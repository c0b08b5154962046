import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { senderBusinessOf } from '../businesses/membership';
import { DomainError } from '../errors';
import { businessPaysSigning, signingAllowance } from '../accounts/free-plan';

const exhausted = () =>
  new DomainError('SIGNATURES_EXHAUSTED', 'You have used all the signatures of your free plan');

/** The plan of the business the user signs for (a member's, an API user's); null for none. */
async function businessPlanOf(db: Db, userId: string): Promise<string | null> {
  return (await senderBusinessOf({ db }, userId))?.pricePlan ?? null;
}

/** Refuses a free user (spec §1: in no business, or in a cancelled one) without signatures left. */
export async function requireCredit(
  { db }: { db: Db },
  user: Pick<UserRow, 'id' | 'attributes'>,
): Promise<void> {
  const allowance = signingAllowance({
    businessPlan: await businessPlanOf(db, user.id),
    attributes: user.attributes,
  });
  if (allowance === 'exhausted') throw exhausted();
}

const remaining = sql`coalesce((${users.attributes}->'free_signatures_remaining'->>0)::int, 0)`;

/**
 * Uses one credit of a free user for a signed request, inside the signing's transaction. The
 * decrement is conditional, so two signings racing for the last credit cannot both have it.
 */
export async function consumeCredit(tx: Db, user: Pick<UserRow, 'id' | 'attributes'>) {
  if (businessPaysSigning(await businessPlanOf(tx, user.id))) return;
  const updated = await tx
    .update(users)
    .set({
      attributes: sql`jsonb_set(${users.attributes}, '{free_signatures_remaining}',
        jsonb_build_array((${remaining} - 1)::text))`,
    })
    .where(and(eq(users.id, user.id), sql`${remaining} > 0`))
    .returning({ id: users.id });
  if (!updated.length) throw exhausted();
}
