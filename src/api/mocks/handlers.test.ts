import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import bundled from '../../../openapi/bundled.gen.json';
import { fetchClient } from '../client';
import { tokenStore } from '../session';
import { createHandlers, handlers, toMswPath } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

const paths = bundled.paths as unknown as Record<
  string,
  Record<string, { responses: Record<string, unknown> }>
>;
const examples = bundled.components.examples as Record<string, { value: unknown }>;

describe('MSW handlers from the contract', () => {
  it('has one handler per operation', () => {
    const count = Object.values(paths).flatMap((item) =>
      ['get', 'put', 'post', 'delete', 'patch'].filter((method) => item[method]),
    ).length;
    expect(handlers).toHaveLength(count);
  });

  it('converts path parameters to MSW syntax', () => {
    expect(toMswPath('/v3/signature-requests/{id}/signatures/{sig}')).toBe(
      '/v3/signature-requests/:id/signatures/:sig',
    );
  });

  it('answers login with the spec example', async () => {
    const { data, response } = await fetchClient.POST('/v1/login', {
      body: { email: 'demo@paraph.example', password: 'correct horse battery staple' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      token: '3q2-7wEXAMPLEtOkEn_0123456789abcdefghijklmno',
      expiresAt: '2026-11-22T18:00:00.000Z',
    });
  });

  it('answers getUser and listSignatureRequests with their examples', async () => {
    tokenStore.set('t0ken', Date.now() + 60_000);
    const user = await fetchClient.GET('/v1/user');
    expect(user.data?.email).toBe('demo@paraph.example');
    const list = await fetchClient.GET('/v3/signature-requests', {
      params: { query: { view: 'toSign' } },
    });
    expect(list.data?.counts.toSign).toBe(1);
  });

  it('resolves shared examples for path operations', async () => {
    const { data, response } = await fetchClient.GET('/v3/signature-requests/{id}', {
      params: { path: { id: 'sr_Qm4nT8wLp2Yc7Vx1' } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual(examples.SignatureRequestOpen?.value);
  });

  it('gives the first 2xx status, also without a body', async () => {
    const { response } = await fetchClient.POST('/v1/logout');
    expect(response.status).toBe(204);
    const created = await fetchClient.POST('/v3/signature-requests', {
      body: { title: 'NDA', documents: [], signatures: [] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.status_overall).toBe('DRAFT');
  });

  it('prefers a literal path segment over a parameter', async () => {
    const { data } = await fetchClient.GET('/v1/user/identification/payment/{id}', {
      params: { path: { id: 'sr_Qm4nT8wLp2Yc7Vx1' } },
    });
    expect(data).toEqual({ covered: true });
  });

  it('can override an operation', async () => {
    server.use(
      ...createHandlers({
        getServerTime: {
          status: 200,
          mediaType: 'application/json',
          body: { datetime: '2030-01-01T00:00:00.000Z' },
        },
      }),
    );
    const { data } = await fetchClient.GET('/v1/datetime');
    expect(data?.datetime).toBe('2030-01-01T00:00:00.000Z');
  });
});
