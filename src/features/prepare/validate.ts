import { normalEmail, type InviteForm } from './form-state';

export type FieldProblem = 'required' | 'email' | 'duplicate' | 'mobile' | 'tooLong';

export interface FormErrors {
  title?: FieldProblem;
  message?: FieldProblem;
  /** By signer key. */
  signers: Record<string, { email?: FieldProblem; mobile?: FieldProblem }>;
  /** By observer key. */
  observers: Record<string, FieldProblem>;
}

export const MAX_TEXT = 1024;
// The contract's patterns (openapi/components/schemas/common.yaml).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4,6}$/;

/** A mobile number in the contract's format, e.g. "079 555 0123". */
export const isValidMobile = (value: string): boolean => PHONE.test(value.trim());

/** What must be fixed before saving; a draft may have no signers yet, sending may not. */
export function validateForm(form: InviteForm): FormErrors {
  const errors: FormErrors = { signers: {}, observers: {} };
  if (!form.title.trim()) errors.title = 'required';
  else if (form.title.length > MAX_TEXT) errors.title = 'tooLong';
  if (form.message.length > MAX_TEXT) errors.message = 'tooLong';
  const seen = new Set<string>();
  for (const signer of form.signers) {
    // A group signer has no address of its own; its members' are the group's.
    if (signer.groupId) continue;
    const email = normalEmail(signer.email);
    const problems: FormErrors['signers'][string] = {};
    if (!email) problems.email = 'required';
    else if (!EMAIL.test(email)) problems.email = 'email';
    else if (seen.has(email)) problems.email = 'duplicate';
    seen.add(email);
    if (signer.mobile.trim() && !isValidMobile(signer.mobile)) problems.mobile = 'mobile';
    if (problems.email || problems.mobile) errors.signers[signer.key] = problems;
  }
  const observed = new Set<string>();
  for (const observer of form.observers) {
    const email = normalEmail(observer.email);
    if (!email) errors.observers[observer.key] = 'required';
    else if (!EMAIL.test(email)) errors.observers[observer.key] = 'email';
    else if (observed.has(email)) errors.observers[observer.key] = 'duplicate';
    observed.add(email);
  }
  return errors;
}

export const hasErrors = (errors: FormErrors): boolean =>
  Boolean(errors.title || errors.message) ||
  Object.keys(errors.signers).length > 0 ||
  Object.keys(errors.observers).length > 0;
