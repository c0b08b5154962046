import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The bundled contract generated from openapi/ by `npm run api:gen`. */
export const specPath = fileURLToPath(
  new URL('../../../openapi/bundled.gen.json', import.meta.url),
);

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface RequestBody {
  required?: boolean;
  $ref?: string;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { requestBodies?: Record<string, RequestBody> };
}

export interface OperationInfo {
  operationId: string;
  bodyRequired: boolean;
}

export async function loadSpec(): Promise<OpenApiDocument> {
  return JSON.parse(await readFile(specPath, 'utf8')) as OpenApiDocument;
}

export function listOperations(spec: OpenApiDocument): OperationInfo[] {
  return Object.values(spec.paths ?? {}).flatMap((pathItem) =>
    Object.entries(pathItem).flatMap(([method, value]) => {
      const operation = value as { operationId?: unknown; requestBody?: RequestBody } | null;
      if (!HTTP_METHODS.has(method) || typeof operation?.operationId !== 'string') return [];
      const body = resolveBody(spec, operation.requestBody);
      return [{ operationId: operation.operationId, bodyRequired: body?.required === true }];
    }),
  );
}

function resolveBody(
  spec: OpenApiDocument,
  body: RequestBody | undefined,
): RequestBody | undefined {
  const name = body?.$ref?.match(/^#\/components\/requestBodies\/(.+)$/)?.[1];
  return name ? spec.components?.requestBodies?.[name] : body;
}
