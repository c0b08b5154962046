import { describe, expect, it } from 'vitest';
import { anyRequestKey, anyRequestListKey, requestQuery } from './queries';
import { $api } from './client';

// Invalidation by prefix: the keys must match what the query hooks really cache.
const matches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));

describe('shared query keys', () => {
  it('anyRequestKey matches every request, and no list', () => {
    expect(matches(anyRequestKey(), requestQuery('sr_1').queryKey)).toBe(true);
    expect(matches(anyRequestKey(), requestQuery('sr_2').queryKey)).toBe(true);
    const list = $api.queryOptions('get', '/v3/signature-requests', {
      params: { query: { view: 'toSign' } },
    }).queryKey;
    expect(matches(anyRequestKey(), list)).toBe(false);
    expect(matches(anyRequestListKey(), list)).toBe(true);
  });
});
