import type { components } from '../../../../openapi/schema.gen';

type BillingView = components['schemas']['BillingView'];
export type BillingBody = components['schemas']['Billing'];
export type Currency = BillingBody['currency'];
export const currencies: readonly Currency[] = ['CHF', 'EUR'];

export interface AddressDraft {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  country: string;
  vat: string;
  currency: Currency;
}

export type AddressField = 'address1' | 'city' | 'postalCode' | 'country' | 'vat';
export type AddressProblem = 'required' | 'postalCode' | 'vat';
export type AddressErrors = Partial<Record<AddressField, AddressProblem>>;

export const draftOf = (billing: BillingView): AddressDraft => ({
  address1: billing.address1,
  address2: billing.address2 ?? '',
  city: billing.city,
  postalCode: billing.postalCode,
  country: billing.country,
  vat: billing.vat ?? '',
  currency: billing.currency,
});

/** The contract only takes VAT numbers in upper case; typing lower case is no mistake. */
export const normaliseVat = (value: string) => value.toUpperCase();

const POSTAL_CODE = /^[A-Za-z0-9 -]{2,16}$/;
const VAT = /^[A-Z0-9.\- ]{1,32}$/;

/** The contract's rules for the Billing body, checked before it is sent. */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.address1.trim()) errors.address1 = 'required';
  if (!draft.city.trim()) errors.city = 'required';
  if (!draft.country) errors.country = 'required';
  const postalCode = draft.postalCode.trim();
  if (!postalCode) errors.postalCode = 'required';
  else if (!POSTAL_CODE.test(postalCode)) errors.postalCode = 'postalCode';
  const vat = normaliseVat(draft.vat.trim());
  if (vat && !VAT.test(vat)) errors.vat = 'vat';
  return errors;
}

/** The body to send: trimmed, optional fields left out when empty. */
export function addressBody(draft: AddressDraft): BillingBody {
  const address2 = draft.address2.trim();
  const vat = normaliseVat(draft.vat.trim());
  return {
    address1: draft.address1.trim(),
    ...(address2 ? { address2 } : {}),
    city: draft.city.trim(),
    postalCode: draft.postalCode.trim(),
    country: draft.country,
    ...(vat ? { vat } : {}),
    currency: draft.currency,
  };
}
