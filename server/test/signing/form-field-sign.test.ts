import { describe, expect, it } from 'vitest';
import { inspectPdfHere } from '../../src/pdf/pdf-inspect';
import { build } from '../build';
import { captureMail } from '../mail-capture';
import { people, type Person } from '../requests/lifecycle-setup';
import { download, problemCode } from './sign-setup';
import { FIELD_BOX, pdfWithSignatureField } from './signature-field-pdf';
import { missingTools, pdfsig } from './tools';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });
const FIELD = 'Signature of the tenant';

/** An open request for `signer` on a PDF with an empty signature field. */
async function requestWithField(owner: Person, signer: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: owner.headers,
    payload: {
      title: 'Lease',
      documents: [
        {
          name: 'lease.pdf',
          content: Buffer.from(await pdfWithSignatureField()).toString('base64'),
        },
      ],
      signatures: [{ signer_identity_data: { email_address: signer } }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json();
  const document = await t.app.inject({
    url: `/v3/documents/${draft.documents[0].id}`,
    headers: owner.headers,
  });
  expect(document.json().signature_fields).toEqual([
    // The response's defaults fill in rotation.
    { name: FIELD, signed: false, positions: [{ ...FIELD_BOX, rotation: 0 }] },
  ]);
  return { id: draft.id as string, documentId: draft.documents[0].id as string };
}

async function place(owner: Person, requestId: string, email: string, placement: object) {
  const status = await t.app.inject({
    url: `/v3/signature-requests/${requestId}`,
    headers: owner.headers,
  });
  const sid = status.json().signatures[0].sid as string;
  return t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/signatures/${sid}`,
    headers: owner.headers,
    payload: { signer_identity_data: { email_address: email }, document_signatures: [placement] },
  });
}

describe('a signature field the sender assigned', () => {
  it('is signed into: it holds the signature and no empty field is left', async () => {
    const who = await people(t.app);
    const request = await requestWithField(who.owner, who.signer.email);
    const placed = await place(who.owner, request.id, who.signer.email, {
      document_id: request.documentId,
      visual_signature: { form_field: FIELD },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${request.id}/initiate`,
      headers: who.owner.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // As an API client signs: the document named, no placement of its own.
    const signed = await t.app.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: who.signer.headers,
      payload: {
        language: 'en',
        signatureRequests: [
          {
            signatureRequestId: request.id,
            documentSignatures: [{ document_id: request.documentId }],
          },
        ],
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const pdf = await download(t.app, who.owner, request.documentId);
    const { signatureFields } = await inspectPdfHere(pdf);
    expect(signatureFields).toEqual([{ name: FIELD, signed: true, positions: [FIELD_BOX] }]);
    if (!missingTools.length) {
      const found = pdfsig(pdf);
      expect(found.map((s) => s.valid)).toEqual([true]);
      expect(found[0]?.text).toContain(FIELD);
    }
  }, 30_000);

  it('must be an empty signature field of that document', async () => {
    const who = await people(t.app);
    const request = await requestWithField(who.owner, who.signer.email);
    const placed = await place(who.owner, request.id, who.signer.email, {
      document_id: request.documentId,
      visual_signature: { form_field: 'Signature of the landlord' },
    });
    expect(placed.statusCode, placed.body).toBe(422);
    expect(problemCode(placed)).toBe('VALIDATION_FAILED');
    expect(placed.json().field).toBe('signer.document_signatures.0.visual_signature.form_field');
  });
});
