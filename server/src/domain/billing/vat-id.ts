import { checkVAT, countries } from 'jsvat';

export type VatCheck = { valid: true; normalised: string } | { valid: false };

/**
 * A VAT id checked against the billing country's format and check digits (jsvat), stored in
 * its compact upper-case form (CHE-123.456.788 MWST → CHE123456788MWST). Countries jsvat does
 * not know (outside Europe, Liechtenstein) keep the id as given, upper-case and trimmed.
 */
export function checkVatId(vat: string, country: string): VatCheck {
  const upper = vat.trim().replace(/\s+/g, ' ').toUpperCase();
  const rules = countries.find((entry) => entry.codes[0] === country);
  if (!rules) return upper ? { valid: true, normalised: upper } : { valid: false };
  const result = checkVAT(upper, [rules]);
  return result.isValid ? { valid: true, normalised: result.value ?? upper } : { valid: false };
}
