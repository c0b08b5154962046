import type { IntlShape } from 'react-intl';

/** Spec 9: numeric day, short month, numeric year (the business pages name days, not times). */
export const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
