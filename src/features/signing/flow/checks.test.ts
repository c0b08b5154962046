import { describe, expect, it } from 'vitest';
import {
  hasSigningCredit,
  meetsQuality,
  needsTermsOfUse,
  needsVisualSignatureData,
  signatureLanguage,
} from './checks';

describe('meets the request quality', () => {
  it('a higher level always does', () => {
    expect(meetsQuality('qes', 'AES')).toBe(true);
    expect(meetsQuality('aes', 'SES')).toBe(true);
    expect(meetsQuality('ses', 'PART11')).toBe(true);
  });
  it('a lower level or none does not', () => {
    expect(meetsQuality('ses', 'AES_MINIMAL')).toBe(false);
    expect(meetsQuality('aes', 'QES')).toBe(false);
    expect(meetsQuality(null, 'SES')).toBe(false);
  });
});

describe('free credits, terms and stamp data', () => {
  it('a free plan signs only while credits remain', () => {
    const free = (left?: string) => ({
      attributes: {
        free_account_type: ['free_v1' as const],
        free_signatures_remaining: left === undefined ? undefined : [left],
      },
    });
    expect(hasSigningCredit(free('2'))).toBe(true);
    expect(hasSigningCredit(free('0'))).toBe(false);
    expect(hasSigningCredit(free())).toBe(false);
    expect(hasSigningCredit({ attributes: {} })).toBe(true);
  });
  it('asks for terms and stamp data only when missing', () => {
    expect(needsTermsOfUse({ attributes: {} })).toBe(true);
    expect(needsTermsOfUse({ attributes: { accepted_gtc: ['2026-01-01'] } })).toBe(false);
    expect(needsVisualSignatureData({ signatures: [] })).toBe(true);
    expect(needsVisualSignatureData({ signatures: [{ name: 'Dana', language: 'en' }] })).toBe(true);
    expect(
      needsVisualSignatureData({
        signatures: [{ name: 'Dana', language: 'en', location: 'Zürich' }],
      }),
    ).toBe(false);
  });
  it('maps the interface language to a signature language', () => {
    expect(signatureLanguage('de-ch')).toBe('de');
    expect(signatureLanguage('it')).toBe('it');
    expect(signatureLanguage('en-gb')).toBe('en');
  });
});
