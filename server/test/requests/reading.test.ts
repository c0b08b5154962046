import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { documents, requestEvents, signatureRequests, signatures } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createRequest, createUser, guestLink, login } from '../fixtures';

/**
 * Reading a request writes nothing (the app preloads and refetches reads); a person's view is
 * recorded only by the explicit `…/view` call, one VIEWED event per call.
 */
const t = build();

let ownerId: string;
let owner: Record<string, string>;
let signer: Record<string, string>;
let stranger: Record<string, string>;
let signerEmail: string;

beforeAll(async () => {
  const [o, s, x] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  ownerId = o.id;
  signerEmail = s.email;
  const [ownerToken, signerToken, strangerToken] = await Promise.all(
    [o, s, x].map((user) => login(t.app, user)),
  );
  owner = bearer(ownerToken!);
  signer = bearer(signerToken!);
  stranger = bearer(strangerToken!);
});

const guestEmail = () => `guest-${randomBytes(6).toString('hex')}@example.test`;

/** An OPEN request with an account signer and a guest signer, and the guest's link. */
async function openRequest() {
  const requestId = await createRequest(t.app, {
    ownerId,
    title: 'Read me',
    status: 'OPEN',
    signers: [
      { email: signerEmail, status: 'OPEN' },
      { email: guestEmail(), status: 'OPEN' },
    ],
  });
  const rows = await t.app.db.select().from(signatures).where(eq(signatures.requestId, requestId));
  const accountSigner = rows.find((row) => row.email === signerEmail)!;
  const guestSigner = rows.find((row) => row.email !== signerEmail)!;
  const [document] = await t.app.db
    .select()
    .from(documents)
    .where(eq(documents.requestId, requestId));
  const link = await guestLink(t.app, guestSigner.id, requestId);
  return {
    requestId,
    documentId: document!.id,
    accountSigner,
    guestSigner,
    guest: link.basic,
  };
}
type Fixture = Awaited<ReturnType<typeof openRequest>>;

/** Every row that belongs to the request: the request, its signatures and its events. */
async function rowsOf(requestId: string) {
  const { db } = t.app;
  return {
    request: await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId)),
    signatures: await db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId))
      .orderBy(asc(signatures.id)),
    events: await db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, requestId))
      .orderBy(asc(requestEvents.seq)),
  };
}

const eventsAfter = async (requestId: string, before: { events: unknown[] }) =>
  (await rowsOf(requestId)).events.slice(before.events.length);

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers });

const reads = (f: Fixture): [string, Record<string, string>][] => {
  const r = `/v3/signature-requests/${f.requestId}`;
  const d = `/v3/direct/signature-requests/${f.requestId}`;
  return [
    [r, owner],
    [r, signer],
    [`${r}/events`, signer],
    [`${r}/status`, signer],
    [`${r}/lock-status`, signer],
    [`${r}/audit-trail`, owner],
    [`${r}/report?type=JSON`, owner],
    [`/v3/documents/${f.documentId}`, signer],
    [`/v3/documents/${f.documentId}/download?purpose=view`, signer],
    [d, f.guest],
    [`${d}/events`, f.guest],
    [`${d}/lock-status`, f.guest],
    [`/v3/direct/documents/${f.documentId}`, f.guest],
    [`/v3/direct/documents/${f.documentId}/download?purpose=view`, f.guest],
  ];
};

describe('reading a request', () => {
  it('writes nothing, however often it is read', async () => {
    const f = await openRequest();
    const before = await rowsOf(f.requestId);
    for (let round = 0; round < 3; round += 1) {
      for (const [url, headers] of reads(f)) {
        expect((await get(url, headers)).statusCode, url).toBe(200);
      }
    }
    expect(await rowsOf(f.requestId)).toEqual(before);
  });
});

describe('recording a view', () => {
  it('adds one VIEWED event per call and keeps the signer’s last view', async () => {
    const f = await openRequest();
    const before = await rowsOf(f.requestId);
    const response = await post(`/v3/signature-requests/${f.requestId}/view`, signer);
    expect(response.statusCode).toBe(204);
    expectContractResponse('viewSignatureRequest', response);
    const added = await eventsAfter(f.requestId, before);
    expect(added.map((event) => [event.type, event.signatureId, event.actorEmail])).toEqual([
      ['VIEWED', f.accountSigner.id, signerEmail],
    ]);
    const after = await rowsOf(f.requestId);
    const own = after.signatures.find((row) => row.id === f.accountSigner.id);
    expect(own?.lastViewedAt).toEqual(added[0]?.at);
    expect(after.request).toEqual(before.request);
    // Each call is a visit: the server refuses none (the app skips remounts itself).
    await post(`/v3/signature-requests/${f.requestId}/view`, owner);
    expect((await eventsAfter(f.requestId, before)).map((event) => event.type)).toEqual([
      'VIEWED',
      'VIEWED',
    ]);
  });

  it('tells a stranger the request does not exist, and records nothing', async () => {
    const f = await openRequest();
    const before = await rowsOf(f.requestId);
    const response = await post(`/v3/signature-requests/${f.requestId}/view`, stranger);
    expect(response.statusCode).toBe(404);
    expectContractResponse('viewSignatureRequest', response);
    expect(await rowsOf(f.requestId)).toEqual(before);
  });

  it('records the guest’s view with the link’s credentials, not another guest’s', async () => {
    const f = await openRequest();
    const other = await openRequest();
    const before = await rowsOf(f.requestId);
    const url = `/v3/direct/signature-requests/${f.requestId}/view`;
    expect([401, 404]).toContain((await post(url, other.guest)).statusCode);
    expect(await rowsOf(f.requestId)).toEqual(before);
    const response = await post(url, f.guest);
    expect(response.statusCode).toBe(204);
    expectContractResponse('viewDirectSignatureRequest', response);
    const added = await eventsAfter(f.requestId, before);
    expect(added.map((event) => [event.type, event.signatureId])).toEqual([
      ['VIEWED', f.guestSigner.id],
    ]);
    const guestRow = (await rowsOf(f.requestId)).signatures.find(
      (row) => row.id === f.guestSigner.id,
    );
    expect(guestRow?.lastViewedAt).toEqual(added[0]?.at);
  });
});
