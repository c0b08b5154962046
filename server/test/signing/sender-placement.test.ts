import type { PDFNumber } from '@cantoo/pdf-lib';
import { PDFArray, PDFDocument, PDFName, PDFRef, PDFStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdfHere } from '../../src/pdf/pdf-inspect';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build } from '../build';
import { captureMail } from '../mail-capture';
import { guestAuth, people } from '../requests/lifecycle-setup';
import { codeIn, download, sendRequest } from './sign-setup';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

/** Where the sender put the signer's box, and a different one a signer may ask for. */
const SENDER_BOX = { page: 1, x: 80, y: 500, width: 240, height: 90 };
const SIGNER_BOX = { page: 0, x: 300, y: 80, width: 200, height: 80 };

type Placement = Record<string, unknown>;

/** An open request for `email` whose sender placed SENDER_BOX for them, through the API. */
async function placedRequest(owner: Awaited<ReturnType<typeof people>>['owner'], email: string) {
  const request = await sendRequest(t.app, owner, [email]);
  const sid = request.sidOf(email);
  const placed = await t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${request.id}/signatures/${sid}`,
    headers: owner.headers,
    payload: {
      signer_identity_data: { email_address: email },
      document_signatures: [
        { document_id: request.documentId, visual_signature: { positions: [SENDER_BOX] } },
      ],
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...request, sid: placed.json<{ sid: string }>().sid };
}

/** The boxes of this signer's signature field in the signed document, as a viewer shows them. */
async function stampOf(pdf: Uint8Array, sid: string) {
  const { signatureFields } = await inspectPdfHere(pdf);
  const field = signatureFields.find((candidate) => candidate.name === `Paraph-${sid}`);
  expect(field?.signed).toBe(true);
  return field?.positions;
}

const signBy = (headers: Record<string, string>, requestId: string, placement: Placement) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/sign',
    headers,
    payload: {
      language: 'en',
      signatureRequests: [{ signatureRequestId: requestId, ...placement }],
    },
  });

describe("an account signer's stamp goes where the sender placed it unless the call says where", () => {
  const cases: [string, (documentId: string) => Placement, typeof SENDER_BOX][] = [
    ['documentSignatures omitted', () => ({}), SENDER_BOX],
    ['documentSignatures empty', () => ({ documentSignatures: [] }), SENDER_BOX],
    [
      'the document without visual_signature',
      (id) => ({ documentSignatures: [{ document_id: id }] }),
      SENDER_BOX,
    ],
    [
      'an empty positions list',
      (id) => ({ documentSignatures: [{ document_id: id, visual_signature: { positions: [] } }] }),
      SENDER_BOX,
    ],
    [
      'a placement for another document only',
      () => ({
        documentSignatures: [
          { document_id: 'doc_unknown', visual_signature: { positions: [SIGNER_BOX] } },
        ],
      }),
      SENDER_BOX,
    ],
    [
      "the signer's own box for the document: the call wins",
      (id) => ({
        documentSignatures: [{ document_id: id, visual_signature: { positions: [SIGNER_BOX] } }],
      }),
      SIGNER_BOX,
    ],
  ];

  it.each(cases)(
    '%s',
    async (_name, placement, expected) => {
      const who = await people(t.app);
      const request = await placedRequest(who.owner, who.signer.email);
      const response = await signBy(who.signer.headers, request.id, placement(request.documentId));
      expect(response.statusCode, response.body).toBe(200);
      expectContractResponse('sign', response);
      const pdf = await download(t.app, who.owner, request.documentId);
      expect(await stampOf(pdf, request.sid)).toEqual([expected]);
    },
    30_000,
  );

  it('the second signer, naming the version the first one made, gets the sender box', async () => {
    const who = await people(t.app);
    const request = await placedRequest(who.owner, who.signer.email);
    const second = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${request.id}/signatures`,
      headers: who.owner.headers,
      payload: {
        signer_identity_data: { email_address: who.stranger.email },
        document_signatures: [
          {
            document_id: request.documentId,
            visual_signature: { positions: [{ ...SENDER_BOX, y: 300 }] },
          },
        ],
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    const first = await signBy(who.signer.headers, request.id, {
      documentSignatures: [{ document_id: request.documentId }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const versionId = first.json().results[0].documents[0].version_id as string;
    const response = await signBy(who.stranger.headers, request.id, {
      documentSignatures: [{ document_id: versionId }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await download(t.app, who.owner, request.documentId);
    expect(await stampOf(pdf, request.sid)).toEqual([SENDER_BOX]);
    expect(await stampOf(pdf, second.json<{ sid: string }>().sid)).toEqual([
      { ...SENDER_BOX, y: 300 },
    ]);
  }, 30_000);
});

describe("a guest's stamp goes where the sender placed it", () => {
  it('signing through the link with the document but no visual_signature', async () => {
    const who = await people(t.app);
    const guest = 'guest-placed@example.test';
    const request = await placedRequest(who.owner, guest);
    const auth = await guestAuth(t.app, request.sid, request.id);
    const tan = await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
    expect(tan.statusCode, tan.body).toBe(202);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/direct/sign',
      headers: auth,
      payload: {
        language: 'en',
        tan: codeIn(mail.last(guest)),
        signatureRequests: [
          {
            signatureRequestId: request.id,
            documentSignatures: [{ document_id: request.documentId }],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await download(t.app, who.owner, request.documentId);
    expect(await stampOf(pdf, request.sid)).toEqual([SENDER_BOX]);
  }, 30_000);
});

describe('Position.rotation', () => {
  it('turns the stamp clockwise on the page as shown: the appearance is turned back', async () => {
    const who = await people(t.app);
    const request = await placedRequest(who.owner, who.signer.email);
    const response = await signBy(who.signer.headers, request.id, {
      documentSignatures: [
        {
          document_id: request.documentId,
          visual_signature: { positions: [{ ...SIGNER_BOX, rotation: 90 }] },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await download(t.app, who.owner, request.documentId);
    expect(await stampOf(pdf, request.sid)).toEqual([SIGNER_BOX]);
    // Drawn upright as 80 × 200, then turned 90° clockwise into the 200 × 80 box.
    expect(await appearanceMatrix(pdf, `Paraph-${request.sid}`)).toEqual([0, -1, 1, 0, 0, 80]);
  }, 30_000);
});

async function appearanceMatrix(pdf: Uint8Array, fieldName: string) {
  const doc = await PDFDocument.load(pdf);
  const field = doc.getForm().getField(fieldName);
  const normal = field.acroField.getWidgets()[0]?.getNormalAppearance();
  if (!(normal instanceof PDFRef)) throw new Error('No appearance stream');
  const stream = doc.context.lookup(normal, PDFStream);
  return stream.dict
    .lookup(PDFName.of('Matrix'), PDFArray)
    .asArray()
    .map((n) => (n as PDFNumber).asNumber());
}
