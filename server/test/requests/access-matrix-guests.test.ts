import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { identifications, signatures, tans } from '../../src/db/schema';
import { build } from '../build';
import { listSpecOperations } from '../contract';
import { guestPair } from '../fixtures';
import { captureMail } from '../mail-capture';
import { createDraft, initiate, mailedGuestAuth, people } from './lifecycle-setup';

/**
 * Acting as a guest signer, tried by everyone who is not that guest: the owner, a co-signer
 * and an observer (who read every signature id of the request), a stranger, and the guest of
 * another request. Each tries every guest and send-to operation with everything they can
 * know — the public signature ids, their own session, their own guest link — and gets nowhere.
 */
const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const GUEST = 'guest-a@example.test';
const OTHER_GUEST = 'guest-b@example.test';

let who: Awaited<ReturnType<typeof people>>;
const f = {
  requestId: '',
  documentId: '',
  guestSid: '',
  accountSignerSid: '',
  guestLink: {} as Record<string, string>,
  sendToSecret: '',
  otherRequestId: '',
  otherGuestSecret: '',
};

const secretIn = (text: string, prefix: 'gl' | 'st') =>
  new RegExp(`\\b(${prefix}_[A-Za-z0-9_-]{43})\\b`).exec(text)?.[1] ?? '';

beforeAll(async () => {
  who = await people(t.app);
  const draft = await createDraft(
    t.app,
    who.owner,
    [who.signer.email, GUEST],
    [who.observer.email],
  );
  const sent = await initiate(t.app, who.owner, draft.id);
  const other = await createDraft(t.app, who.stranger, [OTHER_GUEST]);
  await initiate(t.app, who.stranger, other.id);
  const invitation = mail.lastWithLink(GUEST);
  Object.assign(f, {
    requestId: draft.id,
    documentId: draft.documents[0]?.id ?? '',
    guestSid: sent.signatures.find((s) => s.account_email === GUEST)?.sid ?? '',
    accountSignerSid: sent.signatures.find((s) => s.account_email === who.signer.email)?.sid,
    guestLink: mailedGuestAuth(invitation.link),
    sendToSecret: secretIn(invitation.text, 'st'),
    otherRequestId: other.id,
    otherGuestSecret: secretIn(mail.lastWithLink(OTHER_GUEST).link ?? '', 'gl'),
  });
});

interface GuestOperation {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: () => string;
  body?: object;
}

const r = () => `/v3/direct/signature-requests/${f.requestId}`;
const d = () => `/v3/direct/documents/${f.documentId}`;
const GUEST_OPERATIONS: GuestOperation[] = [
  { operationId: 'getDirectUser', method: 'GET', url: () => '/v1/direct/user' },
  {
    operationId: 'updateDirectUser',
    method: 'PUT',
    url: () => '/v1/direct/user',
    body: { firstName: 'Mallory', lastName: 'Impostor', language: 'en-gb' },
  },
  { operationId: 'resendDirectTan', method: 'POST', url: () => '/v1/direct/tan/resend' },
  {
    operationId: 'checkDirectTan',
    method: 'POST',
    url: () => '/v1/direct/tan/check',
    body: { tan: '123456' },
  },
  { operationId: 'getDirectSignatureRequest', method: 'GET', url: r },
  { operationId: 'viewDirectSignatureRequest', method: 'POST', url: () => `${r()}/view` },
  { operationId: 'listDirectSignatureRequestEvents', method: 'GET', url: () => `${r()}/events` },
  {
    operationId: 'verifyDirectSignatureRequestAuditTrail',
    method: 'GET',
    url: () => `${r()}/audit-trail`,
  },
  { operationId: 'downloadDirectSignatureRequestZip', method: 'GET', url: () => `${r()}/zip` },
  {
    operationId: 'getDirectSignatureRequestLockStatus',
    method: 'GET',
    url: () => `${r()}/lock-status`,
  },
  {
    operationId: 'declineDirectSignatureRequest',
    method: 'POST',
    url: () => `${r()}/decline`,
    body: { message: 'Declined in your name' },
  },
  { operationId: 'getDirectSignatureReport', method: 'GET', url: () => `${r()}/report?type=JSON` },
  {
    operationId: 'downloadDirectAttachment',
    method: 'GET',
    url: () => `${r()}/attachments/att_x000000000000000/content`,
  },
  { operationId: 'getDirectDocument', method: 'GET', url: d },
  { operationId: 'downloadDirectDocument', method: 'GET', url: () => `${d()}/download` },
  { operationId: 'getDirectDocumentPage', method: 'GET', url: () => `${d()}/pages/0?scale=10` },
  {
    operationId: 'signDirect',
    method: 'POST',
    url: () => '/v3/direct/sign',
    body: {
      signatureRequests: [{ signatureRequestId: f.requestId, documentSignatures: [] }],
      language: 'en',
      tan: '123456',
    },
  },
  {
    operationId: 'proceedDirectMobileSignature',
    method: 'POST',
    url: () => '/v3/direct/swisscom/proceed/mst_x000000000000000',
    body: { pwdotp: '123456' },
  },
  {
    operationId: 'getDirectIdentification',
    method: 'GET',
    url: () => '/v1/direct/user/identification/srs/video',
  },
  {
    operationId: 'startDirectIdentification',
    method: 'POST',
    url: () => '/v1/direct/user/identification/srs/video',
    body: { returnPath: '/direct-sign/identification/eidas/video' },
  },
  {
    operationId: 'listDirectIdentificationMethods',
    method: 'GET',
    url: () => '/v1/direct/user/identification/methods',
  },
  {
    operationId: 'cancelDirectIdentification',
    method: 'DELETE',
    url: () => '/v1/direct/user/identification/srs/video',
  },
  {
    operationId: 'getDirectVisualSignature',
    method: 'GET',
    url: () => '/v1/direct/visual-signature',
  },
  {
    operationId: 'getDirectBusinessPublicInformation',
    method: 'GET',
    url: () => '/v2/direct/businesses/b_x000000000000000/public-information',
  },
];

