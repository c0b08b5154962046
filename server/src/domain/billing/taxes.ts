/**
 * Standard VAT rates in basis points (1 % = 100) of the countries we charge tax in: the EU27
 * (by ISO 3166 code — Greece is GR, its VAT prefix EL) and Switzerland with Liechtenstein.
 */
const EU_STANDARD_RATES: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

const SWISS_RATE = 810;
const SWISS_COUNTRIES = new Set(['CH', 'LI']);

/**
 * The tax rate of an invoice to a business in `country`: Swiss VAT in CH and LI; in the EU the
 * country's standard rate, or none with a VAT id (reverse charge: the buyer accounts for it);
 * none elsewhere (exports).
 */
export function taxRateOf(country: string, vatId: string | null | undefined): number {
  if (SWISS_COUNTRIES.has(country)) return SWISS_RATE;
  const rate = EU_STANDARD_RATES[country];
  if (rate === undefined) return 0;
  return vatId?.trim() ? 0 : rate;
}
