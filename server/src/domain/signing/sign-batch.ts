import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { signingTransactions, signatureRequests } from '../../db/schema';
import { DomainError } from '../errors';
import { checkGuestTan, spendGuestTan, TAN_MESSAGES } from '../requests/guests';
import { newId } from '../ids';
import { requireCredit } from './credits';
import { requireQuality, type AppliedQuality } from './quality';
import type { SigningContext } from './services';
import { signOneRequest, type SpendCode } from './sign-request';
import { signerOf, type Signer } from './signer';
import { accessRequest } from '../requests/access';
import { sealQuality } from '../seals/quality';
import { sealSignerOf } from '../seals/seal-signer';
import { TAN_LIFETIME_MS } from './tan';

type Schemas = components['schemas'];
type Body = Schemas['SignRequest'];
type Result = Schemas['SigningResult'];
type ItemResult = NonNullable<Result['results']>[number];

/** Checks every request of the batch before anything is signed: access, turn and quality. */
async function prepare(context: SigningContext, body: Body, signer: Signer) {
  if (body.sealAccountName && !signer.seal) {
    // Only POST /v3/sign applies a seal (sealSignerOf); a link's guest or an OTP batch never do.
    throw new DomainError('FORBIDDEN', 'You may not sign with this seal');
  }
  const prepared: { item: Body['signatureRequests'][number]; applied: AppliedQuality }[] = [];
  for (const item of body.signatureRequests) {
    const { request } = await accessRequest(context, item.signatureRequestId);
    const applied = signer.seal
      ? sealQuality(request, signer.seal)
      : requireQuality(request, { ...signer, guest: signer.kind === 'guest' }, item);
    prepared.push({ item, applied });
  }
  if (signer.kind === 'user' && signer.account) await requireCredit(context, signer.account);
  return prepared;
}

/**
 * Signs each request of the batch on its own: one failing does not stop the others, and the
 * answer says which were signed. A batch of one fails as a whole with the refusal's code, so
 * the signing page can show the matching overlay. A one-time code that authorised the batch is
 * spent with the first signature recorded; until then a failure leaves it usable.
 */
async function signAll(
  context: SigningContext,
  signer: Signer,
  prepared: Awaited<ReturnType<typeof prepare>>,
  spendCode?: SpendCode,
): Promise<Result> {
  if (prepared.length === 1 && prepared[0]) {
    const { item, applied } = prepared[0];
    const result = await signOneRequest(context, { item, signer, applied, spendCode });
    return { status: 'SIGNED', results: [result] };
  }
  const results: ItemResult[] = [];
  let unspent = spendCode;
  for (const { item, applied } of prepared) {
    try {
      results.push(await signOneRequest(context, { item, signer, applied, spendCode: unspent }));
      unspent = undefined;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({
        signatureRequestId: item.signatureRequestId,
        status: 'FAILED',
        error: { code: error.code, message: error.message },
      });
    }
  }
  const signed = results.filter((result) => result.status === 'SIGNED').length;
  return {
    status: signed === results.length ? 'SIGNED' : signed ? 'PARTIAL' : 'FAILED',
    results,
  };
}

/**
 * `POST /v3/sign`. Simple signatures are applied at once. Advanced and qualified ones need the
 * mobile-signature provider's one-time password first: the batch is kept as a transaction and
 * the answer is AWAITING_OTP until `proceed/{id}` brings the code. With `sealAccountName` the
 * caller applies their business's seal, at once (no person's key, so no OTP).
 */
export async function sign(context: SigningContext, body: Body): Promise<Result> {
  const signer = body.sealAccountName
    ? await sealSignerOf(context, body.sealAccountName)
    : await signerOf(context, { visualSignatureId: body.visualSignatureId });
  const prepared = await prepare(context, body, signer);
  if (prepared.some(({ applied }) => applied.needsMobileSignature)) {
    const id = newId('mst');
    const now = context.now;
    await context.db.insert(signingTransactions).values({
      id,
      userId: signer.account?.id ?? null,
      batch: body,
      status: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + TAN_LIFETIME_MS),
    });
    await context.signing.mobile.start({
      transactionId: id,
      email: signer.email,
      mobile: signer.account?.attributes.mobile?.[0] ?? null,
      language: signer.language,
      title:
        prepared.length === 1
          ? await titleOf(context, prepared[0]?.item.signatureRequestId ?? '')
          : `${prepared.length} documents`,
      now,
    });
    return { status: 'AWAITING_OTP', transactionId: id };
  }
  return signAll(context, signer, prepared);
}

