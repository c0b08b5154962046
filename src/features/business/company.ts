import type { components } from '../../../openapi/schema.gen';

export type BusinessCreate = components['schemas']['BusinessCreate'];

/** What the company form holds, as typed (every field a string, the two acceptances flags). */
export interface CompanyValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  vat: string;
  gtc: boolean;
  dpa: boolean;
}

export const emptyCompany: CompanyValues = {
  name: '',
  email: '',
  phone: '',
  country: '',
  address1: '',
  address2: '',
  postalCode: '',
  city: '',
  vat: '',
  gtc: false,
  dpa: false,
};

/** The contract's patterns, checked here so a typo is said at the field, not by a 400. */
export const VAT_PATTERN = '[A-Z0-9.\\- ]+';
export const POSTAL_CODE_PATTERN = '[A-Za-z0-9 \\-]+';
/** Spec 5: optional plus, 3 digits (optionally in parentheses), separator, 3, separator, 4–6. */
export const PHONE_PATTERN = '\\+?(\\d{3}|\\(\\d{3}\\))[\\s.\\-]\\d{3}[\\s.\\-]\\d{4,6}';
const UCC = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec 9 "uppercase only": letters are uppercased as typed; inner runs of spaces are one. */
export function normaliseVat(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, ' ').trimStart();
}

/** Whether a VAT number fits (empty is fine: the field is optional). */
export function validVat(vat: string): boolean {
  return vat.trim() === '' || new RegExp(`^${VAT_PATTERN}$`).test(vat.trim());
}

export function validPhone(phone: string): boolean {
  return phone.trim() === '' || new RegExp(`^${PHONE_PATTERN}$`).test(phone.trim());
}

/**
 * The form as the contract's BusinessCreate: trimmed, empty optional fields left out (the
 * contract refuses empty strings where it has patterns), and the referral code kept from the
 * sign-up link only when it fits the contract (a mangled one must not cost the sign-up).
 */
export function businessCreateOf(values: CompanyValues, ucc?: string | null): BusinessCreate {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const body: BusinessCreate = {
    name: values.name.trim(),
    email: values.email.trim(),
    country: values.country,
    gtc_accepted: true,
    dpa_accepted: true,
  };
  const fields = {
    phone: optional(values.phone),
    address_1: optional(values.address1),
    address_2: optional(values.address2),
    postal_code: optional(values.postalCode),
    city: optional(values.city),
    vat: optional(normaliseVat(values.vat)),
    cello_ucc: ucc && UCC.test(ucc) ? ucc : undefined,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  return body;
}
