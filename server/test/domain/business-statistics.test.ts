import { describe, expect, it } from 'vitest';
import { lastMonths, monthOf, qualityFigure } from '../../src/domain/businesses/statistics';

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

describe("the dashboard's months", () => {
  it.each([
    ['2026-11-20T09:00:00.000Z', 1, ['2026-11'], '2026-11-01', '2026-12-01'],
    ['2026-11-20T09:00:00.000Z', 3, ['2026-09', '2026-10', '2026-11'], '2026-09-01', '2026-12-01'],
    ['2027-01-31T23:59:59.999Z', 3, ['2026-11', '2026-12', '2027-01'], '2026-11-01', '2027-02-01'],
    ['2026-12-01T00:00:00.000Z', 2, ['2026-11', '2026-12'], '2026-11-01', '2027-01-01'],
  ] as const)('%s, %i months → %j from %s to %s', (now, count, months, start, end) => {
    expect(lastMonths(new Date(now), count)).toEqual({
      months,
      window: { start: new Date(`${start}T00:00:00.000Z`), end: new Date(`${end}T00:00:00.000Z`) },
    });
  });

  it('a default year is twelve months, the oldest eleven before this one', () => {
    const { months } = lastMonths(new Date('2026-11-20T09:00:00.000Z'), 12);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-12', '2026-11']);
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
