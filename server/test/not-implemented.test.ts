import { describe, expect, it } from 'vitest';
import { serviceHandlers } from '../src/handlers';
import { build } from './build';
import { createCredentials, listSpecOperations, validCall, type Credentials } from './contract';

/**
 * Every operation of the contract is a route; the ones without a handler answer 501. This
 * list is the work left: each issue that implements operations removes them here, so the
 * count visibly falls to zero.
 */
const EXPECTED_UNIMPLEMENTED = [
  // ours, for this issue
  'updateAes4Biz',
];

const t = build();
const operations = listSpecOperations();
const implemented = new Set(Object.keys(serviceHandlers));
const unimplemented = operations.filter((op) => !implemented.has(op.operationId));

describe('operations without a handler', () => {
  it('are exactly the expected ones', () => {
    expect(unimplemented.map((op) => op.operationId).sort()).toEqual(
      [...EXPECTED_UNIMPLEMENTED].sort(),
    );
  });

  it('has a handler only for operations of the contract', () => {
    const known = new Set(operations.map((op) => op.operationId));
    expect([...implemented].filter((id) => !known.has(id))).toEqual([]);
  });

  let credentials: Credentials;
  it.each(unimplemented.map((op) => [op.operationId, op] as const))(
    '%s answers 501 NOT_IMPLEMENTED after auth and validation pass',
    async (operationId, operation) => {
      credentials ??= await createCredentials(t.app);
      const response = await t.app.inject(validCall(operation, credentials));
      expect(response.statusCode, response.body).toBe(501);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 501,
        code: 'NOT_IMPLEMENTED',
        message: `Operation ${operationId} is not implemented`,
        method: operation.method,
        path: operation.url.split('?')[0],
      });
    },
  );
});
