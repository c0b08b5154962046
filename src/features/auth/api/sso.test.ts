import { describe, expect, it } from 'vitest';
import { lookableEmail } from './sso';

describe('lookableEmail: when the login page asks for the single sign-on of an address', () => {
  it.each([
    ['dana@acme.example', true],
    ['Dana.Demo@ACME.example', true],
    ['dana@acme', false],
    ['dana@acme.e', false],
    ['dana@', false],
    ['@acme.example', false],
    ['da na@acme.example', false],
    ['', false],
  ])('%s → %s', (email, expected) => {
    expect(lookableEmail(email)).toBe(expected);
  });
});
