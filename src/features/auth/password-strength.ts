import type { components } from '../../../openapi/schema.gen';

type PasswordError = components['schemas']['PasswordErrorCode'];
type Verdict = components['schemas']['CheckPasswordResponse'];

export type Strength =
  { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; reason: PasswordError };

/** The policy's length bounds, known before the server is asked. */
export const passwordLength = { min: 10, max: 256 } as const;

/**
 * What the meter shows for what is typed now: nothing for an empty field; a length problem at
 * once (no need to ask); otherwise the server's verdict on this very value, or "checking" until
 * it has answered (`verdict` is undefined while the value is still changing or being checked).
 */
export function passwordStrength(value: string, verdict: Verdict | undefined): Strength | null {
  if (!value) return null;
  if (value.length < passwordLength.min) return { kind: 'invalid', reason: 'TOO_SHORT' };
  if (value.length > passwordLength.max) return { kind: 'invalid', reason: 'TOO_LONG' };
  if (!verdict) return { kind: 'checking' };
  return verdict.validPassword
    ? { kind: 'valid' }
    : { kind: 'invalid', reason: verdict.error ?? 'TOO_WEAK' };
}

const lengthReasons = new Set<PasswordError>(['TOO_SHORT', 'TOO_LONG']);

/** The meter's fill (0–100) and colour for a verdict. */
export function strengthLevel(strength: Strength): {
  value: number;
  tone: 'brand' | 'success' | 'danger';
} {
  switch (strength.kind) {
    case 'checking':
      return { value: 10, tone: 'brand' };
    case 'valid':
      return { value: 100, tone: 'success' };
    case 'invalid':
      return { value: lengthReasons.has(strength.reason) ? 20 : 45, tone: 'danger' };
  }
}

/**
 * What a screen reader is told, once the typing has paused: the settled verdict, or `null`
 * while typing or checking — then the live region keeps its last words, and saying the same
 * verdict again is not announced twice.
 */
export function spokenStrength(strength: Strength | null, paused: boolean): Strength | null {
  if (!paused || !strength || strength.kind === 'checking') return null;
  return strength;
}
