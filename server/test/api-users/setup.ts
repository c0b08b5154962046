import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';

/** The Basic header an API user sends with every call. */
export const apiUserAuth = (username: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`,
});

let counter = 0;

/** A unique username, so tests sharing one app do not collide. */
export const freshUsername = (stem = 'api-test') =>
  `${stem}-${Date.now().toString(36)}-${++counter}`;

/** Creates an API user through the API as an admin of the business. */
export async function createApiUser(
  app: FastifyInstance,
  admin: Record<string, string>,
  businessId: string,
  username = freshUsername(),
) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/apis`,
    headers: admin,
    payload: { username, description: 'ERP export' },
  });
  expect(response.statusCode, response.body).toBe(201);
  expectContractResponse('createApiUser', response);
  const { secret } = response.json<{ username: string; secret: string }>();
  return { username, secret, headers: apiUserAuth(username, secret) };
}
