import { describe, expect, it } from 'vitest';
import { daysIn, exportRange, isTooLong } from './export-range';

describe('exportRange', () => {
  it.each([
    [{}, '2026-11-26', { start: '2026-10-28', end: '2026-11-26' }],
    [{}, '2026-03-01', { start: '2026-01-31', end: '2026-03-01' }],
    [{ start: '2026-10-01' }, '2026-11-26', { start: '2026-10-28', end: '2026-11-26' }],
    [
      { start: '2026-10-01', end: '2026-10-31' },
      '2026-11-26',
      { start: '2026-10-01', end: '2026-10-31' },
    ],
  ])('%j on %s → %j', (picked, today, expected) => {
    expect(exportRange(picked, today)).toEqual(expected);
    expect(daysIn(exportRange({}, today))).toBe(30);
  });
});

describe('isTooLong', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 1, false],
    ['2025-01-01', '2025-12-31', 365, false],
    ['2024-01-01', '2024-12-31', 366, false],
    ['2025-01-01', '2026-01-01', 366, false],
    ['2025-01-01', '2026-01-02', 367, true],
  ])('%s..%s covers %i days, too long: %s', (start, end, days, tooLong) => {
    expect(daysIn({ start, end })).toBe(days);
    expect(isTooLong({ start, end })).toBe(tooLong);
  });
});
