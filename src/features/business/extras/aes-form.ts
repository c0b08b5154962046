import type { components } from '../../../../openapi/schema.gen';
import { isProblem } from '../../../api/problem';

export type Aes4Biz = components['schemas']['Aes4Biz'];

/** The form's values: text as typed, the chosen domains. */
export interface AesValues {
  enabled: boolean;
  representativeName: string;
  representativeEmail: string;
  commercialRegister: string;
  domains: string[];
}

export type AesField =
  'representativeName' | 'representativeEmail' | 'commercialRegister' | 'domains';
/** Why a field is refused: missing while on, not an address, a domain no longer verified, or the server's word. */
export type AesFieldError = 'required' | 'invalid' | 'notVerified' | 'refused';
export type AesErrors = Partial<Record<AesField, AesFieldError>>;

const textFields = ['representativeName', 'representativeEmail', 'commercialRegister'] as const;
// The contract's Email is a plain address; the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The saved setup as form values. Only verified domains can be chosen, so a saved domain that
 * lost its verification is left out (saving drops it, as the server would refuse it).
 */
export function aesValuesOf(setup: Aes4Biz | undefined, verified: readonly string[]): AesValues {
  return {
    enabled: setup?.enabled ?? false,
    representativeName: setup?.representativeName ?? '',
    representativeEmail: setup?.representativeEmail ?? '',
    commercialRegister: setup?.commercialRegister ?? '',
    domains: (setup?.domains ?? []).filter((domain) => verified.includes(domain)),
  };
}

/** The server's rules, checked before sending: everything is needed to turn it on. */
export function validateAes(values: AesValues): AesErrors {
  const errors: AesErrors = {};
  if (values.enabled) {
    for (const field of textFields) if (!values[field].trim()) errors[field] = 'required';
    if (values.domains.length === 0) errors.domains = 'required';
  }
  const email = values.representativeEmail.trim();
  if (email && !EMAIL.test(email)) errors.representativeEmail = 'invalid';
  return errors;
}

/** PUT replaces the setup: empty text is left out (the contract wants at least one character). */
export function aesBodyOf(values: AesValues): Aes4Biz {
  const text = (value: string) => value.trim() || undefined;
  return {
    enabled: values.enabled,
    representativeName: text(values.representativeName),
    representativeEmail: text(values.representativeEmail),
    commercialRegister: text(values.commercialRegister),
    domains: values.domains,
  };
}

/** Whether the saved setup can be turned on as it is (else the switch leads to the form). */
export function canTurnOn(setup: Aes4Biz, verified: readonly string[]): boolean {
  const values = aesValuesOf({ ...setup, enabled: true }, verified);
  return Object.keys(validateAes(values)).length === 0;
}

/** The field a refusal is about: VALIDATION_FAILED names it (`domains.0`), DOMAIN_NOT_VERIFIED is the domains'. */
export function aesProblemErrors(error: unknown): AesErrors | null {
  if (!isProblem(error)) return null;
  if (error.code === 'DOMAIN_NOT_VERIFIED') return { domains: 'notVerified' };
  if (error.code !== 'VALIDATION_FAILED' || !error.field) return null;
  const field = error.field.split('.')[0];
  const known: readonly string[] = [...textFields, 'domains'];
  return field && known.includes(field) ? { [field as AesField]: 'refused' } : null;
}
