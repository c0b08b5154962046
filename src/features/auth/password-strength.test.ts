import { describe, expect, it } from 'vitest';
import { passwordStrength, spokenStrength, strengthLevel } from './password-strength';

const strong = { validPassword: true, error: null } as const;
const common = { validPassword: false, error: 'TOO_COMMON' } as const;

describe('passwordStrength', () => {
  it.each([
    ['', undefined, null],
    ['short', undefined, { kind: 'invalid', reason: 'TOO_SHORT' }],
    // A length problem is known at once, whatever an older answer said.
    ['short', strong, { kind: 'invalid', reason: 'TOO_SHORT' }],
    ['x'.repeat(257), undefined, { kind: 'invalid', reason: 'TOO_LONG' }],
    ['long enough now', undefined, { kind: 'checking' }],
    ['long enough now', strong, { kind: 'valid' }],
    ['password123', common, { kind: 'invalid', reason: 'TOO_COMMON' }],
    [
      'x'.repeat(10),
      { validPassword: false, error: null },
      { kind: 'invalid', reason: 'TOO_WEAK' },
    ],
  ] as const)('%j with %j is %j', (value, verdict, expected) => {
    expect(passwordStrength(value, verdict)).toEqual(expected);
  });
});

describe('strengthLevel', () => {
  it('fills the meter by how close the password is', () => {
    expect(strengthLevel({ kind: 'checking' })).toEqual({ value: 10, tone: 'brand' });
    expect(strengthLevel({ kind: 'invalid', reason: 'TOO_SHORT' })).toEqual({
      value: 20,
      tone: 'danger',
    });
    expect(strengthLevel({ kind: 'invalid', reason: 'TOO_COMMON' })).toEqual({
      value: 45,
      tone: 'danger',
    });
    expect(strengthLevel({ kind: 'valid' })).toEqual({ value: 100, tone: 'success' });
  });
});

describe('spokenStrength', () => {
  it('says a verdict only once the typing has paused, and never "checking"', () => {
    const short = { kind: 'invalid', reason: 'TOO_SHORT' } as const;
    expect(spokenStrength(short, false)).toBeNull();
    expect(spokenStrength(short, true)).toEqual(short);
    expect(spokenStrength({ kind: 'checking' }, true)).toBeNull();
    expect(spokenStrength({ kind: 'valid' }, true)).toEqual({ kind: 'valid' });
    expect(spokenStrength(null, true)).toBeNull();
  });
});
