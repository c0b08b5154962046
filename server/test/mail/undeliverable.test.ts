import { describe, expect, it } from 'vitest';
import { isUndeliverable } from '../../src/mail/undeliverable';

describe('isUndeliverable', () => {
  it.each([
    ['api-erp@api-users.invalid', true],
    ['deleted-0a1b@deleted.invalid', true],
    ['someone@INVALID', true],
    ['bea.boss@paraph.example', false],
    ['someone@invalid.example', false],
    ['someone@notinvalid', false],
  ])('%s → %s', (address, expected) => {
    expect(isUndeliverable(address)).toBe(expected);
  });
});
