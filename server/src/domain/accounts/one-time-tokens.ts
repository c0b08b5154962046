import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema';
import { hashToken } from './sessions';
import type { Context } from '../context';

export type TokenPurpose = 'confirm_email' | 'reset_password' | 'change_email';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A random link token; only its hash is stored, the token itself goes out by e-mail. */
export async function issueToken(
  { db, now }: Pick<Context, 'db' | 'now'>,
  input: {
    purpose: TokenPurpose;
    email: string;
    userId?: string;
    data?: Record<string, string>;
    /** A link that lives as long as what it stands for (a business invitation), not the default. */
    expiresAt?: Date;
  },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]);
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    email: input.email,
    userId: input.userId,
    data: input.data ?? {},
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Matches the token's row while it is unused and unexpired. */
const liveToken = (purpose: TokenPurpose, token: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** The live token's record without using it up (e.g. to show the confirmation step). */
export async function peekToken(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, token }: { purpose: TokenPurpose; token: string },
) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(liveToken(purpose, token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a token up and returns its record, or null when it is unknown, expired or already used.
 * The conditional update makes two concurrent uses of one link succeed at most once.
 */
export async function consumeToken(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, token }: { purpose: TokenPurpose; token: string },
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(purpose, token, now))
    .returning();
  return row ?? null;
}

/**
 * Why a token no longer works: TOKEN_EXPIRED when it was real but its time is up (the app
 * offers a new link), TOKEN_INVALID when it is unknown or was already used.
 */
export async function tokenFailure(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, token }: { purpose: TokenPurpose; token: string },
): Promise<'TOKEN_EXPIRED' | 'TOKEN_INVALID'> {
  const [row] = await db
    .select({ expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row && !row.usedAt && row.expiresAt <= now ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
}

/** Ends every unused link of a purpose for an address, e.g. once a newer one is sent. */
export async function revokeTokens(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, email }: { purpose: TokenPurpose; email: string },
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.email, email),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Ends every unused link of a purpose for an account, e.g. once a newer one is sent. */
export async function revokeTokensOf(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, userId }: { purpose: TokenPurpose; userId: string },
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Whether the address already has a live link of that purpose. */
export async function hasLiveToken(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { purpose, email }: { purpose: TokenPurpose; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: oneTimeTokens.tokenHash })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.email, email),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
