import { DomainError } from './errors';
import { hit, type RateLimit } from './rate-limit';
import type { Context } from './context';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every limit in one place. Per-account limits stop guessing one password from many
 * addresses; per-IP limits stop one address from trying many accounts.
 */
export const LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  mailPerAddress: { limit: 5, windowMs: HOUR },
  mailPerIp: { limit: 30, windowMs: HOUR },
  tokenPerIp: { limit: 60, windowMs: 15 * MINUTE },
  passwordCheckPerIp: { limit: 300, windowMs: 15 * MINUTE },
  passwordPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  tanResend: { limit: 1, windowMs: MINUTE },
  verificationResend: { limit: 1, windowMs: MINUTE },
  // Verifying an uploaded PDF is public and costs a parse: people check a few files, not hundreds.
  verifyPerIp: { limit: 60, windowMs: 15 * MINUTE },
  // Promo and referral codes are guessable: a person types a few, previews re-send them.
  promoCodePerAccount: { limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;

/** Counts one attempt; throws RATE_LIMITED with the wait when the window is used up. */
/** The per-IP mail limit of the app (its setting when the context carries one). */
export const mailPerIpOf = (context: Pick<Context, 'mailsPerIpPerHour'>): RateLimit => ({
  ...LIMITS.mailPerIp,
  limit: context.mailsPerIpPerHour ?? LIMITS.mailPerIp.limit,
});

export async function enforce(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { key, limit }: { key: string; limit: RateLimit },
): Promise<void> {
  const decision = await hit({ db, now }, { key, limit });
  if (!decision.allowed) {
    throw new DomainError('RATE_LIMITED', 'Too many attempts, please wait before trying again', {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

/** Counts one attempt and reports whether it is within the limit, without failing. */
export async function within(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { key, limit }: { key: string; limit: RateLimit },
): Promise<boolean> {
  return (await hit({ db, now }, { key, limit })).allowed;
}
