/** The app's UI locales (mirrors src/i18n/locales.ts, which features may not import). */
export type UiLocale = 'en-gb' | 'de-ch' | 'fr-ch' | 'it';

// Spec 9: EUR for en-gb, CHF for the Swiss locales. Italian exists only for Swiss guests.
const CURRENCY: Record<UiLocale, 'EUR' | 'CHF'> = {
  'en-gb': 'EUR',
  'de-ch': 'CHF',
  'fr-ch': 'CHF',
  it: 'CHF',
};

export function currencyFor(locale: string): 'EUR' | 'CHF' {
  return CURRENCY[locale.toLowerCase() as UiLocale] ?? 'EUR';
}

/** Money in the spec's code style ("CHF 12.00", "EUR 12.00"). */
export function formatMoney(locale: string, amount: number, currency = currencyFor(locale)) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount);
}

/** Spec 9's one date-time shape: numeric day, short month, numeric year, hour and minute. */
export const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
};

export function formatDateTime(locale: string, value: Date | string | number, timeZone?: string) {
  return new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone }).format(new Date(value));
}
