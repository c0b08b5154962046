import { http, HttpResponse, type HttpHandler } from 'msw';
import bundled from '../../../openapi/bundled.gen.json';
import { exampleOf, resolveRef } from '../../../openapi/refs';

/**
 * MSW handlers derived from the contract: every operation answers its first 2xx response's
 * example, with that status and media type. Stories and component tests therefore see the
 * same data the spec documents, and a new operation is mocked as soon as it is specified.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, Json>;
}

const spec = bundled as unknown as Json & { paths: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

export interface MockResponse {
  status: number;
  mediaType?: string;
  body?: unknown;
}

/** The response an operation's mock gives: its first 2xx status with that status's example. */
export function exampleResponse(operation: Operation): MockResponse {
  const [status, response] = Object.entries(operation.responses)
    .filter(([code]) => /^2\d\d$/.test(code))
    .sort(([a], [b]) => Number(a) - Number(b))[0] ?? ['200', {}];
  const content = resolveRef<{ content?: Record<string, object> }>(spec, response).content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  return mediaType && media
    ? { status: Number(status), mediaType, body: exampleOf(spec, media) }
    : { status: Number(status) };
}

function toResponse({ status, mediaType, body }: MockResponse): Response {
  if (!mediaType) return new HttpResponse(null, { status });
  if (/json$/.test(mediaType)) {
    return HttpResponse.json(body as Json, { status, headers: { 'Content-Type': mediaType } });
  }
  return new HttpResponse(String(body ?? ''), { status, headers: { 'Content-Type': mediaType } });
}

/** `/v3/signature-requests/{id}` → `/v3/signature-requests/:id` (MSW's path syntax). */
export const toMswPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

interface Route {
  operationId: string;
  method: Method;
  path: string;
  response: MockResponse;
}

const routes: Route[] = Object.entries(spec.paths)
  .flatMap(([path, item]) =>
    METHODS.filter((method) => (item as Json)[method]).map((method) => {
      const operation = (item as Record<Method, Operation>)[method];
      return {
        operationId: operation.operationId,
        method,
        path: toMswPath(path),
        response: exampleResponse(operation),
      };
    }),
  )
  // A literal segment must win over a parameter (`/identification/payment/:id` before
  // `/identification/:provider/:method`): MSW takes the first handler that matches.
  .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));

/** One handler per operation; pass overrides keyed by operationId to change answers. */
export function createHandlers(
  overrides: Partial<Record<string, MockResponse>> = {},
  baseUrl = '',
): HttpHandler[] {
  return routes.map(({ operationId, method, path, response }) =>
    http[method](`${baseUrl}${path}`, () => toResponse(overrides[operationId] ?? response)),
  );
}

export const handlers = createHandlers();