/** What each impostor can know, as credentials: never the invited mailbox's secret. */
function attempts(): [string, Record<string, string>, string?][] {
  const accounts = { owner: who.owner, 'co-signer': who.signer, observer: who.observer };
  const readers = Object.entries({ ...accounts, stranger: who.stranger });
  return [
    ...readers.flatMap(([name, person]): [string, Record<string, string>, string?][] => [
      [`${name} with the guest's sid`, guestPair(f.guestSid, f.requestId).basic],
      [`${name} with the account signer's sid`, guestPair(f.accountSignerSid, f.requestId).basic],
      [`${name} with their session`, person.headers],
      [`${name} with the sid as ?token`, {}, guestPair(f.guestSid, f.requestId).token],
    ]),
    [
      'other guest with their secret on this request',
      guestPair(f.otherGuestSecret, f.requestId).basic,
    ],
    ['other guest with the guest’s sid', guestPair(f.guestSid, f.requestId).basic],
  ];
}

async function guestState() {
  const [guest] = await t.app.db.select().from(signatures).where(eq(signatures.id, f.guestSid));
  const [signer] = await t.app.db
    .select()
    .from(signatures)
    .where(eq(signatures.id, f.accountSignerSid));
  const codes = await t.app.db.select().from(tans);
  const started = await t.app.db.select().from(identifications);
  return {
    guest: [guest?.statusCode, guest?.firstName, guest?.lastName, guest?.userId],
    signer: signer?.statusCode,
    codes: codes.length,
    identifications: started.length,
  };
}

const call = (operation: GuestOperation, headers: Record<string, string>, token?: string) =>
  t.app.inject({
    method: operation.method,
    url: token
      ? `${operation.url()}${operation.url().includes('?') ? '&' : '?'}token=${token}`
      : operation.url(),
    headers,
    ...(operation.body ? { payload: operation.body } : {}),
  });

describe('nobody but the invited mailbox acts as a guest', () => {
  it('covers every guest operation of the contract', () => {
    const guarded = listSpecOperations()
      .filter((operation) => operation.security.startsWith('guest'))
      .map((operation) => operation.operationId);
    expect(GUEST_OPERATIONS.map((operation) => operation.operationId).sort()).toEqual(
      guarded.sort(),
    );
  });

  it('the genuine link works (the matrix can tell success from refusal)', async () => {
    const response = await t.app.inject({ url: '/v1/direct/user', headers: f.guestLink });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: f.guestSid, email: GUEST });
  });

  it.each(GUEST_OPERATIONS.map((operation) => [operation.operationId, operation] as const))(
    '%s: zero successes, nothing changes',
    async (_name, operation) => {
      const before = await guestState();
      const outcomes = [];
      for (const [attempt, headers, token] of attempts()) {
        const response = await call(operation, headers, token);
        outcomes.push(`${attempt}: ${response.statusCode}`);
        expect([401, 403, 404], `${attempt}: ${response.body}`).toContain(response.statusCode);
      }
      expect(outcomes).toHaveLength(attempts().length);
      expect(await guestState()).toEqual(before);
    },
  );
});

describe('send-to links', () => {
  const sendTo = (id: string, method: 'GET' | 'POST', headers: Record<string, string>) =>
    t.app.inject({
      method,
      url: method === 'GET' ? `/v3/sendto/${id}/get-internal` : `/v3/sendto/${id}/claim`,
      headers,
    });

  it('a signature id opens no invitation, for anyone', async () => {
    for (const person of [who.owner, who.signer, who.observer, who.stranger]) {
      for (const sid of [f.guestSid, f.accountSignerSid]) {
        expect((await sendTo(sid, 'GET', person.headers)).statusCode).toBe(404);
        expect((await sendTo(sid, 'POST', person.headers)).statusCode).toBe(404);
      }
    }
    expect((await guestState()).guest[3]).toBeNull();
  });

  it('a forwarded invitation cannot be claimed by another address', async () => {
    for (const person of [who.owner, who.signer, who.observer, who.stranger]) {
      const response = await sendTo(f.sendToSecret, 'POST', person.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'EMAIL_MISMATCH' });
    }
    const guestLink = await sendTo(f.sendToSecret, 'POST', f.guestLink);
    expect(guestLink.statusCode).toBe(401);
    expect((await guestState()).guest[3]).toBeNull();
  });

  it('the guest link and the send-to link are not interchangeable', async () => {
    const guestSecret = secretIn(mail.lastWithLink(GUEST).link ?? '', 'gl');
    expect((await sendTo(guestSecret, 'GET', who.stranger.headers)).statusCode).toBe(404);
    const asGuest = guestPair(f.sendToSecret, f.requestId).basic;
    expect((await t.app.inject({ url: '/v1/direct/user', headers: asGuest })).statusCode).toBe(401);
  });
});
