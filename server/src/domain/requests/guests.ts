import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { signatureRequests, signatures, type SignatureRow } from '../../db/schema';
import { renderMail } from '../../mail/templates';
import type { MailService } from '../../mail/service';
import { DomainError } from '../errors';
import { enforce, LIMITS } from '../limits';
import { highestQualityFor } from '../signing/quality';
import { checkTan, issueTan, spendTan, TAN_LIFETIME_MS, tanLockedUntil } from '../signing/tan';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

/** A guest signer (role nas): one signature of one request, opened by the link's secret. */
export interface GuestRef {
  signatureId: string;
  requestId: string;
}

export const TAN_MESSAGES = {
  TAN_INVALID: 'The one-time password is not correct',
  TAN_EXPIRED: 'The one-time password has expired; request a new one',
  TAN_LOCKED: 'Too many wrong one-time passwords; signing is locked for 30 minutes',
} as const;

async function loadGuest(db: Db, guest: GuestRef) {
  const [row] = await db
    .select({
      signature: signatures,
      request: {
        title: signatureRequests.title,
        statusOverall: signatureRequests.statusOverall,
        legislation: signatureRequests.legislation,
      },
    })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .where(and(eq(signatures.id, guest.signatureId), eq(signatures.requestId, guest.requestId)))
    .limit(1);
  // The credentials were checked a moment ago; the signer may have been removed since.
  if (!row) throw new DomainError('NOT_FOUND', 'Not found');
  return row;
}

/**
 * What a guest signs at: the simple quality, proven by the e-mailed code (spec §4, direct
 * sign), and what an identification for this one signature gave.
 */
export function guestQualities(
  signature: Pick<SignatureRow, 'signatureQualities'>,
): Schemas['SignatureQualities'] {
  return { ses: { any: { quality: 'ses' } }, ...signature.signatureQualities };
}

/** The guest as the signing pages show it (a guest signature belongs to no account). */
export async function getGuest(
  { db }: Pick<RequestContext, 'db'>,
  guest: GuestRef,
): Promise<Schemas['DirectUser']> {
  const { signature, request } = await loadGuest(db, guest);
  const signatureQualities = guestQualities(signature);
  return {
    id: signature.id,
    email: signature.email,
    firstName: signature.firstName ?? '',
    lastName: signature.lastName ?? '',
    mobile: signature.mobile,
    language: signature.language ?? 'en-gb',
    immutableEidFields: signature.immutableEidFields,
    signatureQualities,
    // Never null here: a guest's address is proven by the e-mailed code.
    highestQuality:
      highestQualityFor(request, {
        emailVerified: false,
        qualities: signatureQualities,
        guest: true,
      }) ?? 'ses',
  };
}

/** Replaces the guest's details; those an identification fixed cannot change (409). */
export async function updateGuest(
  { db }: Pick<RequestContext, 'db'>,
  { guest, update: input }: { guest: GuestRef; update: Schemas['DirectUserUpdate'] },
): Promise<Schemas['DirectUser']> {
  const current = await getGuest({ db }, guest);
  const next = {
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile ?? null,
  };
  const changedFixed = (current.immutableEidFields ?? []).filter(
    (field) => next[field] !== current[field],
  );
  if (changedFixed.length) {
    throw new DomainError(
      'CONFLICT',
      `Fixed by your identification and cannot change: ${changedFixed.join(', ')}`,
    );
  }
  await db
    .update(signatures)
    .set({ ...next, language: input.language })
    .where(eq(signatures.id, guest.signatureId));
  return getGuest({ db }, guest);
}

/** `max.muster@example.ch` → `m***@example.ch`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Mails the guest a fresh 6-digit code for signing this request (at most once a minute);
 * the previous code stops working. Only while the request and the guest's signature are open.
 */
export async function sendGuestTan(
  { db, mail, now }: { db: Db; mail: MailService; now: Date },
  guest: GuestRef,
): Promise<Schemas['TanSent']> {
  const { signature, request } = await loadGuest(db, guest);
  if (request.statusOverall !== 'OPEN' || signature.statusCode !== 'OPEN') {
    throw new DomainError('INVALID_STATE', 'This request cannot be signed any more');
  }
  // A new code must not reset the wrong-code lock, or five guesses a minute would go on forever.
  const lockedUntil = await tanLockedUntil(
    { db, now },
    { requestId: guest.requestId, userId: guest.signatureId },
  );
  if (lockedUntil) {
    throw new DomainError('RATE_LIMITED', 'Too many wrong one-time passwords; try again later', {
      retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
    });
  }
  await enforce({ db, now }, { key: `tan:${guest.signatureId}`, limit: LIMITS.tanResend });
  const code = await issueTan(
    { db, now },
    { requestId: guest.requestId, userId: guest.signatureId },
  );
  await mail.send(
    renderMail({
      kind: 'guestTan',
      to: signature.email,
      language: signature.language,
      values: { code, title: request.title },
    }),
    db,
  );
  return {
    destinationHint: maskEmail(signature.email),
    expiresAt: new Date(now.getTime() + TAN_LIFETIME_MS).toISOString(),
  };
}

/**
 * Checks the guest's code; a wrong, expired or locked one fails with its own code. A right one
 * is not spent here but by `spendGuestTan`, in the transaction that records the signature.
 */
export async function checkGuestTan(
  { db, now }: Pick<RequestContext, 'db' | 'now'>,
  { guest, code }: { guest: GuestRef; code: string },
): Promise<void> {
  const outcome = await checkTan(
    { db, now },
    { requestId: guest.requestId, userId: guest.signatureId, code },
  );
  if (outcome !== 'VALID') throw new DomainError(outcome, TAN_MESSAGES[outcome]);
}

/** Spends the guest's checked code inside `tx`; fails (rolling `tx` back) when it is gone. */
export async function spendGuestTan(
  tx: Db,
  { guest, code, now }: { guest: GuestRef; code: string; now: Date },
) {
  if (!(await spendTan(tx, { requestId: guest.requestId, userId: guest.signatureId, code, now }))) {
    throw new DomainError('TAN_EXPIRED', TAN_MESSAGES.TAN_EXPIRED);
  }
}
