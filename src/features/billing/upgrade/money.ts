import type { Currency } from './choices';

/**
 * The shell's formatMoney (spec 9's currency rule) bound to the page's locale, passed in by
 * the route: features do not import one another.
 */
export type FormatMoney = (amount: number, currency: Currency) => string;
