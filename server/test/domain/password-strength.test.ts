import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../src/domain/accounts/password-strength';

describe('password strength', () => {
  it('accepts a long, unguessable passphrase', () => {
    expect(checkPassword('violet-harbour-tractor-91', 'dana@paraph.example')).toEqual({
      validPassword: true,
    });
  });

  it('refuses short passwords', () => {
    expect(checkPassword('Xq7!pLm2', 'dana@paraph.example')).toEqual({
      validPassword: false,
      code: 'TOO_SHORT',
    });
  });

  it('refuses passwords from leaked-password lists', () => {
    expect(checkPassword('password123', 'dana@paraph.example').code).toBe('TOO_COMMON');
    expect(checkPassword('1234567890').code).toBe('TOO_COMMON');
  });

  it('refuses passwords containing the e-mail or its local part', () => {
    expect(checkPassword('dana.demo-2026!', 'dana.demo@paraph.example').code).toBe(
      'CONTAINS_EMAIL',
    );
  });

  it('refuses guessable patterns that are in no list', () => {
    expect(checkPassword('aaaaaaaaaaaa').code).toBe('TOO_WEAK');
    expect(checkPassword('qwertzuiopü').validPassword).toBe(false);
  });
});
