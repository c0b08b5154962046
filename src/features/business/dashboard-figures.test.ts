import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { busiestMonth, daysAndHours, hasRequests, monthStart } from './dashboard-figures';

type Statistics = components['schemas']['Statistics'];
type MonthStatistics = components['schemas']['MonthStatistics'];

const month = (
  name: string,
  figures: Partial<Omit<MonthStatistics, 'signatures'>> = {},
  signatures: Partial<MonthStatistics['signatures']> = {},
): MonthStatistics => ({
  month: name,
  sent: 0,
  completed: 0,
  declined: 0,
  averageCompletionSeconds: null,
  ...figures,
  signatures: { ses: 0, aes: 0, qes: 0, part11: 0, ...signatures },
});

const quiet: Statistics = {
  members: 1,
  invitedMembers: 0,
  signatureRequests: { open: 0, signed: 0, declined: 0 },
  signatures: { ses: 0, aes: 0, qes: 0 },
  months: [month('2026-11')],
  funnel: { sent: 0, opened: 0, signed: 0, completed: 0 },
};

describe('hasRequests', () => {
  it.each<{ name: string; statistics: Statistics; has: boolean }>([
    { name: 'nothing at all', statistics: quiet, has: false },
    {
      name: 'a year of zeros',
      statistics: {
        ...quiet,
        months: [month('2026-10'), month('2026-11')],
        funnel: { sent: 0, opened: 0, signed: 0, completed: 0 },
      },
      has: false,
    },
    {
      name: 'an open request this month',
      statistics: { ...quiet, signatureRequests: { open: 1, signed: 0, declined: 0 } },
      has: true,
    },
    {
      name: 'requests sent months ago',
      statistics: { ...quiet, months: [month('2026-02', { sent: 3 }), month('2026-03')] },
      has: true,
    },
    {
      name: 'a request declined in the window',
      statistics: { ...quiet, months: [month('2026-03', { declined: 1 })] },
      has: true,
    },
    {
      name: 'sent in the window by the funnel',
      statistics: { ...quiet, funnel: { sent: 2, opened: 0, signed: 0, completed: 0 } },
      has: true,
    },
  ])('$name → $has', ({ statistics, has }) => {
    expect(hasRequests(statistics)).toBe(has);
  });
});

describe('monthStart', () => {
  it.each([
    { month: '2026-01', iso: '2026-01-01T00:00:00.000Z' },
    { month: '2025-12', iso: '2025-12-01T00:00:00.000Z' },
  ])('$month → $iso', ({ month: name, iso }) => {
    expect(monthStart(name).toISOString()).toBe(iso);
  });
});

describe('busiestMonth', () => {
  it.each([
    { name: 'no months', months: [], busiest: undefined },
    { name: 'no signatures', months: [month('2026-01'), month('2026-02')], busiest: undefined },
    {
      name: 'the most signatures over every level',
      months: [
        month('2026-01', {}, { ses: 5 }),
        month('2026-02', {}, { ses: 2, qes: 2, aes: 1, part11: 1 }),
      ],
      busiest: '2026-02',
    },
    {
      name: 'the earliest of equals',
      months: [month('2026-01', {}, { aes: 3 }), month('2026-02', {}, { ses: 3 })],
      busiest: '2026-01',
    },
  ])('$name → $busiest', ({ months, busiest }) => {
    expect(busiestMonth(months)?.month).toBe(busiest);
  });
});

describe('daysAndHours', () => {
  it.each([
    { seconds: 0, days: 0, hours: 0 },
    { seconds: 1799, days: 0, hours: 0 },
    { seconds: 1800, days: 0, hours: 1 },
    { seconds: 5 * 3600, days: 0, hours: 5 },
    { seconds: 24 * 3600 - 1000, days: 1, hours: 0 },
    { seconds: (2 * 24 + 5) * 3600 + 600, days: 2, hours: 5 },
    { seconds: -60, days: 0, hours: 0 },
  ])('$seconds s → $days d $hours h', ({ seconds, days, hours }) => {
    expect(daysAndHours(seconds)).toEqual({ days, hours });
  });
});
