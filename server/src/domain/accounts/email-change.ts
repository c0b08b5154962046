import { and, eq, ne } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { renderMail } from '../../mail/templates';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { enforce, LIMITS, mailPerIpOf } from '../limits';
import { normalizeEmail } from './accounts';
import { consumeToken, issueToken, revokeTokensOf, tokenFailure } from './one-time-tokens';
import { getProfile } from './profile';

type Schemas = components['schemas'];

/**
 * Mails a link to the new address, which proves the user reads it, and a notice to the current
 * one, so that a stolen session cannot move the account unnoticed. Stores nothing but the link;
 * a newer link replaces the account's unused ones.
 */
export async function startEmailChange(
  context: Context,
  { user, email: typed }: { user: UserRow; email: string },
): Promise<Schemas['EmailChangeStarted']> {
  const { db, mail, now, ip } = context;
  const email = normalizeEmail(typed);
  if (email === user.email) {
    throw new DomainError('EMAIL_UNCHANGED', 'This is already your e-mail address');
  }
  await enforce({ db, now }, { key: `confirm:ip:${ip}`, limit: mailPerIpOf(context) });
  await enforce({ db, now }, { key: `email-change:${user.id}`, limit: LIMITS.mailPerAddress });
  if (await takenByAnother(db, email, user.id)) throw emailTaken();

  const language = user.attributes.lang?.[0];
  // The link and both mails in one transaction: either all of them or none.
  const { expiresAt } = await db.transaction(async (tx) => {
    await revokeTokensOf({ db: tx, now }, { purpose: 'change_email', userId: user.id });
    const issued = await issueToken(
      { db: tx, now },
      { purpose: 'change_email', email, userId: user.id },
    );
    await mail.send(
      renderMail({
        kind: 'emailChangeConfirm',
        to: email,
        language,
        values: { email },
        link: mail.link('/profile/confirm', { token: issued.token }),
      }),
      tx,
    );
    await mail.send(
      renderMail({ kind: 'emailChangeNotice', to: user.email, language, values: { email } }),
      tx,
    );
    return issued;
  });
  return { email, expiresAt: expiresAt.toISOString() };
}

/**
 * Changes the address with a link of this account. The link is used up, the address checked
 * once more and changed in one transaction: a failure leaves the link usable and the account
 * as it was. Another account's link answers like an unknown one.
 */
export async function confirmEmailChange(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user, token }: { user: UserRow; token: string },
): Promise<Schemas['User']> {
  const updated = await db.transaction(async (tx) => {
    const used = await consumeToken({ db: tx, now }, { purpose: 'change_email', token });
    if (!used) throw await invalidLink(tx, token, now);
    if (used.userId !== user.id) throw linkNotValid();
    if (await takenByAnother(tx, used.email, user.id)) throw emailTaken();
    const [row] = await tx
      .update(users)
      .set({ email: used.email, emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row;
  });
  return getProfile({ db }, updated ?? user);
}

async function takenByAnother(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'An account with this e-mail address already exists');

const linkNotValid = () => new DomainError('TOKEN_INVALID', 'This link is not valid');

async function invalidLink(db: Db, token: string, now: Date): Promise<DomainError> {
  const code = await tokenFailure({ db, now }, { purpose: 'change_email', token });
  return code === 'TOKEN_EXPIRED'
    ? new DomainError('TOKEN_EXPIRED', 'This link has expired')
    : linkNotValid();
}
