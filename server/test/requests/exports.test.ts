import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { sha256Hex } from '../../src/blobs/blob-store';
import { documents } from '../../src/db/schema';
import { verifyAuditTrail } from '../../src/domain/requests/audit-trail';
import { build } from '../build';
import { bearer, createRequest, createUser, login } from '../fixtures';

const t = build();

let token: string;
let signerToken: string;
let ownerId: string;
let signerEmail: string;

beforeAll(async () => {
  const owner = await createUser(t.app, { firstName: 'Olga', lastName: 'Owner' });
  const signer = await createUser(t.app, { firstName: 'Sam', lastName: 'Signer' });
  ownerId = owner.id;
  signerEmail = signer.email;
  [token, signerToken] = await Promise.all([login(t.app, owner), login(t.app, signer)]);
});

const openRequest = () =>
  createRequest(t.app, {
    ownerId,
    title: 'Export me',
    status: 'OPEN',
    documents: ['lease.pdf', 'annex.pdf'],
    signers: [{ email: signerEmail, status: 'OPEN' }],
  });

const get = (url: string, auth = token) => t.app.inject({ url, headers: bearer(auth) });
const view = (requestId: string, auth = token) =>
  t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/view`,
    headers: bearer(auth),
  });

describe('exports', () => {
  it('zips every document and the protocol', async () => {
    const requestId = await openRequest();
    const response = await get(`/v3/signature-requests/${requestId}/zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('Export me.zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['annex.pdf', 'lease.pdf', 'signature-protocol.pdf']);
    for (const [name, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes.subarray(0, 5)).toString(), name).toBe('%PDF-');
    }
    const [row] = await t.app.db
      .select({ sha256: documents.sha256 })
      .from(documents)
      .where(and(eq(documents.requestId, requestId), eq(documents.name, 'lease.pdf')));
    expect(sha256Hex(files['lease.pdf']!)).toBe(row?.sha256);
  });

  it('reports as JSON with the views and downloads', async () => {
    const requestId = await openRequest();
    expect((await view(requestId, signerToken)).statusCode).toBe(204);
    expect((await get(`/v3/signature-requests/${requestId}/zip`, signerToken)).statusCode).toBe(
      200,
    );
    const response = await get(`/v3/signature-requests/${requestId}/report?type=JSON`);
    expect(response.statusCode).toBe(200);
    expectContractResponse('getSignatureReport', response);
    const report = response.json();
    expect(report.header).toMatchObject({ signatureRequestID: requestId, signatureCount: 1 });
    const signer = report.userList.find((user: { email: string }) => user.email === signerEmail);
    const actions = signer.userActions.map((action: { name: string }) => action.name);
    expect(actions).toEqual(expect.arrayContaining(['VIEWED', 'DOWNLOADED']));
  });

  it('reports as HTML and PDF', async () => {
    const requestId = await openRequest();
    const html = await get(`/v3/signature-requests/${requestId}/report?type=HTML`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('Audit trail intact');
    const pdf = await get(`/v3/signature-requests/${requestId}/report?type=PDF`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byDefault = await get(`/v3/signature-requests/${requestId}/report`);
    expect(byDefault.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the audit trail', () => {
  const events = async (requestId: string) => {
    const response = await get(`/v3/signature-requests/${requestId}/events`);
    expect(response.statusCode).toBe(200);
    expectContractResponse('listSignatureRequestEvents', response);
    return response.json().events as { type: string }[];
  };

  it('records every view and download', async () => {
    const requestId = await openRequest();
    const before = (await events(requestId)).length;
    await view(requestId, signerToken);
    await view(requestId);
    const request = (await get(`/v3/signature-requests/${requestId}`)).json();
    const [document] = request.documents as { id: string }[];
    expect((await get(`/v3/documents/${document!.id}/download`, signerToken)).statusCode).toBe(200);
    await get(`/v3/signature-requests/${requestId}/zip`);
    const after = await events(requestId);
    expect(after.slice(before).map((event) => event.type)).toEqual([
      'VIEWED',
      'VIEWED',
      'DOWNLOADED',
      'DOWNLOADED',
    ]);
    expect(await verifyAuditTrail({ db: t.app.db }, requestId)).toEqual({ intact: true });
  });

  it('does not count loading a document to show it as a download', async () => {
    const requestId = await openRequest();
    const request = (await get(`/v3/signature-requests/${requestId}`)).json();
    const [document] = request.documents as { id: string }[];
    const before = (await events(requestId)).length;
    const shown = await get(`/v3/documents/${document!.id}/download?purpose=view`, signerToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect((await events(requestId)).length).toBe(before);
    const bad = await get(`/v3/documents/${document!.id}/download?purpose=print`, signerToken);
    expect(bad.statusCode).toBe(400);
  });

  it('shows an edited row', async () => {
    const requestId = await openRequest();
    await get(`/v3/signature-requests/${requestId}`, signerToken);
    await get(`/v3/signature-requests/${requestId}/zip`, signerToken);
    expect(await verifyAuditTrail({ db: t.app.db }, requestId)).toEqual({ intact: true });
    await t.app.db.execute(
      sql`update request_events set message = 'forged', ip = '198.51.100.1'
          where request_id = ${requestId} and seq = 2`,
    );
    expect(await verifyAuditTrail({ db: t.app.db }, requestId)).toEqual({
      intact: false,
      brokenAt: 2,
    });
    const html = await get(`/v3/signature-requests/${requestId}/report?type=HTML`);
    expect(html.body).toContain('Audit trail has been altered');
    const json = await get(`/v3/signature-requests/${requestId}/report?type=JSON`);
    expectContractResponse('getSignatureReport', json);
  });

  it('shows a deleted row', async () => {
    const requestId = await openRequest();
    for (let i = 0; i < 3; i++) await view(requestId, signerToken);
    await t.app.db.execute(
      sql`delete from request_events where request_id = ${requestId} and seq = 2`,
    );
    expect(await verifyAuditTrail({ db: t.app.db }, requestId)).toMatchObject({ intact: false });
    const html = await get(`/v3/signature-requests/${requestId}/report?type=HTML`);
    expect(html.body).toContain('Audit trail has been altered');
    expect(html.body).toContain('class="altered"');
  });
});
