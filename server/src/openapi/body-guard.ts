import type { onRouteHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { HttpProblem } from '../plugins/problem';

/**
 * Fastify validates a body only against the schema of the request's own media type, so a
 * missing body or an undeclared content type would reach the handler unchecked. This adds a
 * guard to every route with a request body: declared media types only, present when required.
 */
export function bodyGuard(requiredBodies: ReadonlySet<string>): onRouteHookHandler {
  return (route) => {
    const schema = route.schema as
      { body?: { content?: object }; operationId?: string } | undefined;
    const content = schema?.body?.content;
    if (!content) return;
    const guard = guardFor(Object.keys(content), requiredBodies.has(schema.operationId ?? ''));
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), guard];
  };
}

function guardFor(mediaTypes: string[], required: boolean): preValidationAsyncHookHandler {
  return async (request) => {
    if (request.body === undefined || request.body === null) {
      if (required) throw new HttpProblem(400, 'VALIDATION_FAILED', 'body: is required');
      return;
    }
    const mediaType = (request.headers['content-type'] ?? '')
      .split(';', 1)[0]
      ?.trim()
      .toLowerCase();
    if (!mediaType || !mediaTypes.includes(mediaType)) {
      throw new HttpProblem(
        415,
        'VALIDATION_FAILED',
        `Content type ${mediaType || '(none)'} is not supported; use ${mediaTypes.join(' or ')}`,
      );
    }
  };
}
