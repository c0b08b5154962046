import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { documents, signatures, users } from '../../src/db/schema';
import { readBlob } from '../../src/domain/requests/stored-pdf';
import type { MailMessage } from '../../src/mail/mailer';
import { pdfBase64, people, type Person } from '../requests/lifecycle-setup';

/** Where the stamp goes in these tests (top-left origin, PDF points, page 0). */
export const STAMP = { page: 0, x: 60, y: 600, width: 300, height: 140 };

type Sign = {
  requestId: string;
  documentId: string;
  position?: typeof STAMP;
};

/** The `POST /v3/sign` body for one or more requests. */
export function signBody(items: Sign[], tan?: string) {
  return {
    language: 'en',
    ...(tan ? { tan } : {}),
    signatureRequests: items.map(({ requestId, documentId, position }) => ({
      signatureRequestId: requestId,
      documentSignatures: [
        {
          document_id: documentId,
          ...(position ? { visual_signature: { positions: [position] } } : {}),
        },
      ],
    })),
  };
}

export function sign(
  app: FastifyInstance,
  person: Person,
  items: Sign | Sign[],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v3/sign',
    headers: person.headers,
    payload: signBody(Array.isArray(items) ? items : [items]),
  });
}

/** A request created and sent by `owner` with the given quality and signers. */
export async function sendRequest(
  app: FastifyInstance,
  owner: Person,
  signers: (string | { email: string; sequence?: number })[],
  options: { observers?: string[]; quality?: string; legislation?: string } = {},
) {
  const created = await app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: owner.headers,
    payload: {
      title: 'Service agreement',
      documents: [{ name: 'agreement.pdf', content: await pdfBase64() }],
      ...(options.quality ? { quality: options.quality } : {}),
      ...(options.legislation ? { legislation: options.legislation } : {}),
      signatures: signers.map((signer) => {
        const { email, sequence } = typeof signer === 'string' ? { email: signer } : signer;
        return {
          signer_identity_data: { email_address: email },
          ...(sequence ? { sequence } : {}),
        };
      }),
      observers: (options.observers ?? []).map((email) => ({ email })),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json<{ id: string; documents: { id: string }[] }>();
  const sent = await app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${draft.id}/initiate`,
    headers: owner.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const body = sent.json<{
    signatures: { sid: string; status_code: string; account_email: string }[];
  }>();
  return {
    id: draft.id,
    documentId: draft.documents[0]?.id ?? '',
    signatures: body.signatures,
    sidOf: (email: string) => body.signatures.find((s) => s.account_email === email)?.sid ?? '',
  };
}

/** A request sent by a new owner to a new signer, who has signed it (checked). */
export async function signedRequest(app: FastifyInstance) {
  const who = await people(app);
  const request = await sendRequest(app, who.owner, [who.signer.email]);
  const signed = await sign(app, who.signer, {
    requestId: request.id,
    documentId: request.documentId,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return { who, request };
}

/** Everything signing may change, to show a refusal left the request untouched. */
export async function snapshot(app: FastifyInstance, requestId: string, email?: string) {
  const versions = await app.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.requestId, requestId));
  const rows = await app.db
    .select({ email: signatures.email, status: signatures.statusCode })
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  const [account] = email
    ? await app.db
        .select({ attributes: users.attributes })
        .from(users)
        .where(eq(users.email, email))
    : [];
  return {
    versions: versions.map((row) => row.id).sort(),
    signatures: rows.sort((a, b) => a.email.localeCompare(b.email)),
    credits: account?.attributes.free_signatures_remaining ?? null,
  };
}

export async function setUser(
  app: FastifyInstance,
  email: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await app.db.update(users).set(values).where(eq(users.email, email));
}

/** The bytes of stored document versions (by version id). */
export async function versionBytes(app: FastifyInstance, ids: string[]) {
  const rows = await app.db.select().from(documents).where(inArray(documents.id, ids));
  return Promise.all(ids.map((id) => readBlob(app.blobs, rows.find((r) => r.id === id)!.sha256)));
}

export async function download(app: FastifyInstance, person: Person, id: string, signed = true) {
  const response = await app.inject({
    url: `/v3/documents/${id}/download${signed ? '?signed=true' : ''}`,
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

/** The six-digit code of the newest mail to `to`. */
export function codeIn(message: MailMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in the mail to ${message.to}`);
  return code;
}

export const problemCode = (response: LightMyRequestResponse) =>
  (response.json() as { code?: string }).code;
