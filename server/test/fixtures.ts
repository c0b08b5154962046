import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { documents, signatures, type UserRow } from '../src/db/schema';
import { createUser as insertUser, type NewUser } from '../src/domain/accounts/accounts';
import { newFreeAccountAttributes } from '../src/domain/accounts/free-plan';
import { samplePdf } from '../src/pdf/sample-pdf';
import { issueSignerLink } from '../src/domain/requests/signer-links';
import {
  createSignatureRequest,
  type NewDocument,
  type NewSignatureRequest,
} from '../src/domain/requests/creation';

export const PASSWORD = 'correct horse battery staple';

/**
 * A verified account with a unique e-mail and a known password: a free user with a sign-up's
 * credits (spec §1), unless `attributes` says otherwise.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<NewUser> = {},
): Promise<UserRow & { password: string }> {
  const input: NewUser = {
    email: `user-${randomBytes(6).toString('hex')}@example.test`,
    password: PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    emailVerified: true,
    attributes: newFreeAccountAttributes(),
    ...overrides,
  };
  const user = await insertUser({ db: app.db, now: app.now() }, input);
  return { ...user, password: input.password };
}

export async function login(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A real one-page PDF in the app's blob store, as the demo and an upload would leave it. */
export async function storedDocument(app: FastifyInstance, name: string): Promise<NewDocument> {
  const bytes = await samplePdf({ title: name.replace(/\.pdf$/, '') });
  const { sha256, size } = await app.blobs.put(bytes);
  return { name, sha256, size, pageCount: 1, pageWidth: 595.28, pageHeight: 841.89 };
}

export async function createRequest(
  app: FastifyInstance,
  input: Omit<NewSignatureRequest, 'createdAt' | 'documents'> &
    Partial<Pick<NewSignatureRequest, 'createdAt'>> & { documents?: string[] },
): Promise<string> {
  const { documents = ['contract.pdf'], ...rest } = input;
  return createSignatureRequest(
    { db: app.db },
    {
      createdAt: app.now(),
      ...rest,
      documents: await Promise.all(documents.map((name) => storedDocument(app, name))),
    },
  );
}

/** A caller address of its own, so per-IP limits of one test do not touch another. */
/** The credentials of a guest's signing link, as an invitation mail would carry them. */
export async function guestLink(app: FastifyInstance, signatureId: string, requestId: string) {
  const secret = await issueSignerLink({ db: app.db }, { signatureId, purpose: 'guest' });
  return { secret, ...guestPair(secret, requestId) };
}

/**
 * A request (OPEN unless `status` says otherwise) with one guest signer: its owner, the
 * guest's signature and document, and the mailed link's credentials and path.
 */
export async function guestRequest(
  app: FastifyInstance,
  {
    title = 'Guest request',
    status = 'OPEN',
    documents: documentNames,
  }: { title?: string; status?: 'OPEN' | 'DRAFT'; documents?: string[] } = {},
) {
  const owner = await createUser(app);
  const requestId = await createRequest(app, {
    ownerId: owner.id,
    title,
    status,
    documents: documentNames,
    signers: [{ email: `guest-${randomBytes(6).toString('hex')}@example.test`, status: 'OPEN' }],
  });
  const [signer] = await app.db
    .select()
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  const [document] = await app.db
    .select()
    .from(documents)
    .where(eq(documents.requestId, requestId));
  const link = await guestLink(app, signer!.id, requestId);
  return {
    owner,
    requestId,
    signatureId: signer!.id,
    document: document!,
    ...link,
    path: `/view/${requestId}/${link.secret}`,
  };
}

/** Basic header and `?token=` for a link pair (right or deliberately wrong). */
export function guestPair(secret: string, requestId: string) {
  const pair = Buffer.from(`${secret}:${requestId}`);
  return {
    basic: { authorization: `Basic ${pair.toString('base64')}` },
    token: pair.toString('base64url'),
  };
}

export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A JSON POST from a fresh address. */
export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
}
