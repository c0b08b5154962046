import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from './build';
import {
  authHeaders,
  createCredentials,
  listSpecOperations,
  resolve,
  spec,
  type Credentials,
  type SpecOperation,
} from './contract';

/**
 * Bad input from the contract: for every operation, seeded random requests with NUL, huge,
 * deeply nested and malformed values (wrong types, broken JSON, bad multipart, overlong path
 * parameters, bad query values, wrong content types), sent anonymously and signed in. Whatever
 * the server makes of them, it never fails: no 5xx but 501 NOT_IMPLEMENTED, and every error is
 * problem+json with a code from the catalogue. A few requests turn out valid (an unknown query
 * parameter is ignored) and may succeed. A failure prints the seed and the requests.
 */

const SEED = 20_261_123;
const CASES_PER_OPERATION = 10;

const t = build();
const operations = listSpecOperations();
const catalogue = new Set(resolve<{ enum: string[] }>(schemaRef('ProblemCode')).enum);

function schemaRef(name: string) {
  return { $ref: `#/components/schemas/${name}` };
}

interface FuzzCase {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Parameter {
  name: string;
  in: string;
}

function parametersOf(op: SpecOperation): Parameter[] {
  const item = spec.paths[op.path] ?? {};
  const operation = item[op.method.toLowerCase()] as { parameters?: unknown[] } | undefined;
  const shared = (item.parameters as unknown[] | undefined) ?? [];
  return [...shared, ...(operation?.parameters ?? [])].map((p) => resolve<Parameter>(p));
}

// Values that are wrong almost anywhere: NUL, huge, nested, malformed, of the wrong type.
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nasty = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('x'.repeat(20_000), '\u{1F600}'.repeat(5_000), '\uD800', '\uFFFF'),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5, true, false, null),
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
);
const nastyText = fc.oneof(
  fc.string().map((s) => `${s}%00${encodeURIComponent(s)}`),
  fc.constantFrom('%E0%A4%A', '%', '%ZZ', '..%2F..%2Fetc%2Fpasswd', '-1', '1e400', 'NaN', '[]'),
  fc.constantFrom('a'.repeat(300), 'a'.repeat(20_000), '%00'.repeat(50)),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
);
const jsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '""', '[]', 'nul', '{"__proto__":{"x":1}}', '\u0000'),
  fc.constantFrom(nested(5_000), `{"a":${nested(2_000)}}`, `"${'x'.repeat(2_000_000)}"`),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=abc',
  'application/pdf',
  'image/png',
  'application/x-www-form-urlencoded',
  '*/*',
  'nonsense',
);
const multipartBody = fc.constantFrom(
  '--abc\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7',
  '--abc\r\n\r\n--abc--',
  '--xyz\r\nfoo\r\n',
  '',
);

/** Path with `{name}` replaced: by `value` for `name`, by the example for the others. */
function pathWith(op: SpecOperation, name: string, value: string): string {
  const examples = op.url.split('?', 1)[0]!.split('/');
  return op.path
    .split('/')
    .map((segment, i) => (segment === `{${name}}` ? value : examples[i]))
    .join('/');
}

