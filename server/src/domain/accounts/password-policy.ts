import type { components } from '../../../../openapi/schema.gen';
import { DomainError } from '../errors';
import { checkPassword } from './password-strength';

type Schemas = components['schemas'];

/** The contract's NewPassword maximum; check-password accepts longer input to say so. */
export const MAX_PASSWORD_LENGTH = 256;

/** The check-password verdict in the contract's codes. */
export function passwordVerdict(
  password: string,
  email?: string,
): Schemas['CheckPasswordResponse'] {
  if ([...password].length > MAX_PASSWORD_LENGTH)
    return { validPassword: false, error: 'TOO_LONG' };
  const check = checkPassword(password, email);
  if (check.validPassword) return { validPassword: true, error: null };
  return { validPassword: false, error: check.code ?? 'TOO_WEAK' };
}

/** Refuses a new password the checker does not accept, naming the reason. */
export function assertStrongPassword(password: string, email: string): void {
  const verdict = passwordVerdict(password, email);
  if (!verdict.validPassword) {
    throw new DomainError('WEAK_PASSWORD', `The password is not accepted (${verdict.error})`);
  }
}
