import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorCompiler } from '../src/openapi/validator';
import openapiRoutes from '../src/plugins/openapi';
import problem from '../src/plugins/problem';

// The contract's routes without any handler: what a newly specified operation looks like.
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('securityHandlers', { bearerAuth: async () => {} });
  await app.register(problem);
  await app.register(openapiRoutes, { handlers: {} });
  await app.ready();
});

afterAll(() => app.close());

describe('contract routes', () => {
  it('answers an operation without a handler with 501', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'a@example.test', password: 'x' },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ code: 'NOT_IMPLEMENTED', path: '/v1/login' });
  });

  it('still validates the request first', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
  });

  it('registers a route for every operation of the spec', () => {
    expect(app.hasRoute({ method: 'POST', url: '/v1/login' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/v1/logout' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/v1/user' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/v3/signature-requests' })).toBe(true);
  });
});
