import { describe, expect, it } from 'vitest';
import { isDomainName } from './domain-name';

describe('isDomainName', () => {
  it.each([
    ['a plain domain', 'acme.example', true],
    ['a subdomain with digits and hyphens', 'mail-2.acme-ag.ch', true],
    ['upper case and spaces around', '  ACME.CH ', true],
    ['a label of 63 characters', `${'a'.repeat(63)}.ch`, true],
    ['a label of 64 characters', `${'a'.repeat(64)}.ch`, false],
    ['no top-level domain', 'acme', false],
    ['a one-letter top-level domain', 'acme.c', false],
    ['a numeric top-level domain', 'acme.123', false],
    ['an underscore', 'ac_me.ch', false],
    ['a leading hyphen', '-acme.ch', false],
    ['an address instead', 'dana@acme.ch', false],
    ['a URL instead', 'https://acme.ch', false],
    ['empty', '', false],
  ])('%s', (_, text, expected) => {
    expect(isDomainName(text)).toBe(expected);
  });
});
