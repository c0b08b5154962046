import { describe, expect, it } from 'vitest';
import { build } from './build';
import {
  authHeaders,
  createCredentials,
  listSpecOperations,
  resolve,
  type Credentials,
  type SpecOperation,
} from './contract';

/**
 * Every operation with a JSON body refuses a wrong type, an unknown field and a missing
 * required field with 400 problem+json naming the field — before any handler runs, so this
 * holds for unimplemented operations too. The caller is authenticated first: authentication
 * runs on request, before the body is even read, so anonymous callers learn nothing about the
 * contract.
 */

// Bodies whose fields are all optional (at least one of them must be sent): no field can be left out.
const NO_REQUIRED_FIELD = ['acceptTerms', 'startIdentification', 'startDirectIdentification'];

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  /** Alternatives that each require a field (a signer: a person or a signer group). */
  oneOf?: { required?: string[] }[];
}

const t = build();
const withJsonBody = listSpecOperations().filter((op) => op.body?.mediaType === 'application/json');
let credentials: Credentials;

async function send(operation: SpecOperation, body: unknown) {
  credentials ??= await createCredentials(t.app);
  return t.app.inject({
    method: operation.method as 'POST',
    url: operation.url,
    headers: {
      ...authHeaders(operation.security, credentials),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
}

function expectFieldProblem(response: Awaited<ReturnType<typeof send>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field });
}

/** A value of another JSON type than the schema allows. */
function wrongTypeFor(schema: Record<string, unknown>): unknown {
  const types = [
    schema.type,
    typeof schema.const,
    ...(Array.isArray(schema.enum) ? schema.enum.map((v) => typeof v) : []),
  ]
    .flat()
    .filter((type) => typeof type === 'string');
  return types.includes('string') ? 12345 : 'not-of-this-type';
}

const example = (op: SpecOperation) => op.body?.example as Record<string, unknown>;
const schemaOf = (op: SpecOperation) => op.body?.schema as ObjectSchema;

describe('request bodies are validated against the contract', () => {
  it('covers every operation with a JSON body', () => {
    expect(withJsonBody.length).toBeGreaterThan(0);
    for (const op of withJsonBody) {
      expect(example(op), `${op.operationId} has an example object`).toBeTypeOf('object');
      expect(schemaOf(op).properties, `${op.operationId} body is an object`).toBeTypeOf('object');
    }
  });

  it.each(withJsonBody.map((op) => [op.operationId, op] as const))(
    '%s refuses a wrong type',
    async (_id, op) => {
      const [field] = Object.keys(example(op));
      if (!field) throw new Error('the example sends no field');
      const property = resolve(schemaOf(op).properties?.[field]);
      const response = await send(op, { ...example(op), [field]: wrongTypeFor(property) });
      expectFieldProblem(response, field);
    },
  );

  it.each(withJsonBody.map((op) => [op.operationId, op] as const))(
    '%s refuses an unknown field',
    async (_id, op) => {
      const response = await send(op, { ...example(op), unexpectedField: true });
      expectFieldProblem(response, 'unexpectedField');
    },
  );

  it.each(withJsonBody.map((op) => [op.operationId, op] as const))(
    '%s refuses a missing required field',
    async (operationId, op) => {
      const schema = schemaOf(op);
      const [field] = schema.required ?? schema.oneOf?.[0]?.required ?? [];
      if (!field) {
        expect(NO_REQUIRED_FIELD).toContain(operationId);
        return;
      }
      const { [field]: _left, ...rest } = example(op);
      expectFieldProblem(await send(op, rest), field);
    },
  );

  it.each(withJsonBody.map((op) => [op.operationId, op] as const))(
    '%s refuses a NUL character in a string field',
    async (_id, op) => {
      const field = Object.keys(example(op)).find((key) => typeof example(op)[key] === 'string');
      if (!field) return;
      const response = await send(op, { ...example(op), [field]: `a\u0000${example(op)[field]}` });
      expectFieldProblem(response, field);
    },
  );

  it.each([
    ['/v3/signature-requests?search=a%00b', 'search'],
    ['/v1/email_input_autocomplete?input=a%00b', 'input'],
  ])('refuses a NUL character in the query %s', async (url, field) => {
    credentials ??= await createCredentials(t.app);
    const response = await t.app.inject({ url, headers: authHeaders('bearerAuth', credentials) });
    expectFieldProblem(response, field);
  });

  it('refuses out-of-range query and path parameters, naming them', async () => {
    credentials ??= await createCredentials(t.app);
    const headers = authHeaders('bearerAuth', credentials);
    const size = await t.app.inject({ url: '/v3/signature-requests?size=101', headers });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'size' });
    const page = await t.app.inject({
      url: '/v3/documents/doc_Zx81LmQ0aBvT3kP9/pages/-1',
      headers,
    });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'n' });
    const id = await t.app.inject({ url: '/v3/signature-requests/not%20an%20id', headers });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
  });

  it('authenticates before validating', async () => {
    const op = withJsonBody.find((candidate) => candidate.security === 'bearerAuth');
    if (!op) throw new Error('no authenticated operation with a body');
    const response = await t.app.inject({
      method: op.method as 'POST',
      url: op.url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ unexpectedField: true }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
