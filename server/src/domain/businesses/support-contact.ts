import type { components } from '../../../../openapi/schema.gen';

type SupportContact = components['schemas']['SupportContact'];

/**
 * Spec §5's phone rule: an optional plus, 3 digits (optionally in parentheses), a separator,
 * 3 digits, a separator, then 4 to 6 digits. Separators are a space, a dash or a dot.
 */
const PHONE = /^\+?(\(\d{3}\)|\d{3})[-. ]\d{3}[-. ]\d{4,6}$/;

// The contract's `format: email` (ajv-formats' fast check), so what is kept always validates.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const isValidPhone = (phone: string): boolean => PHONE.test(phone);
export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/**
 * What is kept of a support contact as typed: each value trimmed, and an invalid one cleared
 * (spec §5: cleared to empty, not refused), so a typo never blocks saving the other settings.
 */
export function cleanSupportContact(input: { email?: string; phone?: string }): SupportContact {
  const email = input.email?.trim() ?? '';
  const phone = input.phone?.trim() ?? '';
  return {
    ...(isValidEmail(email) ? { email } : {}),
    ...(isValidPhone(phone) ? { phone } : {}),
  };
}
