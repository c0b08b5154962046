import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { addNoNulKeyword, refuseNul } from './no-nul';

/**
 * Ajv options for the contract: `strict: false` tolerates OpenAPI-only keywords (`example`),
 * `removeAdditional: false` makes unknown fields a 400 instead of silently dropping them, and
 * only the first error is collected (collecting all of them is a DoS vector).
 */
const ajvOptions = {
  strict: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  // Compiled route schemas may share a placeholder $id; do not register them globally.
  addUsedSchema: false,
} satisfies Options;

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, so the validators come from Ajv2020 rather than
 * Fastify's draft-07 Ajv. Query strings, path parameters and headers arrive as text and are
 * coerced; JSON bodies are not, so `"password": 123` is a 400 rather than "123".
 */
export function createValidatorCompiler(): FastifySchemaCompiler<object> {
  const strictTypes = addNoNulKeyword(
    addFormats(new Ajv2020({ ...ajvOptions, coerceTypes: false })),
  );
  const coercing = addNoNulKeyword(
    addFormats(new Ajv2020({ ...ajvOptions, coerceTypes: 'array' })),
  );
  return (route) => {
    const { schema, httpPart } = route;
    // A binary body (a PDF, an image) arrives as a Buffer: its media type and size are checked
    // by the body guard and the content-type parser's limit, not by a JSON schema.
    const { contentType } = route as { contentType?: string };
    if (httpPart === 'body' && contentType && !isJson(contentType)) return () => true;
    return (httpPart === 'body' ? strictTypes : coercing).compile(refuseNul(schema));
  };
}

function isJson(mediaType: string): boolean {
  return /^application\/([a-z0-9.+-]+\+)?json$/i.test(mediaType);
}
