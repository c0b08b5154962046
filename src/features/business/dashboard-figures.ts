import type { components } from '../../../openapi/schema.gen';

type Statistics = components['schemas']['Statistics'];
type MonthStatistics = components['schemas']['MonthStatistics'];

/** Whether the business has sent anything in the window; none → the dashboard's empty state. */
export function hasRequests(statistics: Statistics): boolean {
  const { open, signed, declined } = statistics.signatureRequests;
  if (open + signed + declined > 0 || statistics.funnel.sent > 0) return true;
  return statistics.months.some((month) => month.sent + month.completed + month.declined > 0);
}

/** 'YYYY-MM' → the first of that month, 00:00 UTC (format it with timeZone 'UTC'). */
export function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

export function signaturesIn(month: MonthStatistics): number {
  const { ses, aes, qes, part11 } = month.signatures;
  return ses + aes + qes + part11;
}

/** The month with the most signatures (the earliest of equals); none when there are none. */
export function busiestMonth(months: readonly MonthStatistics[]): MonthStatistics | undefined {
  return months.reduce<MonthStatistics | undefined>(
    (best, month) => (signaturesIn(month) > (best ? signaturesIn(best) : 0) ? month : best),
    undefined,
  );
}

/**
 * An average time to complete, in whole days and hours (rounded to the hour): "2 days 5 hours"
 * says enough. Under half an hour rounds to 0 hours, which the page says as "under an hour".
 */
export function daysAndHours(seconds: number): { days: number; hours: number } {
  const totalHours = Math.round(Math.max(0, seconds) / 3600);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24 };
}
