import { DomainError } from '../errors';

/** A report's window: whole UTC days, `from` inclusive and `to` exclusive (either open). */
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/** The longest window an export covers: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;

const DAY_MS = 86_400_000;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The window of `start_date`..`end_date` (inclusive days, as the contract's `Date`): from the
 * first day's midnight to the midnight after the last. An end before the start is refused
 * rather than read as an empty report, so a swapped picker shows an error, not "no activity".
 */
export function dateRangeOf(startDate?: string, endDate?: string): DateRange {
  const from = startDate ? dayStart(startDate) : null;
  const to = endDate ? new Date(dayStart(endDate).getTime() + DAY_MS) : null;
  if (from && to && to <= from) {
    throw new DomainError('VALIDATION_FAILED', 'The end date is before the start date', {
      field: 'end_date',
    });
  }
  return { from, to };
}

/** An export's window: both ends given and at most MAX_EXPORT_DAYS days long. */
export function exportRangeOf(startDate: string, endDate: string): { from: Date; to: Date } {
  const { from, to } = dateRangeOf(startDate, endDate);
  if (!from || !to) throw new DomainError('VALIDATION_FAILED', 'An export needs both dates');
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_EXPORT_DAYS) {
    throw new DomainError('VALIDATION_FAILED', `An export covers at most ${MAX_EXPORT_DAYS} days`, {
      field: 'end_date',
    });
  }
  return { from, to };
}
