import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signWebhook } from '../../src/domain/webhook-signature';
import { createBusiness } from '../businesses/setup';
import { bearer, createUser, login } from '../fixtures';
import type { Person } from '../requests/lifecycle-setup';

export const SECRET = 'whsec_identification_test';
export const IDENTITY = {
  firstName: 'Samuel',
  lastName: 'Example',
  birthDate: '1988-02-29',
  nationality: 'CH',
  documentType: 'id_card',
  documentNumber: 'C1234567',
} as const;

export interface Identification {
  id: string;
  status: string;
  url: string | null;
  certificateReady: boolean;
  failureReason: string | null;
  nameMismatch: boolean;
  identity: typeof IDENTITY | null;
}

/** Starts an identification as `headers` (bearer or guest Basic) and answers the state. */
export async function startIdentification(
  app: FastifyInstance,
  headers: Record<string, string>,
  path: string,
  body: object = {},
) {
  const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Identification>();
}

/** The person at the sandbox provider's page: opens it, then picks an outcome. */
export async function atProvider(
  app: FastifyInstance,
  url: string,
  outcome: 'succeed' | 'slow' | 'fail' | 'abandon',
  identity: Record<string, string> = IDENTITY,
) {
  const path = new URL(url).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.statusCode, page.body).toBe(200);
  const finished = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...identity, outcome }).toString(),
  });
  expect(finished.statusCode, finished.body).toBe(303);
  await app.identification.sandbox.idle();
  return finished.headers.location as string;
}

/** A provider event as the provider would send it: signed raw body, fresh timestamp. */
export function webhook(
  app: FastifyInstance,
  event: object,
  {
    secret = SECRET,
    at = app.now(),
    provider = 'intrum',
    raw = JSON.stringify(event),
  }: { secret?: string; at?: Date; provider?: string; raw?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/v1/webhooks/identification/${provider}`,
    headers: {
      'content-type': 'application/json',
      'identification-signature': signWebhook(secret, raw, Math.floor(at.getTime() / 1000)),
    },
    payload: raw,
  });
}

export const get = (app: FastifyInstance, person: Pick<Person, 'headers'>, url: string) =>
  app.inject({ method: 'GET', url, headers: person.headers });

/**
 * A business's admin (the owner of its requests) and a member, and a signer from outside it,
 * signed in. Its plan decides what it pays: scale (the default) pays identifications of members
 * and invitees.
 */
export async function businessPeople(app: FastifyInstance, pricePlan = 'scale') {
  const { business, admin, members } = await createBusiness(app, { pricePlan, members: 1 });
  const signedIn = async (user: { email: string; password: string }): Promise<Person> => ({
    email: user.email,
    headers: bearer(await login(app, user)),
  });
  return {
    business,
    owner: await signedIn(admin),
    member: await signedIn(members[0]!),
    signer: await signedIn(await createUser(app, { firstName: 'Sam', lastName: 'Example' })),
  };
}
