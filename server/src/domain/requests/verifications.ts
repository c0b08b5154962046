import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  signatureRequests,
  signatures,
  verifications,
  type VerificationRow,
} from '../../db/schema';
import { renderMail } from '../../mail/templates';
import type { MailService } from '../../mail/service';
import { DomainError } from '../errors';
import { maskEmail } from './guests';
import { newId } from '../ids';
import { enforce, LIMITS, within } from '../limits';
import { hashToken } from '../accounts/sessions';

type Schemas = components['schemas'];

export const VERIFICATION_LIFETIME_MS = 15 * 60 * 1000;
export const VERIFICATION_MAX_FAILED = 5;

interface Context {
  db: Db;
  mail: MailService;
  now: Date;
}

/*
 * Our reading of `api/resend|respond|cancel/{id}`: an invitation to sign sent to an address
 * without an account carries an e-mailed 6-digit code. Answering it (`respond`, the code as
 * `secret`) proves the invitee reads that mailbox; `resend` mails a fresh code, `cancel`
 * withdraws the check; the verification's id is as unguessable as any id. Sending a request no
 * longer starts one: nothing in the app asked for its code, and a guest already proves the
 * mailbox with the signing code mailed when they sign (`sendGuestTan`) — one code, not two.
 * startInvitationVerification stays for the operations above.
 */

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Starts the check for an invited signer and mails the code. */
export async function startInvitationVerification(
  context: Context,
  signatureId: string,
): Promise<Schemas['Verification']> {
  const id = newId('ver');
  const invitee = await inviteeOf(context.db, signatureId);
  const code = newCode();
  const [row] = await context.db
    .insert(verifications)
    .values({
      id,
      purpose: 'invitation',
      channel: 'email',
      destination: invitee.email,
      signatureId,
      codeHash: hashToken(code),
      status: 'pending',
      createdAt: context.now,
      sentAt: context.now,
      expiresAt: new Date(context.now.getTime() + VERIFICATION_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('Inserting a verification returned no row');
  // The first mail counts towards "at most once a minute".
  await within(context, { key: `verification:${id}`, limit: LIMITS.verificationResend });
  await mailCode(context, invitee, code);
  return toView(row, context.now);
}

/** A fresh code (at most once a minute); the previous one stops working. */
export async function resendVerification(
  context: Context,
  id: string,
): Promise<Schemas['Verification']> {
  const { db, now } = context;
  const row = await find(db, id);
  const status = effectiveStatus(row, now);
  if (status !== 'pending' && status !== 'expired') {
    throw new DomainError('INVALID_STATE', `This verification is ${status}`);
  }
  await enforce({ db, now }, { key: `verification:${id}`, limit: LIMITS.verificationResend });
  const code = newCode();
  const [updated] = await db
    .update(verifications)
    .set({
      codeHash: hashToken(code),
      status: 'pending',
      failedAttempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
    })
    .where(eq(verifications.id, id))
    .returning();
  if (row.signatureId) await mailCode(context, await inviteeOf(db, row.signatureId), code);
  return toView(updated ?? row, now);
}

/** Answers with the code: 422 when wrong, locked (409) after five wrong ones. */
export async function respondVerification(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { id, secret }: { id: string; secret: string },
): Promise<Schemas['Verification']> {
  const row = await find(db, id);
  const status = effectiveStatus(row, now);
  if (status === 'confirmed') return toView(row, now);
  if (status !== 'pending') {
    throw new DomainError('INVALID_STATE', `This verification is ${status}`);
  }
  const given = Buffer.from(hashToken(secret));
  const expected = Buffer.from(row.codeHash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    const [confirmed] = await db
      .update(verifications)
      .set({ status: 'confirmed' })
      .where(eq(verifications.id, id))
      .returning();
    return toView(confirmed ?? row, now);
  }
  const failed = row.failedAttempts + 1;
  const locked = failed >= VERIFICATION_MAX_FAILED;
  await db
    .update(verifications)
    .set({ failedAttempts: failed, ...(locked ? { status: 'locked' as const } : {}) })
    .where(eq(verifications.id, id));
  if (locked)
    throw new DomainError('INVALID_STATE', 'Too many wrong codes; this verification is locked');
  throw new DomainError('VERIFICATION_FAILED', 'The code is not correct');
}

/** Stops a pending verification; its code no longer works. Finished ones stay as they are. */
export async function cancelVerification(
  { db, now }: Pick<Context, 'db' | 'now'>,
  id: string,
): Promise<void> {
  const row = await find(db, id);
  const status = effectiveStatus(row, now);
  if (status === 'pending' || status === 'expired') {
    await db.update(verifications).set({ status: 'cancelled' }).where(eq(verifications.id, id));
  }
}

async function find(db: Db, id: string): Promise<VerificationRow> {
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'Not found');
  return row;
}

function effectiveStatus(row: VerificationRow, now: Date): VerificationRow['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function toView(row: VerificationRow, now: Date): Schemas['Verification'] {
  return {
    id: row.id,
    channel: row.channel,
    destinationHint: maskEmail(row.destination),
    status: effectiveStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    attemptsLeft: Math.max(0, VERIFICATION_MAX_FAILED - row.failedAttempts),
  };
}

async function inviteeOf(db: Db, signatureId: string) {
  const [row] = await db
    .select({
      email: signatures.email,
      language: signatures.language,
      title: signatureRequests.title,
    })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .where(eq(signatures.id, signatureId))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'Not found');
  return row;
}

async function mailCode(
  { db, mail }: { db: Db; mail: MailService },
  invitee: { email: string; language: string | null; title: string },
  code: string,
) {
  await mail.send(
    renderMail({
      kind: 'invitationCode',
      to: invitee.email,
      language: invitee.language,
      values: { code, title: invitee.title },
    }),
    db,
  );
}
