import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { sha256Hex } from '../../src/blobs/blob-store';
import { documents, observers, signatureRequests, signatures } from '../../src/db/schema';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { newId } from '../../src/domain/ids';
import { createSignatureRequest } from '../../src/domain/requests/creation';
import {
  pdfWithLyingPageCount,
  pdfWithoutRoot,
  pdfWithTrailerSize,
} from '../documents/malformed-pdfs';
import { build } from '../build';
import { bearer, createRequest, createUser, guestLink, login } from '../fixtures';

const t = build();
const MB = 1024 * 1024;

type User = Awaited<ReturnType<typeof createUser>>;
let owner: User;
let token: string;
let signerToken: string;
let observerToken: string;
let strangerToken: string;
let signerEmail: string;
let observerEmail: string;

beforeAll(async () => {
  owner = await createUser(t.app);
  const signer = await createUser(t.app);
  const observer = await createUser(t.app);
  const stranger = await createUser(t.app);
  signerEmail = signer.email;
  observerEmail = observer.email;
  token = await login(t.app, owner);
  signerToken = await login(t.app, signer);
  observerToken = await login(t.app, observer);
  strangerToken = await login(t.app, stranger);
});

let counter = 0;
/** A PDF no other test uses, so its blob belongs to this test alone. */
const uniquePdf = (pages = 1) => samplePdf({ title: `Unique ${++counter} ${Date.now()}`, pages });
const fixture = (name: string) => readFileSync(new URL(`../fixtures/pdf/${name}`, import.meta.url));

async function requestWith(status: 'DRAFT' | 'OPEN', documentNames: string[] = []) {
  const requestId = await createRequest(t.app, {
    ownerId: owner.id,
    title: `${status} request`,
    status,
    documents: documentNames,
    signers: [{ email: signerEmail, status: status === 'DRAFT' ? 'DRAFT' : 'OPEN' }],
  });
  await t.app.db
    .insert(observers)
    .values({ id: newId('obs'), requestId, email: observerEmail, invitedBy: owner.email });
  return requestId;
}

const documentIdsOf = async (requestId: string) =>
  (
    await t.app.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.requestId, requestId))
  ).map((row) => row.id);

const countRows = async (table: typeof documents | typeof signatureRequests) => {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row?.n ?? 0;
};

