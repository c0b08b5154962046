import { describe, expect, it } from 'vitest';
import { addPeriod, remainingOf } from '../../src/domain/billing/periods';

const at = (iso: string) => new Date(iso);

describe('a billing period (calendar month or year, UTC)', () => {
  it.each([
    ['2026-11-20T09:00:00.000Z', 'monthly', '2026-12-20T09:00:00.000Z'],
    ['2026-12-15T23:30:00.000Z', 'monthly', '2027-01-15T23:30:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 'monthly', '2027-02-28T10:00:00.000Z'], // no 31 February
    ['2028-01-31T10:00:00.000Z', 'monthly', '2028-02-29T10:00:00.000Z'], // leap year
    ['2026-03-31T00:00:00.000Z', 'monthly', '2026-04-30T00:00:00.000Z'],
    ['2026-11-20T09:00:00.000Z', 'yearly', '2027-11-20T09:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 'yearly', '2029-02-28T12:00:00.000Z'],
  ] as const)('from %s, %s, ends %s', (start, cycle, end) => {
    expect(addPeriod(at(start), cycle).toISOString()).toBe(end);
  });
});

describe('what is left of a period, in whole days', () => {
  const period = { start: at('2026-11-01T00:00:00.000Z'), end: at('2026-12-01T00:00:00.000Z') };
  it.each([
    ['2026-11-01T00:00:00.000Z', 30], // the whole period
    ['2026-11-01T00:00:01.000Z', 30], // a started day counts as left
    ['2026-11-16T00:00:00.000Z', 15],
    ['2026-11-16T12:00:00.000Z', 15],
    ['2026-11-30T23:59:59.000Z', 1],
    ['2026-12-01T00:00:00.000Z', 0], // over
    ['2026-12-05T00:00:00.000Z', 0], // never negative
    ['2026-10-20T00:00:00.000Z', 30], // never more than the period
  ])('at %s: %i of 30 days', (now, daysLeft) => {
    expect(remainingOf(period, at(now))).toEqual({ daysLeft, daysInPeriod: 30 });
  });

  it('counts a year of 365 and a leap year of 366 days', () => {
    const year = { start: at('2026-06-01T00:00:00.000Z'), end: at('2027-06-01T00:00:00.000Z') };
    const leap = { start: at('2027-06-01T00:00:00.000Z'), end: at('2028-06-01T00:00:00.000Z') };
    expect(remainingOf(year, year.start).daysInPeriod).toBe(365);
    expect(remainingOf(leap, leap.start).daysInPeriod).toBe(366);
  });
});
