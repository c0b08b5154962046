import type { FastifyInstance } from 'fastify';
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

  await app.register(openapiGlue, {
    specification,
    serviceHandlers,
    securityHandlers: app.securityHandlers,
  });
}

function notImplemented(operationId: string) {
  return async () => {
    throw new HttpProblem(501, 'NOT_IMPLEMENTED', `Operation ${operationId} is not implemented`);
  };
}
