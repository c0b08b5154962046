import { describe, expect, it } from 'vitest';
import { monthOf, qualityFigure } from '../../src/domain/businesses/statistics';

describe('the statistics month', () => {
  it.each([
    ['2026-11-20T09:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
  ])('%s lies in [%s, %s)', (now, start, end) => {
    expect(monthOf(new Date(now))).toEqual({ start: new Date(start), end: new Date(end) });
  });
});

describe('which figure a signature counts in', () => {
  it.each([
    ['SES', 'ses'],
    ['AES', 'aes'],
    ['AES_MINIMAL', 'aes'],
    ['QES', 'qes'],
    ['PART11', 'part11'],
    ['DEMO', null],
    [null, null],
  ] as const)('%s → %s', (quality, figure) => {
    expect(qualityFigure(quality)).toBe(figure);
  });
});
