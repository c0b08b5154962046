import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readBlob } from '../../src/domain/requests/stored-pdf';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { captureMail } from '../mail-capture';
import { guestAuth, people, type Person } from '../requests/lifecycle-setup';
import {
  codeIn,
  download,
  problemCode,
  sendRequest,
  sign,
  signBody,
  signedRequest,
  snapshot,
  STAMP,
} from './sign-setup';
import { differingPixels, missingTools, pdfsig, qpdfCheck, renderPage } from './tools';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });
const withTools = missingTools.length ? it.skip : it;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function extraSigner(firstName: string): Promise<Person> {
  const user = await createUser(t.app, { firstName, lastName: 'Example' });
  return { email: user.email, headers: bearer(await login(t.app, user)) };
}

/** A guest signs their request through the signing link with the e-mailed code. */
async function guestSign(sid: string, requestId: string, documentId: string, email: string) {
  const auth = await guestAuth(t.app, sid, requestId);
  const tan = await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
  expect(tan.statusCode, tan.body).toBe(202);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v3/direct/sign',
    headers: auth,
    payload: signBody([{ requestId, documentId }], codeIn(mail.last(email))),
  });
  expect(response.statusCode, response.body).toBe(200);
  expectContractResponse('signDirect', response);
  return response;
}

/** Flips one byte inside the first content stream, which every signature covers. */
function tamper(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('stream\n') + 'stream\n'.length + 5;
  expect(at).toBeGreaterThan(20);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}

describe('documents signed by one, two and three signers', () => {
  it.each([1, 2, 3])(
    '%i signer(s): every signature valid, the request SIGNED, the original kept',
    async (count) => {
      const who = await people(t.app);
      const accounts = [who.signer, await extraSigner('Sue')];
      const guest = `guest-${count}@example.test`;
      const signerEmails = [
        ...accounts.slice(0, Math.min(count, 2)).map((p) => p.email),
        ...(count === 3 ? [guest] : []),
      ];
      const request = await sendRequest(t.app, who.owner, signerEmails, {
        observers: [who.observer.email],
      });
      const original = await download(t.app, who.owner, request.documentId, false);
      const before = mail.messages.length;

      const versionIds: string[] = [];
      for (let index = 0; index < count; index++) {
        const person = accounts[index];
        let response;
        if (person) {
          response = await sign(t.app, person, {
            requestId: request.id,
            documentId: request.documentId,
            position: { ...STAMP, y: STAMP.y - index * 150 },
          });
          expect(response.statusCode, response.body).toBe(200);
          expectContractResponse('sign', response);
        } else {
          response = await guestSign(request.sidOf(guest), request.id, request.documentId, guest);
        }
        const result = response.json();
        expect(result.status).toBe('SIGNED');
        expect(result.results[0].documents[0].document_id).toBe(request.documentId);
        versionIds.push(result.results[0].documents[0].version_id);

        const signed = await download(t.app, who.owner, request.documentId);
        if (!missingTools.length) {
          const found = pdfsig(signed);
          expect(found).toHaveLength(index + 1);
          expect(found.map((s) => s.valid)).toEqual(found.map(() => true));
          expect(found.at(-1)?.totalDocumentSigned).toBe(true);
          expect(found.slice(0, -1).some((s) => s.totalDocumentSigned)).toBe(false);
          expect([0, 3]).toContain(qpdfCheck(signed).status);
        }
      }

      const status = await t.app.inject({
        url: `/v3/signature-requests/${request.id}/status`,
        headers: who.owner.headers,
      });
      expect(status.json().status_overall).toBe('SIGNED');
      const completed = mail.messages
        .slice(before)
        .filter((m) => m.subject.includes('has been signed by everyone'))
        .map((m) => m.to);
      // Owner and observer are told (signers get their copy too); nobody twice.
      expect(completed).toEqual(expect.arrayContaining([who.owner.email, who.observer.email]));
      expect(new Set(completed).size).toBe(completed.length);

      // The original is kept: same row, same bytes; each version points at the one before.
      const originalDoc = await t.app.inject({
        url: `/v3/documents/${request.documentId}`,
        headers: who.owner.headers,
      });
      expectContractResponse('getDocument', originalDoc);
      expect(originalDoc.json()).toMatchObject({ parent_id: null, sha256: sha256(original) });
      expect(await readBlob(t.app.blobs, sha256(original))).toEqual(original);
      let parent = request.documentId;
      for (const id of versionIds) {
        const version = await t.app.inject({
          url: `/v3/documents/${id}`,
          headers: who.owner.headers,
        });
        expect(version.statusCode, version.body).toBe(200);
        expectContractResponse('getDocument', version);
        expect(version.json().parent_id).toBe(parent);
        parent = id;
      }
      const final = await download(t.app, who.observer, request.documentId);
      expect(sha256(final)).not.toBe(sha256(original));
      if (!missingTools.length) {
        const broken = pdfsig(tamper(final));
        expect(broken).toHaveLength(count);
        expect(broken.some((s) => s.valid)).toBe(false);
      }
    },
    60_000,
  );

  withTools(
    'the visible stamp is drawn inside the placed box and nowhere else',
    async () => {
      const who = await people(t.app);
      const request = await sendRequest(t.app, who.owner, [who.signer.email]);
      const original = await download(t.app, who.owner, request.documentId, false);
      const response = await sign(t.app, who.signer, {
        requestId: request.id,
        documentId: request.documentId,
        position: STAMP,
      });
      expect(response.statusCode, response.body).toBe(200);
      const before = renderPage(original, 0);
      const after = renderPage(await download(t.app, who.owner, request.documentId), 0);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const inside = differingPixels(before, after, STAMP);
      expect(inside).toBeGreaterThan(STAMP.width * STAMP.height * 0.02);
      const whole = differingPixels(before, after, {
        x: 0,
        y: 0,
        width: before.width,
        height: before.height,
      });
      // Everything that changed on the page is inside the box.
      expect(whole).toBe(inside);
    },
    30_000,
  );
});

