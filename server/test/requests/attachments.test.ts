import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { attachments, observers, signatureRequests, signatures } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build } from '../build';
import { bearer, createRequest, createUser, login } from '../fixtures';

const t = build();

type User = Awaited<ReturnType<typeof createUser>>;
let owner: User;
let signer: User;
let observer: User;
const tokens = {} as Record<'owner' | 'signer' | 'observer' | 'stranger', string>;

beforeAll(async () => {
  owner = await createUser(t.app);
  signer = await createUser(t.app);
  observer = await createUser(t.app);
  const stranger = await createUser(t.app);
  tokens.owner = await login(t.app, owner);
  tokens.signer = await login(t.app, signer);
  tokens.observer = await login(t.app, observer);
  tokens.stranger = await login(t.app, stranger);
});

let counter = 0;

/** An OPEN request whose signer attached a file (row and blob inserted directly). */
async function withAttachment(content = `scan ${++counter} ${Date.now()}`) {
  const requestId = await createRequest(t.app, {
    ownerId: owner.id,
    title: 'With attachment',
    status: 'OPEN',
    signers: [{ email: signer.email, status: 'OPEN' }],
  });
  await t.app.db
    .insert(observers)
    .values({ id: newId('obs'), requestId, email: observer.email, invitedBy: owner.email });
  const [signature] = await t.app.db
    .select()
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  const bytes = Buffer.from(content);
  const { sha256, size } = await t.app.blobs.put(bytes);
  const id = newId('att');
  await t.app.db.insert(attachments).values({
    id,
    requestId,
    signatureId: signature!.id,
    filename: 'Ausweis ö.png',
    contentType: 'image/png',
    size,
    sha256,
    uploadedBy: signer.email,
  });
  return {
    requestId,
    id,
    sha256,
    bytes,
    url: `/v3/signature-requests/${requestId}/attachments/${id}`,
  };
}

const call = (method: 'GET' | 'DELETE', url: string, who: keyof typeof tokens) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]) });

describe('attachments', () => {
  it('describes and downloads an attachment for everyone on the request', async () => {
    const a = await withAttachment();
    for (const who of ['owner', 'signer', 'observer'] as const) {
      const response = await call('GET', a.url, who);
      expect(response.statusCode).toBe(200);
      expectContractResponse('getAttachment', response);
      expect(response.json()).toMatchObject({ attachment_id: a.id, filename: 'Ausweis ö.png' });
      const download = await call('GET', `${a.url}/content`, who);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toContain(
        "filename*=UTF-8''Ausweis%20%C3%B6.png",
      );
      expect(Buffer.compare(download.rawPayload, a.bytes)).toBe(0);
    }
  });

  it('is not found for a stranger or under another request', async () => {
    const a = await withAttachment();
    const b = await withAttachment();
    expect((await call('GET', a.url, 'stranger')).statusCode).toBe(404);
    expect((await call('GET', `${a.url}/content`, 'stranger')).statusCode).toBe(404);
    expect((await call('DELETE', a.url, 'stranger')).statusCode).toBe(404);
    const crossed = `/v3/signature-requests/${b.requestId}/attachments/${a.id}`;
    expect((await call('GET', crossed, 'owner')).statusCode).toBe(404);
  });

  it('may be deleted by the owner or the uploading signer, not by an observer', async () => {
    const a = await withAttachment();
    expect((await call('DELETE', a.url, 'observer')).statusCode).toBe(403);
    expect((await call('DELETE', a.url, 'signer')).statusCode).toBe(204);
    expect((await call('GET', a.url, 'owner')).statusCode).toBe(404);
    expect(await t.app.blobs.has(a.sha256)).toBe(false);

    const b = await withAttachment();
    expect((await call('DELETE', b.url, 'owner')).statusCode).toBe(204);
    expect(await t.app.blobs.has(b.sha256)).toBe(false);
  });

  it('is kept once the request is finished', async () => {
    const a = await withAttachment();
    await t.app.db
      .update(signatureRequests)
      .set({ statusOverall: 'SIGNED' })
      .where(eq(signatureRequests.id, a.requestId));
    expect((await call('DELETE', a.url, 'owner')).statusCode).toBe(409);
    expect(await t.app.blobs.has(a.sha256)).toBe(true);
  });

  it('keeps the bytes while another attachment uses them', async () => {
    const content = `shared ${Date.now()}`;
    const a = await withAttachment(content);
    const b = await withAttachment(content);
    expect(a.sha256).toBe(b.sha256);
    expect((await call('DELETE', a.url, 'owner')).statusCode).toBe(204);
    expect(await t.app.blobs.has(a.sha256)).toBe(true);
    expect((await call('GET', `${b.url}/content`, 'owner')).statusCode).toBe(200);
  });

  it('erases the content but keeps the entry', async () => {
    const a = await withAttachment();
    expect((await call('DELETE', `${a.url}/content`, 'observer')).statusCode).toBe(403);
    expect((await call('DELETE', `${a.url}/content`, 'stranger')).statusCode).toBe(404);
    expect((await call('DELETE', `${a.url}/content`, 'signer')).statusCode).toBe(204);
    const entry = await call('GET', a.url, 'owner');
    expect(entry.statusCode).toBe(200);
    expectContractResponse('getAttachment', entry);
    expect((await call('GET', `${a.url}/content`, 'owner')).statusCode).toBe(404);
    expect(await t.app.blobs.has(a.sha256)).toBe(false);
    const report = await call(
      'GET',
      `/v3/signature-requests/${a.requestId}/report?type=JSON`,
      'owner',
    );
    expect(report.json().header.attachmentNames).toEqual(['Ausweis ö.png']);
  });
});

describe('attaching a file', () => {
  const upload = (requestId: string, who: keyof typeof tokens, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/attachments?filename=id-copy.png`,
      headers: { ...bearer(tokens[who]), 'content-type': type },
      payload: body,
    });

  it('lets a signer attach a file that then shows in the request and its protocol', async () => {
    const { requestId } = await withAttachment();
    const response = await upload(requestId, 'signer', Buffer.from('a scanned ID'));
    expect(response.statusCode).toBe(201);
    expectContractResponse('addAttachment', response);
    expect(response.json()).toMatchObject({
      filename: 'id-copy.png',
      content_type: 'image/png',
      uploaded_by: signer.email,
    });
    const request = await call('GET', `/v3/signature-requests/${requestId}`, 'owner');
    const names = request.json().attachments.map((a: { filename: string }) => a.filename);
    expect(names).toContain('id-copy.png');
    const report = await call(
      'GET',
      `/v3/signature-requests/${requestId}/report?type=JSON`,
      'owner',
    );
    expect(report.json().header.attachmentNames).toContain('id-copy.png');
  });

  it('refuses observers, strangers, finished requests and files over 10 MB', async () => {
    const { requestId } = await withAttachment();
    expect((await upload(requestId, 'observer', Buffer.from('x'))).statusCode).toBe(403);
    expect((await upload(requestId, 'stranger', Buffer.from('x'))).statusCode).toBe(404);
    const big = await upload(
      requestId,
      'signer',
      Buffer.alloc(10 * 1024 * 1024 + 1),
      'application/octet-stream',
    );
    expect(big.statusCode).toBe(413);
    await t.app.db
      .update(signatureRequests)
      .set({ statusOverall: 'SIGNED' })
      .where(eq(signatureRequests.id, requestId));
    expect((await upload(requestId, 'signer', Buffer.from('x'))).statusCode).toBe(409);
  });
});
