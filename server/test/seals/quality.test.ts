import { describe, expect, it } from 'vitest';
import { sealQuality } from '../../src/domain/seals/quality';

describe('sealQuality', () => {
  it.each([
    ['SES', 'UNDEFINED', 'AES', 'CH', 'AES', 'UNDEFINED'],
    ['AES', 'UNDEFINED', 'AES', 'DE', 'AES', 'UNDEFINED'],
    ['AES_MINIMAL', 'ZERTES', 'AES', 'CH', 'AES', 'UNDEFINED'],
    ['DEMO', 'UNDEFINED', 'AES', 'CH', 'AES', 'UNDEFINED'],
    ['SES', 'UNDEFINED', 'QES', 'CH', 'QES', 'ZERTES'],
    ['QES', 'UNDEFINED', 'QES', 'LI', 'QES', 'ZERTES'],
    ['QES', 'UNDEFINED', 'QES', 'DE', 'QES', 'EIDAS'],
    ['QES', 'EIDAS', 'QES', 'CH', 'QES', 'EIDAS'],
  ] as const)(
    'a %s request (%s) with a %s seal of %s signs at %s under %s',
    (quality, legislation, sealLevel, country, applied, appliedLegislation) => {
      expect(sealQuality({ quality, legislation }, { quality: sealLevel, country })).toEqual({
        quality: applied,
        legislation: appliedLegislation,
        needsMobileSignature: false,
      });
    },
  );

  it('refuses a qualified request with an advanced seal', () => {
    expect(() =>
      sealQuality({ quality: 'QES', legislation: 'UNDEFINED' }, { quality: 'AES', country: 'CH' }),
    ).toThrow(expect.objectContaining({ code: 'QUALITY_NOT_MET' }));
  });
});
