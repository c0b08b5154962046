import { describe, expect, it } from 'vitest';
import { responseValidator } from './contract';

describe('the contract helper', () => {
  it('rejects a body that breaks the schema', () => {
    const validate = responseValidator('getUser', 200);
    expect(validate?.({ id: 'u_1' })).toBe(false);
  });

  it('resolves shared problem responses', () => {
    const validate = responseValidator('getUser', 401, 'application/problem+json');
    expect(
      validate?.({
        type: 'about:blank',
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'x',
        method: 'GET',
        path: '/v1/user',
      }),
    ).toBe(true);
    expect(validate?.({ status: 401, code: 'NOT_A_CODE' })).toBe(false);
  });

  it('knows which statuses have no body', () => {
    expect(responseValidator('logout', 204)).toBeNull();
  });

  it('refuses a status the operation does not declare', () => {
    expect(() => responseValidator('getUser', 418)).toThrow(/does not declare status 418/);
  });
});
