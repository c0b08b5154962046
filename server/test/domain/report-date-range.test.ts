import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors';
import { dateRangeOf, exportRangeOf } from '../../src/domain/reports/date-range';

describe('dateRangeOf', () => {
  it.each([
    [
      'both days',
      '2026-10-01',
      '2026-10-31',
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ],
    ['one day', '2026-10-05', '2026-10-05', '2026-10-05T00:00:00.000Z', '2026-10-06T00:00:00.000Z'],
    ['only a start', '2026-10-05', undefined, '2026-10-05T00:00:00.000Z', null],
    ['only an end', undefined, '2026-12-31', null, '2027-01-01T00:00:00.000Z'],
    ['neither', undefined, undefined, null, null],
  ])('%s', (_case, start, end, from, to) => {
    const range = dateRangeOf(start, end);
    expect(range.from?.toISOString() ?? null).toBe(from);
    expect(range.to?.toISOString() ?? null).toBe(to);
  });

  it('refuses an end before the start', () => {
    expect(() => dateRangeOf('2026-10-02', '2026-10-01')).toThrow(DomainError);
  });
});

describe('exportRangeOf', () => {
  it.each([
    ['a leap year, 366 days', '2028-01-01', '2028-12-31', true],
    ['a year and a day', '2026-01-01', '2027-01-01', true],
    ['367 days', '2026-01-01', '2027-01-02', false],
    ['a swapped range', '2026-05-02', '2026-05-01', false],
  ])('%s', (_case, start, end, allowed) => {
    const call = () => exportRangeOf(start, end);
    if (allowed) expect(call).not.toThrow();
    else expect(call).toThrow(DomainError);
  });
});
