import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/domain/errors';
import problem, { HttpProblem } from '../src/plugins/problem';
import { build } from './build';
import { spec } from './contract';

const catalogue = (spec.components as { schemas: { ProblemCode: { enum: string[] } } }).schemas
  .ProblemCode.enum;

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
  // Two uploads with a tiny body limit: one words its own 413, the other gets the generic one.
  const tooLarge = {
    code: 'DOCUMENT_TOO_LARGE',
    message: 'A document may have at most 4 B',
  } as const;
  app.post('/documents', { bodyLimit: 4, config: { tooLarge } }, async () => 'stored');
  app.post('/files', { bodyLimit: 4 }, async () => 'stored');
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

describe("the framework's own errors", () => {
  const t = build();
  const expectProblem = (
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = JSON.parse(response.body) as { code: string; status: number; message: string };
    expect(catalogue).toContain(body.code);
    expect(body.status).toBe(status);
    return body;
  };

  it('answers a body over the limit as the route declares', async () => {
    const post = (url: string) => app.inject({ method: 'POST', url, body: { text: 'too long' } });
    const [document, file] = await Promise.all([post('/documents'), post('/files')]);
    expect(document.statusCode).toBe(413);
    expect(document.json()).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      message: 'A document may have at most 4 B',
    });
    expect(file.statusCode).toBe(413);
    expect(file.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a path parameter over the router limit with 414 problem+json', async () => {
    const response = await t.app.inject({ url: `/v3/signature-requests/${'a'.repeat(500)}` });
    const body = expectProblem(response, 414);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    // The message does not echo the overlong value back.
    expect(body.message).not.toContain('a'.repeat(50));
  });

  it('answers a malformed URL with 400 problem+json', async () => {
    const response = await t.app.inject({ url: '/v3/signature-requests/%E0%A4%A' });
    expect(expectProblem(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a request HTTP cannot parse with 400 problem+json', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(catalogue).toContain((JSON.parse(body) as { code: string }).code);
  });
});
