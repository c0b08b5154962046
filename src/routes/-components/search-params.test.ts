import { describe, expect, it } from 'vitest';
import { validEmail } from './search-params';

describe('query email', () => {
  it('is lower-cased when valid', () => {
    expect(validEmail(' Dana.Demo@Paraph.Example ')).toBe('dana.demo@paraph.example');
  });

  it('is ignored when invalid or not a string', () => {
    expect(validEmail('not-an-email')).toBeUndefined();
    expect(validEmail('a@b')).toBeUndefined();
    expect(validEmail(42)).toBeUndefined();
    expect(validEmail(undefined)).toBeUndefined();
  });
});
