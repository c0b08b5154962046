import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businessMembers, users, type UserRow } from '../../db/schema';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { requireBusinessAdmin } from './access';
import { lockBusiness } from './business-lock';
import { recordBusinessEvent } from './events';
import { membersOf } from './members';

type Schemas = components['schemas'];

/** A cost centre as stored: trimmed, and blank (or null) means none. */
export const cleanCostCenter = (value: string | null): string | null => value?.trim() || null;

/**
 * `PUT /v1/businesses/{id}/members/{userId}`: where the member's requests are booked from now
 * on (requests they sent before keep theirs). Someone not in the business is 404.
 */
export async function updateBusinessMember(
  { db, now }: Pick<Context, 'db' | 'now'>,
  {
    caller,
    businessId,
    userId,
    update,
  }: { caller: UserRow; businessId: string; userId: string; update: Schemas['MemberUpdate'] },
): Promise<Schemas['Member']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const costCenter = cleanCostCenter(update.costCenter);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [member] = await tx
      .update(businessMembers)
      .set({ costCenter })
      .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
      .returning({ userId: businessMembers.userId });
    if (!member) throw new DomainError('NOT_FOUND', 'This person is not in the business');
    const [person] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) throw new DomainError('NOT_FOUND', 'This person is not in the business');
    await recordBusinessEvent(tx, {
      businessId,
      action: 'SETTINGS_CHANGED',
      at: now,
      user: person,
      actor: caller,
      details: 'cost_center',
    });
  });
  const [view] = await membersOf({ db }, { businessId, userId });
  if (!view) throw new DomainError('NOT_FOUND', 'This person is not in the business');
  return view;
}
