import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { identifications, type IdentificationRow } from '../../db/schema';
import { peekToken, tokenFailure } from '../accounts/one-time-tokens';
import { hashToken } from '../accounts/sessions';
import { DomainError } from '../errors';
import { enforce, LIMITS } from '../limits';
import type { IdentificationContext } from './context';
import { getIdentificationOf, startIdentificationFor, type Chosen } from './identifications';
import { grantIdentification } from './grant';
import { NOT_COVERED, offeredMethods } from './methods';
import type { Subject } from './subject';

type Schemas = components['schemas'];
type Services = Pick<IdentificationContext, 'db' | 'mail' | 'now' | 'identity' | 'ip'>;

// Nothing is paid for a visitor (spec §9: the methods without coverage).
export const listSignupMethods = (): Schemas['IdentificationMethods'] =>
  offeredMethods(NOT_COVERED, 'visitor');

/** The visitor behind an eID+ sign-up link, which is peeked at (register uses it up). */
async function visitorOf(context: Services, token: string): Promise<Subject> {
  const record = await peekToken(context, { purpose: 'confirm_email', token });
  if (!record || record.data.flow !== 'eidplus') {
    const code = record
      ? 'TOKEN_INVALID'
      : await tokenFailure(context, { purpose: 'confirm_email', token });
    throw new DomainError(
      code,
      code === 'TOKEN_EXPIRED' ? 'This link has expired' : 'This link is not valid',
    );
  }
  return {
    audience: 'visitor',
    tokenHash: hashToken(token),
    email: record.email,
    language: record.data.lang ?? null,
  };
}

export async function startSignupIdentification(
  context: Services,
  { provider, method, start }: Chosen & { start: Schemas['SignupIdentificationStart'] },
) {
  // Polling the state is free (the link is 256 random bits); starting costs the provider.
  await enforce(context, { key: `token:ip:${context.ip}`, limit: LIMITS.tokenPerIp });
  const subject = await visitorOf(context, start.token);
  return startIdentificationFor(context, {
    subject,
    provider,
    method,
    coverage: NOT_COVERED,
    returnPath: start.returnPath,
  });
}

export async function getSignupIdentification(
  context: Services,
  { token, ...chosen }: Chosen & { token: string },
) {
  return getIdentificationOf(context, { subject: await visitorOf(context, token), ...chosen });
}

/**
 * The finished identification of an eID+ sign-up (its certificate ready), which register turns
 * into the new account's identity; refused until there is one.
 */
export async function completedSignupIdentification(
  tx: Db,
  token: string,
): Promise<IdentificationRow> {
  const [row] = await tx
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.signupTokenHash, hashToken(token)),
        eq(identifications.status, 'success'),
        eq(identifications.certificateReady, true),
      ),
    )
    .limit(1);
  if (!row) {
    throw new DomainError(
      'IDENTIFICATION_REQUIRED',
      'Identify yourself before signing up with eID+',
    );
  }
  return row;
}

/**
 * The identification moves to the account register made, which gains its quality, identity
 * and fixed name, as an account holder's identification gives them.
 */
export async function adoptSignupIdentification(
  tx: Db,
  { row, userId, now }: { row: IdentificationRow; userId: string; now: Date },
): Promise<void> {
  await tx
    .update(identifications)
    .set({ userId, signupTokenHash: null, updatedAt: now })
    .where(eq(identifications.id, row.id));
  await grantIdentification(tx, { row, holder: { audience: 'account', userId }, now });
}
