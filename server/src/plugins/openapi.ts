import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServiceHandlers } from '../handlers/types';
import { bodyGuard } from '../openapi/body-guard';
import { listOperations, loadSpec } from '../openapi/spec';
import { HttpProblem } from './problem';

export interface OpenApiOptions {
  handlers: ServiceHandlers;
}

/**
 * Every operation of the contract becomes a route with its request validation and response
 * serialisation. An operation added to the spec before its handler answers 501 until then.
 */
export default async function openapiRoutes(app: FastifyInstance, options: OpenApiOptions) {
  const specification = await loadSpec();
  const operations = listOperations(specification);
  const implemented: Record<string, unknown> = options.handlers;
  const serviceHandlers = Object.fromEntries(
    operations.map(({ operationId }) => [
      operationId,
      implemented[operationId] ?? notImplemented(operationId),
    ]),
  );
  const missing = operations.filter(({ operationId }) => !implemented[operationId]);
  if (missing.length) {
    app.log.warn(
      { operations: missing.map((op) => op.operationId) },
      'operations without a handler',
    );
  }

  app.addHook('onRoute', authenticateFirst);
  app.addHook(
    'onRoute',
    bodyGuard(new Set(operations.filter((op) => op.bodyRequired).map((op) => op.operationId))),
  );
  // The glue warns about every media type the spec mentions, responses included; problem+json
  // bodies are parsed as JSON here (and then refused by the body guard) to keep start-up quiet.
  app.addContentTypeParser(
    'application/problem+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  // Uploads arrive as Buffers; the other media types appear only in responses and are parsed
  // only so that the glue does not warn about them (the body guard refuses them as bodies).
  for (const [mediaTypes, bodyLimit] of BINARY_BODIES) {
    app.addContentTypeParser(mediaTypes, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }

  await app.register(openapiGlue, {
    specification,
    serviceHandlers,
    securityHandlers: app.securityHandlers,
  });
}

const MB = 1024 * 1024;
const BINARY_BODIES: [string[], number][] = [
  [['application/pdf'], 40 * MB],
  [['image/png', 'image/jpeg', 'image/svg+xml'], 2 * MB],
  [['application/zip', 'application/octet-stream', 'text/csv', 'text/html'], 1 * MB],
];

/**
 * fastify-openapi-glue runs the security handlers as a preHandler, i.e. after the body was
 * read and validated. They move to onRequest instead, so the order is the same for every
 * operation, implemented or not: authenticate → read the body → body guard → validate →
 * handler. An anonymous caller learns nothing about the contract (not even which fields a
 * body needs) and cannot make the server read a 40 MB upload first.
 */
function authenticateFirst(route: RouteOptions): void {
  const security = route.preHandler;
  if (!security) return;
  const existing = route.onRequest ?? [];
  route.onRequest = [
    ...(Array.isArray(security) ? security : [security]),
    ...(Array.isArray(existing) ? existing : [existing]),
  ] as RouteOptions['onRequest'];
  route.preHandler = undefined;
}

function notImplemented(operationId: string) {
  return async () => {
    throw new HttpProblem(501, 'NOT_IMPLEMENTED', `Operation ${operationId} is not implemented`);
  };
}
