import { _, type Ajv } from 'ajv';

/**
 * The contract's rule "no string may contain U+0000" (see `info.description`): PostgreSQL
 * refuses NUL in text, so such a value would otherwise fail deep in a query. Writing a pattern
 * on each of the contract's strings would bury the rule; instead the server adds this keyword
 * to every string schema it compiles — body, query, path and header alike.
 */
export const NO_NUL_KEYWORD = 'x-no-nul';

export function addNoNulKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must not contain the NUL character (U+0000)' },
    code(cxt) {
      cxt.fail(_`${cxt.data}.includes("\\u0000")`);
    },
  });
}

type Schema = Record<string, unknown>;

// Values, not schemas: a `type: string` inside them describes nothing.
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'example', 'examples']);
// Maps from names to schemas: their keys are names (a property may be called `default`).
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/**
 * A copy of the schema with the keyword on every node that may be a string. The glue inlines
 * shared (and recursive) component schemas, so copies are memoised per node.
 */
export function refuseNul<T>(schema: T): T {
  return copySchema(schema, new WeakMap()) as T;
}

function copySchema(schema: unknown, copies: WeakMap<object, unknown>): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const known = copies.get(schema);
  if (known) return known;
  if (Array.isArray(schema)) {
    const copy: unknown[] = [];
    copies.set(schema, copy);
    for (const item of schema) copy.push(copySchema(item, copies));
    return copy;
  }
  const copy: Schema = {};
  copies.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && isMap(value)) copy[key] = copyEach(value, copies);
    else copy[key] = copySchema(value, copies);
  }
  if (mayBeString(copy.type)) copy[NO_NUL_KEYWORD] = true;
  return copy;
}

function copyEach(map: Schema, copies: WeakMap<object, unknown>): Schema {
  return Object.fromEntries(
    Object.entries(map).map(([name, schema]) => [name, copySchema(schema, copies)]),
  );
}

const isMap = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mayBeString(type: unknown): boolean {
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}