async function titleOf(context: SigningContext, requestId: string) {
  const [row] = await context.db
    .select({ title: signatureRequests.title })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  return row?.title ?? '';
}

/**
 * `POST /v3/swisscom/proceed/{id}` (and its direct variant): the OTP authorises the waiting
 * batch, which is signed now. Only the caller who started the transaction may finish it.
 */
export async function proceedMobileSignature(
  context: SigningContext,
  { transactionId, otp }: { transactionId: string; otp: string },
): Promise<Result> {
  const { caller } = context;
  const [transaction] = await context.db
    .select()
    .from(signingTransactions)
    .where(
      and(
        eq(signingTransactions.id, transactionId),
        caller.kind === 'user'
          ? eq(signingTransactions.userId, caller.user.id)
          : eq(signingTransactions.guestSignatureId, caller.signatureId),
      ),
    );
  if (!transaction) throw new DomainError('NOT_FOUND', 'Signing transaction not found');
  if (transaction.status !== 'pending') {
    throw new DomainError('INVALID_STATE', 'This signing transaction is finished');
  }
  const { mobile } = context.signing;
  const check = await mobile.confirm(transactionId, otp, context.now);
  if (check !== 'VALID') throw new DomainError(check, TAN_MESSAGES[check]);
  // The transaction and its OTP are used up with the first signature recorded, not before:
  // a signing that fails or crashes first leaves both for another try.
  const spendCode: SpendCode = async (tx) => {
    const claimed = await tx
      .update(signingTransactions)
      .set({ status: 'done' })
      .where(
        and(eq(signingTransactions.id, transactionId), eq(signingTransactions.status, 'pending')),
      )
      .returning({ id: signingTransactions.id });
    if (!claimed.length) {
      throw new DomainError('INVALID_STATE', 'This signing transaction is finished');
    }
    if (!(await mobile.spend(tx, transactionId, otp, context.now))) {
      throw new DomainError('TAN_EXPIRED', TAN_MESSAGES.TAN_EXPIRED);
    }
  };
  const guestSignature =
    caller.kind === 'guest'
      ? ((await accessRequest({ db: context.db, caller }, caller.requestId)).signature ?? undefined)
      : undefined;
  const signer = await signerOf(context, {
    guestSignature,
    visualSignatureId: transaction.batch.visualSignatureId,
  });
  return signAll(context, signer, await prepare(context, transaction.batch, signer), spendCode);
}

/**
 * `POST /v3/direct/sign`: a guest signs their one request with the e-mailed code; guests sign
 * at the simple quality and use no credits.
 */
export async function signAsGuest(context: SigningContext, body: Body): Promise<Result> {
  const { caller } = context;
  if (caller.kind !== 'guest') throw new DomainError('FORBIDDEN', 'Not a signing link');
  if (body.signatureRequests.some((item) => item.signatureRequestId !== caller.requestId)) {
    throw new DomainError('NOT_FOUND', 'Signature request not found');
  }
  if (!body.tan) {
    throw new DomainError('VALIDATION_FAILED', 'Enter the one-time password', { field: 'tan' });
  }
  const access = await accessRequest({ db: context.db, caller }, caller.requestId);
  const signer = await signerOf(context, { guestSignature: access.signature ?? undefined });
  // Refusals that do not depend on the code come first. The code is checked now (a wrong one
  // counts towards the lock) and spent only in the transaction that records the signature.
  const prepared = await prepare(context, body, signer);
  const tan = body.tan;
  await checkGuestTan(context, { guest: caller, code: tan });
  return signAll(context, signer, prepared, (tx) =>
    spendGuestTan(tx, { guest: caller, code: tan, now: context.now }),
  );
}
