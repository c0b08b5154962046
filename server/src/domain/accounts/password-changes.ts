import { and, eq, isNull, ne } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { sessions, users, type UserRow } from '../../db/schema';
import { renderMail } from '../../mail/templates';
import { normalizeEmail } from './accounts';
import { DomainError } from '../errors';
import { enforce, LIMITS, mailPerIpOf, within } from '../limits';
import { consumeToken, issueToken, peekToken, revokeTokens, tokenFailure } from './one-time-tokens';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { Context } from '../context';

type Schemas = components['schemas'];

/**
 * Changes the password with the current one. The weak-password flag goes, and every other
 * session ends: whoever may have known the old password is signed out.
 */
export async function changePassword(
  { db, now }: Pick<Context, 'db' | 'now'>,
  {
    user,
    currentTokenHash,
    passwords: input,
  }: { user: UserRow; currentTokenHash: string; passwords: Schemas['ChangePasswordRequest'] },
): Promise<void> {
  await enforce({ db, now }, { key: `password:user:${user.id}`, limit: LIMITS.passwordPerAccount });
  if (!(await verifyPassword(user.passwordHash, input.old))) {
    throw new DomainError('WRONG_PASSWORD', 'The current password is not correct');
  }
  assertStrongPassword(input.new, user.email);
  await setPassword(db, user, input.new, now);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, user.id),
        ne(sessions.tokenHash, currentTokenHash),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * Mails a one-hour reset link when the address has an account. The caller learns nothing:
 * same answer, and no mail wait, for unknown addresses and for dropped repeats.
 */
export async function requestPasswordReset(
  context: Context,
  input: Schemas['EmailOnly'],
): Promise<void> {
  const { db, mail, now, ip } = context;
  await enforce({ db, now }, { key: `reset:ip:${ip}`, limit: mailPerIpOf(context) });
  const email = normalizeEmail(input.email);
  if (!(await within({ db, now }, { key: `reset:addr:${email}`, limit: LIMITS.mailPerAddress })))
    return;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;

  // Only the newest link works, so an older mail lying around cannot be used.
  await revokeTokens({ db, now }, { purpose: 'reset_password', email });
  const { token } = await issueToken(
    { db, now },
    { purpose: 'reset_password', email, userId: user.id },
  );
  const language = user.attributes.lang?.[0];
  await mail.send(
    renderMail({
      kind: 'resetPassword',
      to: email,
      language,
      link: mail.link('/password-reset/new', { token }),
    }),
    db,
  );
}

/** Sets a new password through a reset link; every session of the account ends. */
export async function resetPassword(
  { db, now, ip }: Pick<Context, 'db' | 'now' | 'ip'>,
  input: Schemas['ResetPasswordRequest'],
): Promise<void> {
  await enforce({ db, now }, { key: `token:ip:${ip}`, limit: LIMITS.tokenPerIp });
  const record = await peekToken({ db, now }, { purpose: 'reset_password', token: input.token });
  if (!record?.userId) {
    const code = await tokenFailure({ db, now }, { purpose: 'reset_password', token: input.token });
    throw new DomainError(
      code,
      code === 'TOKEN_EXPIRED' ? 'This link has expired' : 'This link is not valid',
    );
  }
  // Checked before the link is used up, so that a refused password does not burn it.
  assertStrongPassword(input.new, record.email);

  await db.transaction(async (tx) => {
    const used = await consumeToken(
      { db: tx, now },
      { purpose: 'reset_password', token: input.token },
    );
    const [user] = used?.userId
      ? await tx.select().from(users).where(eq(users.id, used.userId)).limit(1)
      : [];
    if (!user) throw new DomainError('TOKEN_INVALID', 'This link is not valid');
    // Following the mailed link proves the address, as a confirmation does.
    await setPassword(tx, user, input.new, now, { emailVerified: true });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
}

async function setPassword(
  db: Db,
  user: UserRow,
  password: string,
  now: Date,
  extra: { emailVerified?: boolean } = {},
): Promise<void> {
  const { weak_password: _weak, ...attributes } = user.attributes;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), attributes, updatedAt: now, ...extra })
    .where(eq(users.id, user.id));
}
