import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build';
import { createDraft, guestAuth, initiate, people, type Person } from './lifecycle-setup';

/**
 * Every request and document operation, table-driven: a stranger learns nothing (404), a
 * guest of another request gets nothing (401/404), an observer cannot write (403), and a
 * malformed body is a 400 that changes nothing.
 */
const t = build();

interface Fixture {
  requestId: string;
  documentId: string;
  signerId: string;
  observerId: string;
  otherGuest: Record<string, string>;
}
let who: Awaited<ReturnType<typeof people>>;
let f: Fixture;

beforeAll(async () => {
  who = await people(t.app);
  const draft = await createDraft(
    t.app,
    who.owner,
    [who.signer.email, 'guest@example.test'],
    [who.observer.email],
  );
  await initiate(t.app, who.owner, draft.id);
  const other = await createDraft(t.app, who.stranger, ['other-guest@example.test']);
  const otherSent = await initiate(t.app, who.stranger, other.id);
  f = {
    requestId: draft.id,
    documentId: draft.documents[0]?.id ?? '',
    signerId: draft.signatures[0]?.sid ?? '',
    observerId: draft.observers[0]?.id ?? '',
    otherGuest: await guestAuth(t.app, otherSent.signatures[0]?.sid ?? '', other.id),
  };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  name: string;
  method: Method;
  url: () => string;
  body?: object;
  write: boolean;
}

const r = () => `/v3/signature-requests/${f.requestId}`;
const signer = { signer_identity_data: { email_address: 'new@example.test' } };
const OPERATIONS: Operation[] = [
  { name: 'getSignatureRequest', method: 'GET', url: r, write: false },
  // Recording a view is the caller's own act: open to every participant, observers too.
  { name: 'viewSignatureRequest', method: 'POST', url: () => `${r()}/view`, write: false },
  { name: 'updateSignatureRequest', method: 'PUT', url: r, body: { title: 'x' }, write: true },
  // For an observer, DELETE means "stop observing" (see lifecycle tests), not a change.
  { name: 'deleteSignatureRequest', method: 'DELETE', url: r, write: false },
  { name: 'initiateSignatureRequest', method: 'POST', url: () => `${r()}/initiate`, write: true },
  { name: 'listSignatureRequestEvents', method: 'GET', url: () => `${r()}/events`, write: false },
  { name: 'downloadSignatureRequestZip', method: 'GET', url: () => `${r()}/zip`, write: false },
  {
    name: 'verifySignatureRequestAuditTrail',
    method: 'GET',
    url: () => `${r()}/audit-trail`,
    write: false,
  },
  { name: 'getSignatureRequestStatus', method: 'GET', url: () => `${r()}/status`, write: false },
  {
    name: 'getSignatureRequestLockStatus',
    method: 'GET',
    url: () => `${r()}/lock-status`,
    write: false,
  },
  {
    name: 'removeSignatureRequestDocument',
    method: 'DELETE',
    url: () => `${r()}/documents/${f.documentId}`,
    write: true,
  },
  {
    name: 'withdrawSignatureRequest',
    method: 'POST',
    url: () => `${r()}/withdraw`,
    body: { message: 'x' },
    write: true,
  },
  { name: 'remindSigners', method: 'POST', url: () => `${r()}/remind`, write: true },
  { name: 'addSigner', method: 'POST', url: () => `${r()}/signatures`, body: signer, write: true },
  {
    name: 'removeSigners',
    method: 'DELETE',
    url: () => `${r()}/signatures`,
    body: { sids: ['sig_x00000000000000'] },
    write: true,
  },
  {
    name: 'updateSigner',
    method: 'POST',
    url: () => `${r()}/signatures/${f.signerId}`,
    body: signer,
    write: true,
  },
  {
    name: 'removeSigner',
    method: 'DELETE',
    url: () => `${r()}/signatures/${f.signerId}`,
    write: true,
  },
  {
    name: 'addObserver',
    method: 'POST',
    url: () => `${r()}/observers`,
    body: { email: 'o@example.test' },
    write: true,
  },
  {
    name: 'removeObserverByEmail',
    method: 'DELETE',
    url: () => `${r()}/observers`,
    body: { email: 'o@example.test' },
    write: true,
  },
  {
    name: 'updateObserver',
    method: 'POST',
    url: () => `${r()}/observers/${f.observerId}`,
    body: { email: 'p@example.test' },
    write: true,
  },
  { name: 'getSignatureReport', method: 'GET', url: () => `${r()}/report?type=JSON`, write: false },
  { name: 'getDocument', method: 'GET', url: () => `/v3/documents/${f.documentId}`, write: false },
  {
    name: 'deleteDocument',
    method: 'DELETE',
    url: () => `/v3/documents/${f.documentId}`,
    write: true,
  },
  {
    name: 'downloadDocument',
    method: 'GET',
    url: () => `/v3/documents/${f.documentId}/download`,
    write: false,
  },
  {
    name: 'getDocumentPage',
    method: 'GET',
    url: () => `/v3/documents/${f.documentId}/pages/0?scale=10`,
    write: false,
  },
  {
    name: 'verifyDocument',
    method: 'GET',
    url: () => `/v3/documents/${f.documentId}/verification`,
    write: false,
  },
];

const send = (operation: Operation, headers: Record<string, string>, body = operation.body) =>
  t.app.inject({
    method: operation.method,
    url: operation.url(),
    headers,
    ...(body ? { payload: body } : {}),
  });

const state = async () =>
  (await t.app.inject({ url: r(), headers: who.owner.headers })).json<{
    title: string;
    status_overall: string;
    signatures: unknown[];
    observers: unknown[];
    documents: unknown[];
  }>();

describe('access to every request and document operation', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s: a stranger gets 404 and changes nothing',
    async (_name, operation) => {
      const before = await state();
      expect((await send(operation, who.stranger.headers)).statusCode).toBe(404);
      expect(await state()).toMatchObject({
        title: before.title,
        status_overall: before.status_overall,
        signatures: before.signatures,
        observers: before.observers,
        documents: before.documents,
      });
    },
  );

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s: a guest of another request gets nothing',
    async (_name, operation) => {
      expect([401, 404]).toContain((await send(operation, f.otherGuest)).statusCode);
    },
  );

  it.each(
    OPERATIONS.filter((operation) => operation.write).map(
      (operation) => [operation.name, operation] as const,
    ),
  )('%s: an observer may not write', async (_name, operation) => {
    const before = await state();
    expect((await send(operation, (who.observer as Person).headers)).statusCode).toBe(403);
    expect((await state()).signatures).toEqual(before.signatures);
  });

  it.each(
    OPERATIONS.filter((operation) => operation.body).map(
      (operation) => [operation.name, operation] as const,
    ),
  )('%s: a malformed body is a 400 for the owner', async (_name, operation) => {
    const response = await send(operation, who.owner.headers, { unexpected: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
