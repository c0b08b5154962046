import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { at, pointerOf, refPointer } from '../../openapi/refs';
import type { operations } from '../../openapi/schema.gen';

/**
 * The contract side of the contract tests: for an operationId and a real response, the
 * response schema the spec declares for that status and media type, compiled with Ajv2020
 * (OpenAPI 3.1 schemas are JSON Schema 2020-12) against the bundled spec, so every
 * `#/components/...` reference resolves exactly as in the served document.
 */

type Json = Record<string, unknown>;
export type OperationId = keyof operations;

const SPEC_ID = 'https://paraph.example/openapi.json';
const spec = JSON.parse(
  readFileSync(new URL('../../openapi/bundled.gen.json', import.meta.url), 'utf8'),
) as Json & { paths: Record<string, Record<string, Json>> };

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ ...spec, $id: SPEC_ID });

/** Where an operation lives in the spec, as JSON-pointer segments. */
function locate(operationId: OperationId): [string, string] {
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if ((operation as Json | null)?.operationId === operationId) return [path, method];
    }
  }
  throw new Error(`No operation ${operationId} in the spec`);
}

/** Follows a response `$ref` to its pointer under components/responses. */
function responsePointer(path: string, method: string, status: string): string | undefined {
  const operation = spec.paths[path]?.[method] as { responses?: Record<string, Json> };
  const response = operation.responses?.[status];
  if (!response) return undefined;
  if (typeof response.$ref === 'string') return refPointer(response.$ref);
  return pointerOf('paths', path, method, 'responses', status);
}

const compiled = new Map<string, ValidateFunction>();

/**
 * The validator of the body an operation declares for a status and media type, or `null`
 * when that status is declared without a body (e.g. 204). Throws for an undeclared status:
 * a response the contract does not list is a contract violation.
 */
export function responseValidator(
  operationId: OperationId,
  status: number,
  mediaType = 'application/json',
): ValidateFunction | null {
  const [path, method] = locate(operationId);
  const base = responsePointer(path, method, String(status));
  if (!base) throw new Error(`${operationId} does not declare status ${status}`);
  const response = at<{ content?: Record<string, unknown> }>(spec, base);
  if (!response?.content) return null;
  if (!response.content[mediaType]) {
    throw new Error(`${operationId} ${status} does not declare ${mediaType}`);
  }
  const schemaPointer = `${base}${pointerOf('content', mediaType, 'schema')}`;
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${SPEC_ID}#${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  return validate;
}

/** Asserts that a real response is one the contract declares for the operation. */
export function expectContractResponse(
  operationId: OperationId,
  response: LightMyRequestResponse,
): void {
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';', 1)[0]
    ?.trim();
  const validate = responseValidator(operationId, response.statusCode, mediaType || undefined);
  if (validate === null) {
    expect(response.body, `${operationId} ${response.statusCode} has no body`).toBe('');
    return;
  }
  const body: unknown = response.json();
  const valid = validate(body);
  expect(
    valid ? [] : validate.errors,
    `${operationId} ${response.statusCode} matches the contract`,
  ).toEqual([]);
}
