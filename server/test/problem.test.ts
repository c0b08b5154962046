import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/domain/errors';
import problem, { HttpProblem } from '../src/plugins/problem';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(problem);
  app.get('/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/unavailable', async () => {
    throw Object.assign(new Error('pool exhausted at db-3'), { statusCode: 503 });
  });
  app.get('/forbidden', async () => {
    throw new HttpProblem(403, 'FORBIDDEN', 'Only the owner can do this');
  });
  app.get('/domain', async () => {
    throw new DomainError('NOT_FOUND', 'No such request');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('problem responses', () => {
  it('never leaks the cause of a server error', async () => {
    const response = await app.inject({ url: '/crash?secret=1' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      type: 'about:blank',
      status: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
      method: 'GET',
      path: '/crash',
    });
  });

  it('keeps 503 distinguishable without its internals', async () => {
    const response = await app.inject({ url: '/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service unavailable',
    });
  });

  it('sends an HttpProblem as it is', async () => {
    const response = await app.inject({ url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the owner can do this',
    });
  });

  it('maps a domain error to its status', async () => {
    const response = await app.inject({ url: '/domain' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such request' });
  });
});
