import { describe, expect, it } from 'vitest';
import { shareOf, stackTotals } from './shares';

describe('shareOf', () => {
  it.each([
    { part: 50, whole: 200, share: 0.25 },
    { part: 200, whole: 200, share: 1 },
    { part: 0, whole: 200, share: 0 },
    { part: 0, whole: 0, share: 0 },
    { part: 3, whole: 0, share: 0 },
  ])('$part of $whole → $share', ({ part, whole, share }) => {
    expect(shareOf(part, whole)).toBe(share);
  });
});

describe('stackTotals', () => {
  it.each([
    { rows: [], totals: [] },
    { rows: [{ values: { a: 1, b: 2 } }], totals: [3] },
    {
      rows: [{ values: { a: 0, b: 0 } }, { values: { a: 4, b: 6 } }],
      totals: [0, 10],
    },
  ])('sums each category over the series → $totals', ({ rows, totals }) => {
    expect(stackTotals(rows, ['a', 'b'] as const)).toEqual(totals);
  });
});
