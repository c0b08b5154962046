import { describe, expect, it } from 'vitest';
import { build } from '../build';
import { captureMail } from '../mail-capture';
import { createDraft, guestAuth, initiate, people } from '../requests/lifecycle-setup';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

describe('signing smoke', () => {
  it('an account holder and a guest sign; the PDF carries two valid signatures', async () => {
    const who = await people(t.app);
    const draft = await createDraft(t.app, who.owner, [who.signer.email, 'guest@example.test']);
    const sent = await initiate(t.app, who.owner, draft.id);
    const documentId = draft.documents[0]?.id ?? '';
    const signed = await t.app.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: who.signer.headers,
      payload: {
        language: 'en',
        signatureRequests: [
          {
            signatureRequestId: draft.id,
            documentSignatures: [
              {
                document_id: documentId,
                visual_signature: {
                  positions: [{ page: 0, x: 60, y: 600, width: 300, height: 140 }],
                },
              },
            ],
          },
        ],
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const guestSid =
      sent.signatures.find((s) => s.account_email === 'guest@example.test')?.sid ?? '';
    const auth = guestAuth(guestSid, draft.id);
    const tan = await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
    expect(tan.statusCode, tan.body).toBe(202);
    const code = /\b(\d{6})\b/.exec(mail.last('guest@example.test').text)?.[1];
    const guestSigned = await t.app.inject({
      method: 'POST',
      url: '/v3/direct/sign',
      headers: auth,
      payload: {
        language: 'en',
        tan: code,
        signatureRequests: [
          { signatureRequestId: draft.id, documentSignatures: [{ document_id: documentId }] },
        ],
      },
    });
    expect(guestSigned.statusCode, guestSigned.body).toBe(200);
    const status = await t.app.inject({
      url: `/v3/signature-requests/${draft.id}/status`,
      headers: who.owner.headers,
    });
    expect(status.json().status_overall).toBe('SIGNED');
    const verification = await t.app.inject({
      url: `/v3/documents/${documentId}/verification`,
      headers: who.owner.headers,
    });
    expect(verification.statusCode, verification.body).toBe(200);
    const report = verification.json();
    expect(report.signatures.map((s: { intact: boolean }) => s.intact)).toEqual([true, true]);
  }, 60_000);
});
