import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import { hasFreeSigningCredit } from '../accounts/free-plan';

/** A free plan (spec §4) has a `free_account_type`; other accounts sign without credits. */
export const isFreePlan = (user: Pick<UserRow, 'attributes'>) =>
  Boolean(user.attributes.free_account_type?.length);

export function requireCredit(user: Pick<UserRow, 'attributes'>): void {
  if (isFreePlan(user) && !hasFreeSigningCredit(user.attributes)) {
    throw new DomainError(
      'SIGNATURES_EXHAUSTED',
      'You have used all the signatures of your free plan',
    );
  }
}

const remaining = sql`coalesce((${users.attributes}->'free_signatures_remaining'->>0)::int, 0)`;

/**
 * Uses one credit for a signed request, inside the signing's transaction. The decrement is
 * conditional, so two signings racing for the last credit cannot both have it.
 */
export async function consumeCredit(tx: Db, user: Pick<UserRow, 'id' | 'attributes'>) {
  if (!isFreePlan(user)) return;
  const updated = await tx
    .update(users)
    .set({
      attributes: sql`jsonb_set(${users.attributes}, '{free_signatures_remaining}',
        jsonb_build_array((${remaining} - 1)::text))`,
    })
    .where(and(eq(users.id, user.id), sql`${remaining} > 0`))
    .returning({ id: users.id });
  if (!updated.length) {
    throw new DomainError(
      'SIGNATURES_EXHAUSTED',
      'You have used all the signatures of your free plan',
    );
  }
}
