import { useIntl } from 'react-intl';
import { monthStart } from '../../dashboard-figures';

/** Month names for the charts: short on the axis ("Nov"), with the year elsewhere. */
export function useMonthFormat() {
  const intl = useIntl();
  return {
    short: (month: string) =>
      intl.formatDate(monthStart(month), { month: 'short', timeZone: 'UTC' }),
    withYear: (month: string) =>
      intl.formatDate(monthStart(month), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    long: (month: string) =>
      intl.formatDate(monthStart(month), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}
