import { describe, expect, it } from 'vitest';
import { taxRateOf } from '../../src/domain/billing/taxes';

describe('the tax rate of an invoice (basis points)', () => {
  it.each([
    ['CH', null, 810],
    ['CH', 'CHE-123.456.789 MWST', 810], // Swiss VAT whatever the VAT id
    ['LI', null, 810],
    ['DE', null, 1900],
    ['DE', '', 1900], // an empty VAT id is none
    ['DE', 'DE123456789', 0], // reverse charge
    ['AT', null, 2000],
    ['FR', null, 2000],
    ['IT', null, 2200],
    ['FI', null, 2550],
    ['HU', null, 2700],
    ['LU', null, 1700],
    ['GR', null, 2400],
    ['IE', 'IE1234567T', 0],
    ['US', null, 0], // outside the EU and Switzerland
    ['GB', null, 0],
    ['NO', 'NO123456789MVA', 0],
  ])('%s with VAT id %j: %i', (country, vat, rate) => {
    expect(taxRateOf(country, vat)).toBe(rate);
  });

  it('knows all 27 EU member states', () => {
    const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';
    for (const country of eu.split(' ')) expect(taxRateOf(country, null)).toBeGreaterThan(0);
  });
});
