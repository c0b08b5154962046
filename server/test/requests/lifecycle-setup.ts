import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { bearer, createUser, guestLink, guestPair, login } from '../fixtures';

export interface Person {
  email: string;
  headers: Record<string, string>;
}

/** Accounts for every role a request knows, each signed in. */
export async function people(app: FastifyInstance) {
  const signIn = async (firstName: string): Promise<Person> => {
    const user = await createUser(app, { firstName, lastName: 'Example' });
    return { email: user.email, headers: bearer(await login(app, user)) };
  };
  return {
    owner: await signIn('Olivia'),
    signer: await signIn('Sam'),
    observer: await signIn('Oscar'),
    stranger: await signIn('Stella'),
  };
}

export const pdfBase64 = async (title = 'Contract', pages = 2) =>
  Buffer.from(await samplePdf({ title, pages })).toString('base64');

/** A draft with one inline document, the given signers (by e-mail) and observers. */
export async function createDraft(
  app: FastifyInstance,
  owner: Person,
  signers: (string | { email: string; sequence?: number })[],
  observers: string[] = [],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: owner.headers,
    payload: {
      title: 'Service agreement',
      message: 'Please sign by Friday.',
      documents: [{ name: 'agreement.pdf', content: await pdfBase64() }],
      signatures: signers.map((signer) => {
        const { email, sequence } = typeof signer === 'string' ? { email: signer } : signer;
        return {
          signer_identity_data: { email_address: email },
          ...(sequence ? { sequence } : {}),
        };
      }),
      observers: observers.map((email) => ({ email })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{
    id: string;
    documents: { id: string }[];
    signatures: { sid: string; account_email: string; status_code: string }[];
    observers: { id: string }[];
  }>();
}

export async function initiate(app: FastifyInstance, owner: Person, id: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${id}/initiate`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    status_overall: string;
    signatures: { sid: string; status_code: string; account_email: string }[];
  }>();
}

/** A fresh signing link of a guest's signature, as its Basic header. */
export const guestAuth = async (app: FastifyInstance, sid: string, requestId: string) =>
  (await guestLink(app, sid, requestId)).basic;

/** The Basic header a mailed guest link `…/view/{id}/{secret}` gives. */
export function mailedGuestAuth(link: string | undefined) {
  const [, requestId = '', secret = ''] =
    /\/view\/([^/]+)\/([^/?#]+)$/.exec(new URL(link ?? 'x:').pathname) ?? [];
  return guestPair(secret, requestId).basic;
}
