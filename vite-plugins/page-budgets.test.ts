import { describe, expect, it } from 'vitest';
import { overCeilings } from './page-budgets';

describe('overCeilings', () => {
  const ceilings = { 'first page': 228, '/view/$srid': 38 };

  it('passes weights at or under their ceilings', () => {
    expect(overCeilings({ 'first page': 228, '/view/$srid': 32.7 }, ceilings)).toEqual([]);
  });

  it('names a page over its ceiling, and a ceiling whose page the build lacks', () => {
    expect(overCeilings({ 'first page': 228.04 }, ceilings)).toEqual([
      'first page: 228.0 KB gzip, ceiling 228',
      '/view/$srid: not in the build',
    ]);
  });
});
