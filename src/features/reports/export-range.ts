/** Whole days, inclusive, as the contract's `Date` (YYYY-MM-DD). */
export interface DayRange {
  start: string;
  end: string;
}

/** The longest range an export covers (the server refuses more): a year, leap day included. */
export const maxExportDays = 366;

/** What an export covers when no range is picked: the last 30 days, today included. */
export const defaultExportDays = 30;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The number of days a range covers, both ends included. */
export const daysIn = ({ start, end }: DayRange) => (dayMs(end) - dayMs(start)) / DAY_MS + 1;

/** The range an export asks for: the picked one, or the last 30 days up to `today` (UTC). */
export function exportRange(picked: Partial<DayRange>, today: string): DayRange {
  if (picked.start && picked.end) return { start: picked.start, end: picked.end };
  return { start: dayOf(dayMs(today) - (defaultExportDays - 1) * DAY_MS), end: today };
}

/** Refused before the call, as the server would refuse it. */
export const isTooLong = (range: DayRange) => daysIn(range) > maxExportDays;
