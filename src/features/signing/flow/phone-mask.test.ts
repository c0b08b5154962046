import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask';

describe('a mobile number, masked', () => {
  it.each([
    ['+41791234567', '+41*******67'],
    ['+41 79 123 45 67', '+41*******67'],
    ['+4915123456789', '+49*********89'],
    ['+4179', '+4179'],
  ])('%s → %s', (number, masked) => {
    expect(maskPhone(number)).toBe(masked);
  });
});