function uploadRaw(requestId: string, bytes: Uint8Array, name = 'contract.pdf', auth = token) {
  return t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/documents?filename=${encodeURIComponent(name)}`,
    headers: { ...bearer(auth), 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });
}

async function uploadMultipart(requestId: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/documents`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function uploadJson(requestId: string, bytes: Uint8Array, name: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/documents`,
    headers: bearer(token),
    payload: { name, content: Buffer.from(bytes).toString('base64') },
  });
}

function createDraft(body: object, auth = token) {
  return t.app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: bearer(auth),
    payload: body,
  });
}

describe('uploading into a draft', () => {
  it.each([
    ['a raw PDF body', uploadRaw],
    ['a multipart form', uploadMultipart],
    ['JSON with base64 content', uploadJson],
  ])('stores %s', async (_name, upload) => {
    const requestId = await requestWith('DRAFT');
    const bytes = await uniquePdf(3);
    const response = await upload(requestId, bytes, 'Miete ä.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expectContractResponse('addSignatureRequestDocument', response);
    const document = response.json();
    expect(document).toMatchObject({
      title: 'Miete ä.pdf',
      sha256: sha256Hex(bytes),
      size: bytes.byteLength,
      page_count: 3,
      parent_id: null,
    });
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(true);
    expect(await documentIdsOf(requestId)).toEqual([document.id]);
  });

  it('keeps the same bytes once and frees them with the last reference', async () => {
    const requestId = await requestWith('DRAFT');
    const bytes = await uniquePdf();
    const sha256 = sha256Hex(bytes);
    const first = (await uploadRaw(requestId, bytes, 'a.pdf')).json();
    const second = (await uploadJson(requestId, bytes, 'b.pdf')).json();
    expect(first.id).not.toBe(second.id);
    expect(second.sha256).toBe(sha256);

    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/v3/documents/${id}`, headers: bearer(token) });
    expect((await remove(first.id)).statusCode).toBe(204);
    expect(await t.app.blobs.has(sha256)).toBe(true);
    expect((await remove(second.id)).statusCode).toBe(204);
    expect(await t.app.blobs.has(sha256)).toBe(false);
  });

  it('needs a file name for a raw body', async () => {
    const requestId = await requestWith('DRAFT');
    const response = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/documents`,
      headers: { ...bearer(token), 'content-type': 'application/pdf' },
      payload: Buffer.from(await uniquePdf()),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('creating a request with documents', () => {
  const signer = (documentId?: string) => ({
    signer_identity_data: { email_address: 'max@example.test' },
    ...(documentId ? { document_signatures: [{ document_id: documentId }] } : {}),
  });

  it('takes inline documents', async () => {
    const bytes = await uniquePdf(2);
    const response = await createDraft({
      title: 'Inline',
      documents: [{ name: 'inline.pdf', content: Buffer.from(bytes).toString('base64') }],
      signatures: [signer()],
    });
    expect(response.statusCode, response.body).toBe(201);
    expectContractResponse('createSignatureRequest', response);
    const [document] = await t.app.db
      .select()
      .from(documents)
      .where(eq(documents.requestId, response.json().id));
    expect(document).toMatchObject({ sha256: sha256Hex(bytes), pageCount: 2, name: 'inline.pdf' });
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(true);
  });

  it('reuses a document the caller uploaded before', async () => {
    const draftId = await requestWith('DRAFT');
    const uploaded = (await uploadRaw(draftId, await uniquePdf(), 'reuse.pdf')).json();
    const response = await createDraft({
      title: 'Reused',
      documents: [{ id: uploaded.id }],
      signatures: [signer(uploaded.id)],
    });
    expect(response.statusCode, response.body).toBe(201);
    expectContractResponse('createSignatureRequest', response);
    const rows = await t.app.db
      .select()
      .from(documents)
      .where(eq(documents.requestId, response.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(uploaded.id);
    expect(rows[0]?.sha256).toBe(uploaded.sha256);
    // The signature box now points at the new request's own copy.
    const [signature] = response.json().signatures;
    expect(signature.document_signatures[0].document_id).toBe(rows[0]?.id);
  });

  it("refuses someone else's document with 404 and creates nothing", async () => {
    const theirs = await createRequest(t.app, {
      ownerId: (await createUser(t.app)).id,
      title: 'Theirs',
      status: 'DRAFT',
      signers: [],
    });
    const [their] = await documentIdsOf(theirs);
    const before = [await countRows(signatureRequests), await countRows(documents)];
    const response = await createDraft({
      title: 'Stolen',
      documents: [{ id: their }],
      signatures: [signer()],
    });
    expect(response.statusCode).toBe(404);
    expect([await countRows(signatureRequests), await countRows(documents)]).toEqual(before);
  });
});

/** 10 001 pages in a flat page tree (pdf-lib's addPage() is quadratic at this size). */
async function tooManyPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const root = doc.catalog.Pages();
  const parent = doc.catalog.get(PDFName.of('Pages'))!;
  const kids = context.obj([]);
  for (let i = 0; i < 10_001; i++) {
    kids.push(
      context.register(context.obj({ Type: 'Page', Parent: parent, MediaBox: [0, 0, 9, 9] })),
    );
  }
  root.set(PDFName.of('Kids'), kids);
  root.set(PDFName.of('Count'), PDFNumber.of(10_001));
  return doc.save({ addDefaultPage: false, useObjectStreams: false });
}

describe('the malformed corpus', () => {
  const corpus: [string, () => Promise<Uint8Array>, number, string][] = [
    ['zero bytes', async () => new Uint8Array(), 415, 'DOCUMENT_NOT_PDF'],
    [
      'text',
      async () => Buffer.from('Just some text, not a PDF at all.\n'),
      415,
      'DOCUMENT_NOT_PDF',
    ],
    [
      'PNG bytes',
      async () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      415,
      'DOCUMENT_NOT_PDF',
    ],
    [
      'a truncated PDF',
      async () => {
        const bytes = await uniquePdf(2);
        return bytes.subarray(0, Math.floor(bytes.byteLength / 2));
      },
      422,
      'DOCUMENT_DAMAGED',
    ],
    [
      'a user-password PDF',
      async () => fixture('encrypted-user-password.pdf'),
      422,
      'DOCUMENT_ENCRYPTED',
    ],
    [
      'an owner-password PDF',
      async () => fixture('encrypted-owner-password.pdf'),
      422,
      'DOCUMENT_ENCRYPTED',
    ],
    [
      'an RC4 PDF',
      async () => fixture('encrypted-rc4-no-object-streams.pdf'),
      422,
      'DOCUMENT_ENCRYPTED',
    ],
    ['10 001 pages', tooManyPages, 422, 'DOCUMENT_TOO_MANY_PAGES'],
    [
      'a page tree whose /Count lies',
      () => pdfWithLyingPageCount(1, `Lying ${++counter}`),
      422,
      'DOCUMENT_DAMAGED',
    ],
    [
      'a trailer without /Root',
      () => pdfWithoutRoot(`No root ${++counter}`),
      422,
      'DOCUMENT_DAMAGED',
    ],
    [
      'a trailer declaring /Size 2 000 000 000',
      () => pdfWithTrailerSize(2_000_000_000, `Size ${++counter}`),
      422,
      'DOCUMENT_DAMAGED',
    ],
  ];

  it.each(corpus)('refuses %s as an upload and keeps nothing', async (_n, make, status, code) => {
    const bytes = await make();
    const requestId = await requestWith('DRAFT');
    const before = await countRows(documents);
    const response = await uploadRaw(requestId, bytes);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await countRows(documents)).toBe(before);
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it.each(corpus)('refuses %s as a JSON upload', async (_n, make, status, code) => {
    const bytes = await make();
    const requestId = await requestWith('DRAFT');
    const response = await uploadJson(requestId, bytes, 'bad.pdf');
    // Zero bytes are empty base64, which the schema refuses before the PDF check.
    const expected = bytes.byteLength === 0 ? [400, 'VALIDATION_FAILED'] : [status, code];
    expect([response.statusCode, response.json().code], response.body).toEqual(expected);
    expect(await documentIdsOf(requestId)).toEqual([]);
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it.each(corpus)(
    'refuses %s inline and creates nothing',
    async (_n, make, status, code) => {
      const bytes = await make();
      const good = await uniquePdf();
      const before = [await countRows(signatureRequests), await countRows(documents)];
      const inline = (content: Uint8Array, name: string) => ({
        name,
        content: Buffer.from(content).toString('base64'),
      });
      const response = await createDraft({
        title: 'Malformed',
        documents: [inline(good, 'good.pdf'), inline(bytes, 'bad.pdf')],
        signatures: [],
      });
      // Zero bytes are empty base64, which the schema refuses before the PDF check.
      const expected = bytes.byteLength === 0 ? [400, 'VALIDATION_FAILED'] : [status, code];
      expect([response.statusCode, response.json().code], response.body).toEqual(expected);
      expect([await countRows(signatureRequests), await countRows(documents)]).toEqual(before);
      expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
      expect(await t.app.blobs.has(sha256Hex(good))).toBe(false);
    },
    30_000,
  );
});

describe('malformed multipart bodies', () => {
  const part = (boundary: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n` +
    'content-type: application/pdf\r\n\r\n%PDF-1.7 cut off here';
  const bodies: [string, string, string][] = [
    ['without a boundary', 'multipart/form-data', part('x')],
    ['with an empty boundary', 'multipart/form-data; boundary=', part('')],
    ['with a boundary the body does not use', 'multipart/form-data; boundary=abc', part('xyz')],
    ['cut off inside a part', 'multipart/form-data; boundary=abc', part('abc')],
    [
      'with a boundary of 200 characters',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
      part('b'),
    ],
  ];

  it.each(bodies)('refuses a form %s with a 4xx problem', async (_name, contentType, payload) => {
    const requestId = await requestWith('DRAFT');
    for (const url of ['/v3/signature-requests', `/v3/signature-requests/${requestId}/documents`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('limits', () => {
  async function insertRows(requestId: string, count: number, size: number) {
    const sha256 = sha256Hex(Buffer.from(requestId));
    await t.app.db.insert(documents).values(
      Array.from({ length: count }, (_, position) => {
        const id = newId('doc');
        return {
          id,
          originId: id,
          requestId,
          name: `${position}.pdf`,
          sha256,
          size,
          pageCount: 1,
          position,
        };
      }),
    );
  }

  it('refuses a raw body over 40 MB', async () => {
    const requestId = await requestWith('DRAFT');
    const response = await uploadRaw(requestId, Buffer.alloc(40 * MB + 1, 0x20));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
  });

  it('refuses a multipart file over 40 MB as a document too large', async () => {
    const requestId = await requestWith('DRAFT');
    const response = await uploadMultipart(requestId, Buffer.alloc(40 * MB + 1, 0x20), 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
  });

  it('refuses a 51st document', async () => {
    const requestId = await requestWith('DRAFT');
    await insertRows(requestId, 50, 1000);
    const bytes = await uniquePdf();
    const response = await uploadRaw(requestId, bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_DOCUMENTS' });
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it('refuses more than 60 MB per request', async () => {
    const requestId = await requestWith('DRAFT');
    await insertRows(requestId, 2, 30 * MB - 100);
    const bytes = await uniquePdf();
    const response = await uploadRaw(requestId, bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
    expect(await documentIdsOf(requestId)).toHaveLength(2);
  });
});

describe('removing documents and who may change them', () => {
  it('removes a document from a draft with its signature boxes', async () => {
    const bytes = await uniquePdf();
    const created = await createDraft({
      title: 'Boxes',
      documents: [
        { name: 'one.pdf', content: Buffer.from(bytes).toString('base64') },
        { name: 'two.pdf', content: Buffer.from(await uniquePdf()).toString('base64') },
      ],
      signatures: [{ signer_identity_data: { email_address: 'box@example.test' } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: requestId, documents: docs } = created.json();
    const [one, two] = docs.map((d: { id: string }) => d.id);
    await t.app.db
      .update(signatures)
      .set({ documentSignatures: [{ document_id: one }, { document_id: two }] })
      .where(eq(signatures.requestId, requestId));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${requestId}/documents/${one}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await documentIdsOf(requestId)).toEqual([two]);
    const [signature] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    expect(signature?.documentSignatures).toEqual([{ document_id: two }]);
    expect(await t.app.blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it('refuses changes to an open request with 409', async () => {
    const requestId = await requestWith('OPEN', ['open.pdf']);
    const [documentId] = await documentIdsOf(requestId);
    expect((await uploadRaw(requestId, await uniquePdf())).statusCode).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${requestId}/documents/${documentId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(409);
  });

  it('gives 403 to a signer and an observer, 404 to a stranger', async () => {
    const requestId = await requestWith('OPEN', ['open.pdf']);
    const [documentId] = await documentIdsOf(requestId);
    for (const [auth, status] of [
      [signerToken, 403],
      [observerToken, 403],
      [strangerToken, 404],
    ] as const) {
      expect((await uploadRaw(requestId, await uniquePdf(), 'x.pdf', auth)).statusCode).toBe(
        status,
      );
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/v3/signature-requests/${requestId}/documents/${documentId}`,
        headers: bearer(auth),
      });
      expect(removed.statusCode).toBe(status);
    }
  });

  it('does not let a guest of another request in', async () => {
    const requestId = await requestWith('DRAFT');
    const other = await requestWith('OPEN');
    const [guest] = await t.app.db
      .select({ id: signatures.id })
      .from(signatures)
      .where(eq(signatures.requestId, other));
    const { basic } = await guestLink(t.app, guest!.id, other);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/documents?filename=a.pdf`,
      headers: { ...basic, 'content-type': 'application/pdf' },
      payload: Buffer.from(await uniquePdf()),
    });
    expect([401, 404]).toContain(response.statusCode);
  });
});

describe('/v3/documents/{id}', () => {
  async function openDocument() {
    const requestId = await requestWith('OPEN', ['lease.pdf']);
    const [documentId] = await documentIdsOf(requestId);
    return { requestId, documentId: documentId! };
  }

  it('describes a document to everyone who sees its request, 404 to others', async () => {
    const { documentId } = await openDocument();
    for (const auth of [token, signerToken, observerToken]) {
      const response = await t.app.inject({
        url: `/v3/documents/${documentId}`,
        headers: bearer(auth),
      });
      expect(response.statusCode).toBe(200);
      expectContractResponse('getDocument', response);
    }
    const stranger = await t.app.inject({
      url: `/v3/documents/${documentId}`,
      headers: bearer(strangerToken),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('deletes for the uploader of a draft only', async () => {
    const draftId = await requestWith('DRAFT');
    const uploaded = (await uploadRaw(draftId, await uniquePdf())).json();
    const { documentId } = await openDocument();
    const del = (id: string, auth: string) =>
      t.app.inject({ method: 'DELETE', url: `/v3/documents/${id}`, headers: bearer(auth) });
    expect((await del(documentId, signerToken)).statusCode).toBe(403);
    expect((await del(documentId, token)).statusCode).toBe(409);
    expect((await del(uploaded.id, strangerToken)).statusCode).toBe(404);
    expect((await del(uploaded.id, token)).statusCode).toBe(204);
    expect((await del(uploaded.id, token)).statusCode).toBe(404);
  });

  it('downloads the bytes, the signed version on request', async () => {
    const draftId = await requestWith('DRAFT');
    const bytes = await uniquePdf();
    const uploaded = (await uploadRaw(draftId, bytes, 'Vertrag ü.pdf')).json();
    const download = (query = '') =>
      t.app.inject({
        url: `/v3/documents/${uploaded.id}/download${query}`,
        headers: bearer(token),
      });

    const plain = await download();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/pdf/);
    expect(plain.headers['content-disposition']).toContain("filename*=UTF-8''Vertrag%20%C3%BC.pdf");
    expect(Buffer.compare(plain.rawPayload, Buffer.from(bytes))).toBe(0);
    expect((await download('?signed=true')).statusCode).toBe(404);

    const signedBytes = await uniquePdf();
    const { sha256, size } = await t.app.blobs.put(signedBytes);
    await t.app.db.insert(documents).values({
      id: newId('doc'),
      requestId: draftId,
      originId: uploaded.id,
      parentId: uploaded.id,
      name: 'Vertrag ü signed.pdf',
      sha256,
      size,
      pageCount: 1,
      signed: true,
      createdAt: new Date(Date.now() + 60_000),
    });
    for (const query of ['?signed=true', '']) {
      const response = await download(query);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('signed.pdf');
      expect(Buffer.compare(response.rawPayload, Buffer.from(signedBytes))).toBe(0);
    }
  });

  it('never serves a blob whose bytes changed in the store', async () => {
    const { documentId } = await openDocument();
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, documentId));
    const { blobs } = t.app;
    const original = blobs.get;
    blobs.get = async (sha256) =>
      sha256 === row?.sha256 ? Buffer.from('%PDF-1.7 tampered') : original(sha256);
    try {
      const response = await t.app.inject({
        url: `/v3/documents/${documentId}/download`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('tampered');
    } finally {
      blobs.get = original;
    }
  });
});

describe('page images', () => {
  it('renders a PNG, refuses missing pages and bad scales', async () => {
    const requestId = await requestWith('OPEN', ['pages.pdf']);
    const [documentId] = await documentIdsOf(requestId);
    const page = (n: number, scale: number) =>
      t.app.inject({
        url: `/v3/documents/${documentId}/pages/${n}?scale=${scale}`,
        headers: bearer(signerToken),
      });
    let response = await page(0, 20);
    const deadline = Date.now() + 15_000;
    while (response.statusCode === 503 && Date.now() < deadline) {
      expect(response.json()).toMatchObject({ code: 'PAGE_RENDERING' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await page(0, 20);
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await page(1, 20)).statusCode).toBe(404);
    expect((await page(0, 5)).statusCode).toBe(400);
    expect((await page(0, 1000)).statusCode).toBe(400);
  });

  it('renders lossless WebP on request and refuses formats it does not offer', async () => {
    const requestId = await requestWith('OPEN', ['pages.pdf']);
    const [documentId] = await documentIdsOf(requestId);
    const page = (format: string) =>
      t.app.inject({
        url: `/v3/documents/${documentId}/pages/0?scale=20&format=${format}`,
        headers: bearer(signerToken),
      });
    let response = await page('webp');
    for (let tries = 0; response.statusCode === 503 && tries < 75; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await page('webp');
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const refused = await page('gif');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 422 DOCUMENT_DAMAGED, never 500, for a stored file the renderer cannot read', async () => {
    // Stored before uploads refused such files: they reach the renderer only from the database.
    for (const bytes of [
      await pdfWithoutRoot(`Stored ${++counter}`),
      await pdfWithLyingPageCount(0, `Stored ${++counter}`),
    ]) {
      const { sha256, size } = await t.app.blobs.put(bytes);
      const requestId = await createSignatureRequest(
        { db: t.app.db },
        {
          ownerId: owner.id,
          title: 'Broken',
          status: 'OPEN',
          createdAt: t.app.now(),
          signers: [{ email: signerEmail, status: 'OPEN' }],
          documents: [
            {
              name: 'broken.pdf',
              sha256,
              size,
              pageCount: 2,
              pageWidth: 595.28,
              pageHeight: 841.89,
            },
          ],
        },
      );
      const [documentId] = await documentIdsOf(requestId);
      let response = await t.app.inject({
        url: `/v3/documents/${documentId}/pages/0?scale=10`,
        headers: bearer(token),
      });
      const deadline = Date.now() + 15_000;
      while (response.statusCode === 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        response = await t.app.inject({
          url: `/v3/documents/${documentId}/pages/0?scale=10`,
          headers: bearer(token),
        });
      }
      expect(response.statusCode, response.body).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'DOCUMENT_DAMAGED' });
    }
  });
});
