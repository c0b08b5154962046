import type { Cycle } from './provider';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a billing period that starts at `start` (UTC): one calendar month or year later at
 * the same time of day. A day the target month lacks (31 January + 1 month) becomes its last
 * day, as card processors do.
 */
export function addPeriod(start: Date, cycle: Cycle): Date {
  const months = cycle === 'monthly' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

export interface Remaining {
  /** Days of the period not used yet, a started day counting as left (ceil). */
  daysLeft: number;
  daysInPeriod: number;
}

/**
 * What is left of the period [start, end) at `at`, in whole UTC days, so that a preview and
 * its confirmation on the same day prorate alike.
 */
export function remainingOf(period: { start: Date; end: Date }, at: Date): Remaining {
  const daysInPeriod = Math.max(
    1,
    Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS),
  );
  const left = Math.ceil((period.end.getTime() - at.getTime()) / DAY_MS);
  return { daysLeft: Math.min(daysInPeriod, Math.max(0, left)), daysInPeriod };
}
