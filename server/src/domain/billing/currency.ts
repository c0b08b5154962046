import type { Currency } from './provider';

/** The currency a business is billed in until it chooses: francs in CH and LI, euros elsewhere. */
export const defaultCurrencyOf = (country: string): Currency =>
  country === 'CH' || country === 'LI' ? 'CHF' : 'EUR';