function bodyCase(op: SpecOperation): fc.Arbitrary<Omit<FuzzCase, 'url'>> | undefined {
  const body = op.body;
  if (!body) return undefined;
  if (body.mediaType !== 'application/json') {
    return fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({
        label: `random ${body.mediaType} bytes`,
        headers: { 'content-type': body.mediaType },
        payload: Buffer.from(bytes),
      })),
      multipartBody.map((payload) => ({
        label: 'broken multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload,
      })),
    );
  }
  const example = (body.example ?? {}) as Record<string, unknown>;
  const fields = Object.keys(example);
  const json = (label: string, payload: string) => ({
    label,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  return fc.oneof(
    jsonText.map((text) => json('malformed JSON', text)),
    nasty.map((value) => json('a wrong body', JSON.stringify(value) ?? 'null')),
    fc
      .tuple(fc.constantFrom(...(fields.length ? fields : ['field'])), nasty)
      .map(([field, value]) =>
        json(`${field} set to a wrong value`, JSON.stringify({ ...example, [field]: value })),
      ),
  );
}

/** One bad request for the operation: in a path parameter, the query, the body or a header. */
function caseFor(op: SpecOperation): fc.Arbitrary<FuzzCase> {
  const parameters = parametersOf(op);
  const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const inQuery = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const [path, query = ''] = op.url.split('?');
  const plain = (label: string, url: string) => ({ label, url, headers: {} });
  const kinds: fc.Arbitrary<FuzzCase>[] = [
    fc.tuple(contentType, jsonText).map(([type, payload]) => ({
      label: `a ${type} body`,
      url: op.url,
      headers: { 'content-type': type },
      payload,
    })),
    fc
      .constantFrom(
        'Bearer ',
        `Bearer ${'x'.repeat(10_000)}`,
        'Basic !!!',
        'Basic OmE=',
        'Digest x',
      )
      .map((authorization) => ({
        label: 'a bad Authorization',
        url: op.url,
        headers: { authorization },
      })),
  ];
  if (inPath.length) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...inPath), nastyText)
        .map(([name, value]) => plain(`path parameter ${name}`, pathWith(op, name, value))),
    );
  }
  const queryNames = inQuery.length ? inQuery : ['unknown'];
  kinds.push(
    fc
      .tuple(fc.constantFrom(...queryNames), nastyText, fc.boolean())
      .map(([name, value, twice]) => {
        const extra = twice ? `&${name}=${value}&${name}=${value}` : `&${name}=${value}`;
        return plain(`query ${name}`, `${path}?${query}${extra}`);
      }),
  );
  const body = bodyCase(op);
  if (body) kinds.push(body.map((rest) => ({ ...rest, url: op.url })));
  return fc.oneof(...kinds);
}

type Caller = 'anonymous' | 'signed in';

async function send(
  op: SpecOperation,
  fuzz: FuzzCase,
  caller: Caller,
  credentials: Credentials,
  count: number,
) {
  const auth = caller === 'signed in' ? authHeaders(op.security, credentials) : {};
  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: fuzz.url,
    headers: { ...auth, ...fuzz.headers },
    ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
    // Its own address per request: per-IP limits would otherwise answer 429 to everything.
    remoteAddress: `10.9.${(count >> 8) & 255}.${count & 255}`,
  };
  return t.app.inject(options);
}

/** Why the answer is not acceptable, or null. */
function complaint(response: Awaited<ReturnType<typeof t.app.inject>>): string | null {
  const { statusCode } = response;
  if (statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    return `${statusCode} as ${response.headers['content-type']}`;
  }
  const code = (response.json() as { code?: unknown }).code;
  if (typeof code !== 'string' || !catalogue.has(code)) return `${statusCode} with code ${code}`;
  if (statusCode >= 500 && !(statusCode === 501 && code === 'NOT_IMPLEMENTED')) {
    return `${statusCode} ${code}`;
  }
  return null;
}

describe('fuzzing every operation of the contract', () => {
  it(`never fails on ${CASES_PER_OPERATION} bad requests per operation and caller`, async () => {
    let credentials = await createCredentials(t.app);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const cases = fc.sample(caseFor(op), { seed: SEED + index, numRuns: CASES_PER_OPERATION });
      for (const caller of ['anonymous', 'signed in'] as const) {
        for (const fuzz of cases) {
          const response = await send(op, fuzz, caller, credentials, sent);
          sent++;
          const problem = complaint(response);
          if (problem) {
            failures.push(
              `${op.operationId} (${caller}, ${fuzz.label}): ${problem} — ${op.method} ${fuzz.url.slice(0, 120)}`,
            );
          }
        }
      }
      // A case may have signed the user out (or deleted them): later operations need a caller.
      const check = await t.app.inject({
        url: '/v1/user',
        headers: authHeaders('bearerAuth', credentials),
      });
      if (check.statusCode === 401) credentials = await createCredentials(t.app);
    }
    expect(sent).toBe(operations.length * CASES_PER_OPERATION * 2);
    expect(failures, `seed ${SEED}:\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
  }, 120_000);
});
