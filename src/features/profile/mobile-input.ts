/**
 * A typed phone number in the contract's E.164 form: spaces, dashes, dots and brackets are
 * how people write numbers and go; a leading 00 is the international prefix, written +. What is
 * left must be a plus, a country code and 7 to 14 more digits — a number without its country
 * code is refused rather than guessed.
 */
export function e164Of(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** A one-time code as typed: digits only, exactly six of them. */
export const isCode = (typed: string) => /^\d{6}$/.test(typed.trim());
