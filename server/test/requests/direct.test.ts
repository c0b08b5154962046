import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { attachments, signatureRequests, signatures } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build } from '../build';
import { bearer, guestRequest as fixtureGuestRequest, login } from '../fixtures';
import { captureMail } from '../mail-capture';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer } });

const guestRequest = () => fixtureGuestRequest(t.app);
type Guest = Awaited<ReturnType<typeof guestRequest>>;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the guest of a request', () => {
  it('reads the request, its events and its lock status', async () => {
    const g = await guestRequest();
    const request = await get(`/v3/direct/signature-requests/${g.requestId}`, g.basic);
    expect(request.statusCode).toBe(200);
    expectContractResponse('getDirectSignatureRequest', request);
    const events = await get(`/v3/direct/signature-requests/${g.requestId}/events`, g.basic);
    expect(events.statusCode).toBe(200);
    expectContractResponse('listDirectSignatureRequestEvents', events);
    expect(events.json().events.map((e: { type: string }) => e.type)).not.toContain('VIEWED');
    const lock = await get(`/v3/direct/signature-requests/${g.requestId}/lock-status`, g.basic);
    expect(lock.statusCode).toBe(200);
    expectContractResponse('getDirectSignatureRequestLockStatus', lock);
  });

  it('downloads the zip with Basic and with ?token', async () => {
    const g = await guestRequest();
    const url = `/v3/direct/signature-requests/${g.requestId}/zip`;
    for (const response of [await get(url, g.basic), await get(`${url}?token=${g.token}`)]) {
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files)).toEqual(['contract.pdf', 'signature-protocol.pdf']);
    }
    expect((await get(url)).statusCode).toBe(401);
  });

  it('reads the report in every format', async () => {
    const g = await guestRequest();
    const url = `/v3/direct/signature-requests/${g.requestId}/report`;
    const json = await get(`${url}?type=JSON`, g.basic);
    expect(json.statusCode).toBe(200);
    expectContractResponse('getDirectSignatureReport', json);
    const html = await get(`${url}?type=HTML&token=${g.token}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const pdf = await get(url, g.basic);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads, downloads and renders its documents', async () => {
    const g = await guestRequest();
    const document = await get(`/v3/direct/documents/${g.document.id}`, g.basic);
    expect(document.statusCode).toBe(200);
    expectContractResponse('getDirectDocument', document);
    const download = await get(`/v3/direct/documents/${g.document.id}/download?token=${g.token}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('contract.pdf');
    expect(Buffer.compare(download.rawPayload, (await t.app.blobs.get(g.document.sha256))!)).toBe(
      0,
    );
    expect(
      (await get(`/v3/direct/documents/${g.document.id}/download?signed=true`, g.basic)).statusCode,
    ).toBe(404);

    const page = () => get(`/v3/direct/documents/${g.document.id}/pages/0?scale=20`, g.basic);
    let response = await page();
    const deadline = Date.now() + 15_000;
    while (response.statusCode === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await page();
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect((await get(`/v3/direct/documents/${g.document.id}/pages/3`, g.basic)).statusCode).toBe(
      404,
    );
  });

  it('downloads an attachment', async () => {
    const g = await guestRequest();
    const bytes = Buffer.from('an identity card, scanned');
    const { sha256, size } = await t.app.blobs.put(bytes);
    const id = newId('att');
    await t.app.db.insert(attachments).values({
      id,
      requestId: g.requestId,
      signatureId: g.signatureId,
      filename: 'id card.png',
      contentType: 'image/png',
      size,
      sha256,
    });
    const url = `/v3/direct/signature-requests/${g.requestId}/attachments/${id}/content`;
    for (const response of [await get(url, g.basic), await get(`${url}?token=${g.token}`)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toContain('id card.png');
      expect(response.body).toBe(bytes.toString());
    }
  });

  it('declines: request and signature DECLINED, the owner told', async () => {
    const g = await guestRequest();
    const response = await t.app.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${g.requestId}/decline`,
      headers: g.basic,
      payload: { message: 'Not me' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('declineDirectSignatureRequest', response);
    expect(response.json()).toMatchObject({ status_overall: 'DECLINED' });
    const [request] = await t.app.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, g.requestId));
    const [signature] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, g.signatureId));
    expect([request?.statusOverall, signature?.statusCode]).toEqual(['DECLINED', 'DECLINED']);
    expect(mail.last(g.owner.email).text).toContain('Not me');
    const again = await t.app.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${g.requestId}/decline`,
      headers: g.basic,
      payload: { message: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the guest of another request', () => {
  async function pair(): Promise<[Guest, Guest]> {
    return [await guestRequest(), await guestRequest()];
  }

  it("gets nothing of request B's request or documents", async () => {
    const [a, b] = await pair();
    const urls = [
      `/v3/direct/signature-requests/${b.requestId}`,
      `/v3/direct/signature-requests/${b.requestId}/events`,
      `/v3/direct/signature-requests/${b.requestId}/zip`,
      `/v3/direct/signature-requests/${b.requestId}/report?type=JSON`,
      `/v3/direct/signature-requests/${b.requestId}/lock-status`,
      `/v3/direct/documents/${b.document.id}`,
      `/v3/direct/documents/${b.document.id}/download`,
      `/v3/direct/documents/${b.document.id}/pages/0`,
    ];
    for (const url of urls) {
      const response = await get(url, a.basic);
      expect([401, 404], url).toContain(response.statusCode);
      const byToken = await get(`${url}${url.includes('?') ? '&' : '?'}token=${a.token}`);
      expect([401, 404], url).toContain(byToken.statusCode);
    }
    const decline = await t.app.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${b.requestId}/decline`,
      headers: a.basic,
      payload: { message: 'no' },
    });
    expect([401, 404]).toContain(decline.statusCode);
  });

  it('cannot use bearer-only routes', async () => {
    const g = await guestRequest();
    for (const url of [
      `/v3/signature-requests/${g.requestId}`,
      `/v3/signature-requests/${g.requestId}/zip`,
      `/v3/documents/${g.document.id}`,
      `/v3/documents/${g.document.id}/download?token=${g.token}`,
    ]) {
      expect((await get(url, g.basic)).statusCode, url).toBe(401);
    }
  });

  it('is not a guest when signed in with a bearer token', async () => {
    const g = await guestRequest();
    const token = await login(t.app, g.owner);
    const response = await get(`/v3/direct/signature-requests/${g.requestId}`, bearer(token));
    expect(response.statusCode).toBe(401);
  });
});
