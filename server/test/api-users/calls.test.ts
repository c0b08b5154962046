import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { apiUsers, signatureRequests, users } from '../../src/db/schema';
import { requireCredit } from '../../src/domain/signing/credits';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { build } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, createRequest, createUser, guestLink, login } from '../fixtures';
import { signatures } from '../../src/db/schema';
import { apiUserAuth, createApiUser } from './setup';

const t = build();

async function apiUserOfNewBusiness() {
  const { business, admin } = await createBusiness(t.app);
  const adminHeaders = bearer(await login(t.app, admin));
  const apiUser = await createApiUser(t.app, adminHeaders, business.id);
  return { business, adminHeaders, ...apiUser };
}

describe('an API user calling the API', () => {
  it('creates a request, uploads a PDF, adds a signer, sends, reads and downloads it', async () => {
    const { business, headers, username } = await apiUserOfNewBusiness();
    const signer = await createUser(t.app, { firstName: 'Sam', lastName: 'Signer' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers,
      payload: { title: 'Supplier contract', documents: [], signatures: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectContractResponse('createSignatureRequest', created);
    const id = created.json<{ id: string }>().id;
    expect(created.json().business_id).toBe(business.id);

    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${id}/documents?filename=contract.pdf`,
      headers: { ...headers, 'content-type': 'application/pdf' },
      payload: Buffer.from(await samplePdf({ title: 'Contract' })),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expectContractResponse('addSignatureRequestDocument', uploaded);
    const documentId = uploaded.json<{ id: string }>().id;

    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${id}/signatures`,
      headers,
      payload: { signer_identity_data: { email_address: signer.email } },
    });
    expect(added.statusCode, added.body).toBe(201);
    expectContractResponse('addSigner', added);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${id}/initiate`,
      headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expectContractResponse('initiateSignatureRequest', sent);

    const read = await t.app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    expectContractResponse('getSignatureRequest', read);
    expect(read.json()).toMatchObject({ status_overall: 'OPEN', business_id: business.id });

    const listed = await t.app.inject({ method: 'GET', url: '/v3/signature-requests', headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(id);

    const download = await t.app.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}/download`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const report = await t.app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/report?type=JSON`,
      headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expectContractResponse('getSignatureReport', report);

    // Owned by the API user's account and by its business, which keeps it after a deletion.
    const [row] = await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username));
    const [stored] = await t.app.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id));
    expect(stored).toMatchObject({ ownerId: row!.userId, businessId: business.id });
  });

  it('signs on the business plan: no free-plan credits needed', async () => {
    const { username } = await apiUserOfNewBusiness();
    const [row] = await t.app.db
      .select({ user: users })
      .from(apiUsers)
      .innerJoin(users, eq(users.id, apiUsers.userId))
      .where(eq(apiUsers.username, username));
    await expect(requireCredit({ db: t.app.db }, row!.user)).resolves.toBeUndefined();
  });

  it('signs only with a seal (403 API_USER_SEAL_ONLY otherwise)', async () => {
    const { headers } = await apiUserOfNewBusiness();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/sign',
      headers,
      payload: {
        signatureRequests: [{ signatureRequestId: 'sr_Qm4nT8wLp2Yc7Vx1', documentSignatures: [] }],
      },
    });
    expect(response.statusCode, response.body).toBe(403);
    expectContractResponse('sign', response);
    expect(response.json().code).toBe('API_USER_SEAL_ONLY');
  });

  it('gets 401 from every operation that does not list apiUserBasic', async () => {
    const { business, headers } = await apiUserOfNewBusiness();
    for (const [method, url] of [
      ['GET', `/v1/businesses/${business.id}`],
      ['GET', `/v1/businesses/${business.id}/apis`],
      ['PUT', '/v1/user'],
      ['POST', '/v1/logout'],
      ['GET', '/v3/direct/signature-requests/sr_Qm4nT8wLp2Yc7Vx1'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a wrong secret and an unknown username alike', async () => {
    const { username } = await apiUserOfNewBusiness();
    for (const headers of [
      apiUserAuth(username, `pk_${'0'.repeat(40)}`),
      apiUserAuth('nobody-here', `pk_${'0'.repeat(40)}`),
      { authorization: 'Basic' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/v1/user', headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('guests and API users share Basic without mixing', () => {
  async function guestOfRequest() {
    const owner = await createUser(t.app);
    const requestId = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Guest signs',
      status: 'OPEN',
      signers: [{ email: 'guest@example.test', status: 'OPEN' }],
    });
    const [signer] = await t.app.db
      .select({ id: signatures.id })
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    return { requestId, ...(await guestLink(t.app, signer!.id, requestId)) };
  }

  it("a guest's pair opens the guest operations and no API user operation", async () => {
    const guest = await guestOfRequest();
    const direct = await t.app.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${guest.requestId}`,
      headers: guest.basic,
    });
    expect(direct.statusCode).toBe(200);
    for (const url of ['/v1/user', `/v3/signature-requests/${guest.requestId}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: guest.basic });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("an API user named like a guest's secret is still only an API user", async () => {
    const guest = await guestOfRequest();
    const { business, admin } = await createBusiness(t.app);
    const adminHeaders = bearer(await login(t.app, admin));
    // Link secrets are base64url; the lower-case ones could be usernames.
    const username = guest.secret
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, 'x')
      .slice(0, 64);
    const apiUser = await createApiUser(t.app, adminHeaders, business.id, username);
    const asGuest = await t.app.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${guest.requestId}`,
      headers: apiUser.headers,
    });
    expect(asGuest.statusCode).toBe(401);
    const asApiUser = await t.app.inject({ method: 'GET', url: '/v1/user', headers: guest.basic });
    expect(asApiUser.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/v1/user', headers: apiUser.headers });
    expect(me.json().email).toBe(`${username}@api-users.invalid`);
  });
});
