import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { expectContractResponse } from '../../../tests/contract/contract';
import { signatureRequests } from '../../src/db/schema';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { people } from '../requests/lifecycle-setup';
import { codeIn, problemCode, sendRequest, setUser, sign, snapshot } from './sign-setup';

const mail = captureMail();
// The certificate authority dates certificates by the real clock, so the test clock starts now.
const clock = createClock(new Date());
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  signing: { lockWaitMs: 200 },
});

type Qualities = components['schemas']['SignatureQualities'];

/** A QES/ZERTES request to a signer holding `qualities`, signed until the OTP is asked for. */
async function startMobileSignature(
  qualities: Qualities = { qes: { zertes: { quality: 'qes' } } },
) {
  const who = await people(t.app);
  await setUser(t.app, who.signer.email, { signatureQualities: qualities });
  const request = await sendRequest(t.app, who.owner, [who.signer.email], {
    quality: 'QES',
    legislation: 'ZERTES',
  });
  const before = await snapshot(t.app, request.id);
  const started = await sign(t.app, who.signer, {
    requestId: request.id,
    documentId: request.documentId,
  });
  expect(started.statusCode, started.body).toBe(202);
  expectContractResponse('sign', started);
  const { status, transactionId } = started.json<{ status: string; transactionId: string }>();
  expect(status).toBe('AWAITING_OTP');
  expect(transactionId).toBeTruthy();
  // Nothing is signed until the OTP comes back.
  expect(await snapshot(t.app, request.id)).toEqual(before);
  const code = codeIn(mail.last(who.signer.email));
  const proceed = (pwdotp: string, person = who.signer) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/swisscom/proceed/${transactionId}`,
      headers: person.headers,
      payload: { pwdotp },
    });
  return { who, request, before, code, proceed, wrong: code === '000000' ? '111111' : '000000' };
}

async function holdLock(requestId: string) {
  await t.app.db
    .update(signatureRequests)
    .set({ lockedBy: 'sig_elsewhere', lockedUntil: new Date(Date.now() + 60_000) })
    .where(eq(signatureRequests.id, requestId));
}

async function releaseLock(requestId: string) {
  await t.app.db
    .update(signatureRequests)
    .set({ lockedBy: null, lockedUntil: null })
    .where(eq(signatureRequests.id, requestId));
}

async function verification(
  who: Awaited<ReturnType<typeof people>>,
  documentId: string,
): Promise<components['schemas']['SignatureVerification']> {
  const report = await t.app.inject({
    url: `/v3/documents/${documentId}/verification`,
    headers: who.owner.headers,
  });
  expect(report.statusCode, report.body).toBe(200);
  expectContractResponse('verifyDocument', report);
  return report.json();
}

describe('mobile signature (qualified)', () => {
  it('the one-time password is in the mail body only, never the subject a lock screen shows', async () => {
    const { who, code } = await startMobileSignature();
    const message = mail.last(who.signer.email);
    expect(message.subject).not.toContain(code);
    expect(message.subject).not.toMatch(/\d{6}/);
    expect(message.text).toContain(code);
  });

  it('the mailed one-time password completes a QES under ZERTES', async () => {
    const { who, request, code, proceed } = await startMobileSignature();
    const done = await proceed(code);
    expect(done.statusCode, done.body).toBe(200);
    expectContractResponse('proceedMobileSignature', done);
    expect(done.json()).toMatchObject({
      status: 'SIGNED',
      results: [{ signatureRequestId: request.id, status: 'SIGNED' }],
    });
    const report = await verification(who, request.documentId);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      intact: true,
      trusted: true,
      quality: 'QES',
      legislation: 'ZERTES',
    });
    // The transaction is used up.
    const again = await proceed(code);
    expect(again.statusCode, again.body).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  }, 30_000);

  it('a qualified entry of quality demo signs as DEMO', async () => {
    const { who, request, code, proceed } = await startMobileSignature({
      qes: { eidas: { quality: 'demo' }, zertes: { quality: 'demo' } },
    });
    const done = await proceed(code);
    expect(done.statusCode, done.body).toBe(200);
    const report = await verification(who, request.documentId);
    expect(report.signatures[0]?.quality).toBe('DEMO');
  }, 30_000);

  it('a wrong code is TAN_INVALID; five wrong codes lock the transaction', async () => {
    const { request, before, code, proceed, wrong } = await startMobileSignature();
    const first = await proceed(wrong);
    expect(first.statusCode, first.body).toBe(422);
    expect(problemCode(first)).toBe('TAN_INVALID');
    expectContractResponse('proceedMobileSignature', first);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(problemCode(await proceed(wrong)));
    expect(codes).toEqual(['TAN_INVALID', 'TAN_INVALID', 'TAN_INVALID', 'TAN_LOCKED']);
    const locked = await proceed(code);
    expect(locked.statusCode, locked.body).toBe(422);
    expect(problemCode(locked)).toBe('TAN_LOCKED');
    expect(await snapshot(t.app, request.id)).toEqual(before);
  });

  it('a code older than five minutes is TAN_EXPIRED', async () => {
    const { request, before, code, proceed } = await startMobileSignature();
    clock.advance(6 * 60 * 1000);
    const late = await proceed(code);
    expect(late.statusCode, late.body).toBe(422);
    expect(problemCode(late)).toBe('TAN_EXPIRED');
    expect(await snapshot(t.app, request.id)).toEqual(before);
  });

  it("nobody else can complete someone's transaction", async () => {
    const { who, request, before, code, proceed } = await startMobileSignature();
    const other = await proceed(code, who.owner);
    expect(other.statusCode, other.body).toBe(404);
    const stranger = await proceed(code, who.stranger);
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(await snapshot(t.app, request.id)).toEqual(before);
    // The code is still good for its owner.
    const done = await proceed(code);
    expect(done.statusCode, done.body).toBe(200);
  }, 30_000);
});

describe('the one-time password is spent only with the signature it authorised', () => {
  it('an interrupted signing leaves the transaction and its code usable', async () => {
    const { request, before, code, proceed } = await startMobileSignature();
    // Interrupted before anything was recorded: another signing holds the request.
    await holdLock(request.id);
    const interrupted = await proceed(code);
    expect(interrupted.statusCode, interrupted.body).toBe(409);
    expect(problemCode(interrupted)).toBe('REQUEST_LOCKED');
    expect(await snapshot(t.app, request.id)).toEqual(before);

    await releaseLock(request.id);
    const done = await proceed(code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SIGNED' });
    const again = await proceed(code);
    expect(again.statusCode, again.body).toBe(409);
    expect(problemCode(again)).toBe('INVALID_STATE');
  }, 30_000);

  it('two calls with one code: one signs, the other is refused', async () => {
    const { request, code, proceed } = await startMobileSignature();
    const answers = await Promise.all([proceed(code), proceed(code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await snapshot(t.app, request.id)).versions).toHaveLength(2);
  }, 30_000);
});

describe('with a clock that stands still', () => {
  it('a second signature builds on the first, though both carry the same time', async () => {
    const who = await people(t.app);
    const request = await sendRequest(t.app, who.owner, [who.signer.email, who.stranger.email]);
    const target = { requestId: request.id, documentId: request.documentId };
    for (const person of [who.signer, who.stranger]) {
      const signed = await sign(t.app, person, target);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const report = await verification(who, request.documentId);
    expect(report.signatures.map((s) => s.intact)).toEqual([true, true]);
    expect(report.signatures.at(-1)?.covers_whole_document).toBe(true);
  }, 30_000);
});
