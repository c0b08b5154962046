import { useIntl } from 'react-intl';

/*
 * The reports count whole UTC days (the range, the exports), so their times are shown in UTC
 * too: a row near midnight falls on the day the range and the CSV put it.
 */

/** "26 Nov 2026, 14:30 UTC". */
export function useTimeFormat() {
  const intl = useIntl();
  return (timestamp: string) =>
    intl.formatDate(timestamp, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
}

/** A contract `Date` (YYYY-MM-DD) as the locale writes a day: "26 Nov 2026". */
export function useDayFormat() {
  const intl = useIntl();
  return (day: string) =>
    intl.formatDate(`${day}T00:00:00.000Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}
