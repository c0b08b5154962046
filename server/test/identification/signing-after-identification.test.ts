import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { signatures } from '../../src/db/schema';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { guestAuth, type Person } from '../requests/lifecycle-setup';
import { codeIn, problemCode, sendRequest, sign, signBody } from '../signing/sign-setup';
import { atProvider, businessPeople, get, IDENTITY, SECRET, startIdentification } from './setup';

const mail = captureMail();
// The certificate authority dates certificates by the real clock, so the test clock starts now.
const clock = createClock(new Date());
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  signing: { lockWaitMs: 200 },
  identification: {
    webhookSecret: SECRET,
    sandbox: { reviewMs: 0, activationMs: 0, slowReviewMs: 0 },
  },
});

type Verification = components['schemas']['SignatureVerification'];

async function verification(owner: Person, documentId: string): Promise<Verification> {
  const report = await get(t.app, owner, `/v3/documents/${documentId}/verification`);
  expect(report.statusCode, report.body).toBe(200);
  return report.json();
}

async function signedVersion(owner: Person, requestId: string) {
  const request = (await get(t.app, owner, `/v3/signature-requests/${requestId}`)).json();
  return request.documents[0].id as string;
}

describe('signing at the level an identification gave', () => {
  it('an account holder told to identify signs AES under ZertES with the identity in the certificate', async () => {
    const who = await businessPeople(t.app);
    const request = await sendRequest(t.app, who.owner, [who.signer.email], {
      quality: 'AES',
      legislation: 'ZERTES',
    });
    const refused = await sign(t.app, who.signer, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(problemCode(refused)).toBe('IDENTIFICATION_REQUIRED');

    const started = await startIdentification(
      t.app,
      who.signer.headers,
      '/v1/user/identification/intrum/video',
      { signatureRequestId: request.id },
    );
    await atProvider(t.app, started.url!, 'succeed');

    const awaiting = await sign(t.app, who.signer, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(awaiting.statusCode, awaiting.body).toBe(202);
    const { transactionId } = awaiting.json<{ transactionId: string }>();
    const proceed = await t.app.inject({
      method: 'POST',
      url: `/v3/swisscom/proceed/${transactionId}`,
      headers: who.signer.headers,
      payload: { pwdotp: codeIn(mail.last(who.signer.email)) },
    });
    expect(proceed.statusCode, proceed.body).toBe(200);

    const report = await verification(who.owner, await signedVersion(who.owner, request.id));
    const [signature] = report.signatures;
    expect(signature).toMatchObject({
      intact: true,
      trusted: true,
      quality: 'AES',
      legislation: 'ZERTES',
    });
    expect(signature?.certificate?.subject).toContain('Samuel');
    expect(signature?.certificate?.subject).toContain('IDCCH-C1234567');
  });

  it('a guest identifies for their QES request under ZertES and signs it with their code', async () => {
    const who = await businessPeople(t.app);
    const guest = 'guest-qes@example.test';
    const request = await sendRequest(t.app, who.owner, [guest], {
      quality: 'QES',
      legislation: 'ZERTES',
    });
    const auth = await guestAuth(t.app, request.sidOf(guest), request.id);
    const signWithCode = async () => {
      await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
      return t.app.inject({
        method: 'POST',
        url: '/v3/direct/sign',
        headers: auth,
        payload: signBody(
          [{ requestId: request.id, documentId: request.documentId }],
          codeIn(mail.last(guest)),
        ),
      });
    };
    expect(problemCode(await signWithCode())).toBe('IDENTIFICATION_REQUIRED');

    const methods = await t.app.inject({
      url: '/v1/direct/user/identification/methods',
      headers: auth,
    });
    expect(methods.json()).toMatchObject({ covered: true });
    expect(methods.json().zertes.map((o: { method: string }) => o.method)).not.toContain(
      'mobile-id',
    );
    const started = await startIdentification(
      t.app,
      auth,
      '/v1/direct/user/identification/intrum/autoident',
      {},
    );
    const back = await atProvider(t.app, started.url!, 'succeed', {
      ...IDENTITY,
      firstName: 'Gina',
      lastName: 'Guest',
    });
    expect(back).toBe(
      `https://app.test/direct-sign/identification/zertes?sr=${request.id}&identification=${started.id}`,
    );
    const state = await t.app.inject({
      url: '/v1/direct/user/identification/intrum/autoident',
      headers: auth,
    });
    // Invited by address alone, the guest had no name the verified one could differ from.
    expect(state.json()).toMatchObject({
      status: 'success',
      certificateReady: true,
      nameMismatch: false,
    });
    const direct = (await t.app.inject({ url: '/v1/direct/user', headers: auth })).json();
    expect(direct.signatureQualities.qes).toEqual({ zertes: { quality: 'qes' } });
    expect(direct.immutableEidFields).toEqual(['firstName', 'lastName']);

    const signed = await signWithCode();
    expect(signed.statusCode, signed.body).toBe(200);
    const report = await verification(who.owner, await signedVersion(who.owner, request.id));
    expect(report.signatures[0]).toMatchObject({
      intact: true,
      quality: 'QES',
      legislation: 'ZERTES',
    });
    expect(report.signatures[0]?.certificate?.subject).toContain('Gina');
    // The identification held for this one signature, not for the address elsewhere.
    const [row] = await t.app.db
      .select({ identity: signatures.identity })
      .from(signatures)
      .where(eq(signatures.id, request.sidOf(guest)));
    expect(row?.identity?.lastName).toBe('Guest');
  });
});
