import { describe, expect, it } from 'vitest';
import { checkVatId } from '../../src/domain/billing/vat-id';

describe('checkVatId', () => {
  it.each([
    ['CHE-123.456.788 MWST', 'CH', { valid: true, normalised: 'CHE123456788MWST' }],
    ['che-116.281.710 mwst', 'CH', { valid: true, normalised: 'CHE116281710MWST' }],
    ['CHE-123.456.789 MWST', 'CH', { valid: false }],
    ['DE 136 695 976', 'DE', { valid: true, normalised: 'DE136695976' }],
    ['DE136695976', 'CH', { valid: false }],
    ['136695976', 'DE', { valid: false }],
    ['ATU12345675', 'AT', { valid: true, normalised: 'ATU12345675' }],
    [' li 12345 ', 'LI', { valid: true, normalised: 'LI 12345' }],
    ['12-3456789', 'US', { valid: true, normalised: '12-3456789' }],
  ] as const)('%s for %s', (vat, country, expected) => {
    expect(checkVatId(vat, country)).toEqual(expected);
  });
});
