import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import { enforce, LIMITS } from '../limits';
import type { MobileSignatureProvider } from '../signing/mobile-signature';
import type { Context } from '../context';
import { getProfile } from './profile';

type Schemas = components['schemas'];

/** The account operations that reach a phone: storage, the time and the OTP service. */
export type MobileContext = Pick<Context, 'db' | 'now'> & { mobile: MobileSignatureProvider };

/*
 * The code is bound to the account and the number: the key says whose it is and for which
 * number, so a code proves only that number, for only that account, and asking for a code for
 * another number replaces nothing of the first.
 */
const transactionOf = (user: UserRow, mobile: string) => `mobile:${user.id}:${mobile}`;

/** Sends a code to a number the user wants to store (at most one a minute); stores nothing. */
export async function startMobileVerification(
  { db, now, mobile: provider }: MobileContext,
  { user, mobile }: { user: UserRow; mobile: string },
): Promise<Schemas['MobileVerification']> {
  await enforce({ db, now }, { key: `mobile-code:${user.id}`, limit: LIMITS.tanResend });
  const { expiresAt } = await provider.sendNumberCode({
    transactionId: transactionOf(user, mobile),
    email: user.email,
    mobile,
    language: user.attributes.lang?.[0] ?? null,
    now,
  });
  return { mobile, expiresAt: expiresAt.toISOString() };
}

/** Stores the number once its code is right, using the code up in the same transaction. */
export async function confirmMobileNumber(
  { db, now, mobile: provider }: MobileContext,
  { user, mobile, code }: { user: UserRow; mobile: string; code: string },
): Promise<Schemas['User']> {
  const transactionId = transactionOf(user, mobile);
  const check = await provider.confirm(transactionId, code, now);
  if (check === 'TAN_INVALID') throw new DomainError('TAN_INVALID', 'The code is not correct');
  if (check === 'TAN_LOCKED') {
    throw new DomainError('TAN_LOCKED', 'Too many wrong codes; ask for a new one');
  }
  if (check === 'TAN_EXPIRED') throw new DomainError('TAN_EXPIRED', 'The code has expired');
  const updated = await db.transaction(async (tx) => {
    if (!(await provider.spend(tx, transactionId, code, now))) {
      throw new DomainError('TAN_EXPIRED', 'The code has already been used');
    }
    const [row] = await tx
      .update(users)
      .set({ attributes: { ...user.attributes, mobile: [mobile] }, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row;
  });
  return getProfile({ db }, updated ?? user);
}