describe('signing order', () => {
  it('the second in sequence waits, is invited after the first and can then sign', async () => {
    const who = await people(t.app);
    const request = await sendRequest(t.app, who.owner, [
      { email: who.signer.email, sequence: 1 },
      { email: who.stranger.email, sequence: 2 },
    ]);
    const second = request.signatures.find((s) => s.account_email === who.stranger.email);
    expect(second?.status_code).toBe('WAITING');
    const target = { requestId: request.id, documentId: request.documentId };
    const early = await sign(t.app, who.stranger, target);
    expect(early.statusCode, early.body).toBe(409);
    expect(problemCode(early)).toBe('INVALID_STATE');
    const untouched = await snapshot(t.app, request.id);
    expect(untouched.versions).toHaveLength(1);

    const invitedBefore = mail.messages.filter((m) => m.to === who.stranger.email).length;
    const first = await sign(t.app, who.signer, target);
    expect(first.statusCode, first.body).toBe(200);
    expect(mail.messages.filter((m) => m.to === who.stranger.email).length).toBe(invitedBefore + 1);
    const now = await sign(t.app, who.stranger, target);
    expect(now.statusCode, now.body).toBe(200);
    expectContractResponse('sign', now);
  }, 30_000);
});

describe('batches and concurrency', () => {
  it('a batch with one withdrawn request is PARTIAL with a result per request', async () => {
    const who = await people(t.app);
    const good = await sendRequest(t.app, who.owner, [who.signer.email]);
    const gone = await sendRequest(t.app, who.owner, [who.signer.email]);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${gone.id}/withdraw`,
      headers: who.owner.headers,
      payload: { message: 'Wrong file' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const response = await sign(t.app, who.signer, [
      { requestId: good.id, documentId: good.documentId },
      { requestId: gone.id, documentId: gone.documentId },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('sign', response);
    const result = response.json();
    expect(result.status).toBe('PARTIAL');
    expect(result.results).toHaveLength(2);
    expect(result.results[0]).toMatchObject({ signatureRequestId: good.id, status: 'SIGNED' });
    expect(result.results[1]).toMatchObject({
      signatureRequestId: gone.id,
      status: 'FAILED',
      error: { code: 'INVALID_STATE' },
    });
    expect((await snapshot(t.app, gone.id)).versions).toHaveLength(1);
  }, 30_000);

  it('two signers signing at once both land in the final PDF', async () => {
    const who = await people(t.app);
    const request = await sendRequest(t.app, who.owner, [who.signer.email, who.stranger.email]);
    const target = { requestId: request.id, documentId: request.documentId };
    const [a, b] = await Promise.all([
      sign(t.app, who.signer, target),
      sign(t.app, who.stranger, target),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const report = await t.app.inject({
      url: `/v3/documents/${request.documentId}/verification`,
      headers: who.owner.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expectContractResponse('verifyDocument', report);
    const signatures = report.json().signatures;
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s: { intact: boolean }) => s.intact)).toBe(true);
    expect((await snapshot(t.app, request.id)).versions).toHaveLength(3);
    const status = await t.app.inject({
      url: `/v3/signature-requests/${request.id}/status`,
      headers: who.owner.headers,
    });
    expect(status.json().status_overall).toBe('SIGNED');
  }, 30_000);
});

describe('verification', () => {
  it('anyone may verify a PDF; tampering shows; non-PDFs and strangers are refused', async () => {
    const { who, request } = await signedRequest(t.app);
    const pdf = await download(t.app, who.owner, request.documentId);
    const verify = (payload: Buffer, type = 'application/pdf') =>
      t.app.inject({
        method: 'POST',
        url: '/v3/verifications',
        headers: { 'content-type': type },
        payload,
      });

    const good = await verify(pdf);
    expect(good.statusCode, good.body).toBe(200);
    expectContractResponse('verifyPdf', good);
    expect(good.json()).toMatchObject({ sha256: sha256(pdf), size: pdf.length });
    expect(good.json().signatures).toHaveLength(1);
    expect(good.json().signatures[0]).toMatchObject({
      intact: true,
      trusted: true,
      covers_whole_document: true,
      quality: 'SES',
    });

    const bad = await verify(tamper(pdf));
    expect(bad.statusCode, bad.body).toBe(200);
    expectContractResponse('verifyPdf', bad);
    expect(bad.json().signatures[0].intact).toBe(false);

    const text = await verify(Buffer.from('hello, not a pdf'), 'text/plain');
    expect(text.statusCode, text.body).toBe(415);
    const fake = await verify(Buffer.from('hello, not a pdf'));
    expect(fake.statusCode, fake.body).toBeGreaterThanOrEqual(400);
    expect(fake.statusCode).toBeLessThan(500);

    const stranger = await t.app.inject({
      url: `/v3/documents/${request.documentId}/verification`,
      headers: who.stranger.headers,
    });
    expect(stranger.statusCode, stranger.body).toBe(404);
  }, 30_000);
});
