import { describe, expect, it } from 'vitest';
import {
  hasSigningCredit,
  identificationMethod,
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
  const inBusiness = (plan: string) => ({
    id: 'biz_4Tq9LmZx2Wc7Rp1K',
    name: 'Acme AG',
    role: 'member' as const,
    paymentMethod: 'TRIALING' as const,
    trialEndsAt: null,
    pricePlan: { name: plan, startAt: '2026-11-01T09:00:00.000Z' },
    deletionScheduledAt: null,
    userPilotEnabled: false,
    part11Enabled: false,
  });
  const account = (left?: string, business: ReturnType<typeof inBusiness> | null = null) => ({
    business,
    attributes: {
      free_account_type: ['free_v1' as const],
      free_signatures_remaining: left === undefined ? undefined : [left],
    },
  });
  it('a free user (in no business) signs only while credits remain', () => {
    expect(hasSigningCredit(account('2'))).toBe(true);
    expect(hasSigningCredit(account('0'))).toBe(false);
    expect(hasSigningCredit(account())).toBe(false);
  });
  it('the free plan’s name does not decide: no business, no credits, no signing (spec §1)', () => {
    expect(hasSigningCredit({ business: null, attributes: {} })).toBe(false);
    expect(
      hasSigningCredit({ business: null, attributes: { free_signatures_remaining: ['1'] } }),
    ).toBe(true);
  });
  it('members and admins sign without credits, unless their business’s plan is cancelled', () => {
    expect(hasSigningCredit(account('0', inBusiness('team')))).toBe(true);
    expect(hasSigningCredit(account(undefined, inBusiness('team')))).toBe(true);
    expect(hasSigningCredit(account('0', inBusiness('CANCELED')))).toBe(false);
    expect(hasSigningCredit(account('1', inBusiness('CANCELED')))).toBe(true);
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

describe('where a guest identifies', () => {
  it('a guest identifies under eIDAS or, without one, ZertES', () => {
    expect(identificationMethod('EIDAS')).toBe('eidas');
    expect(identificationMethod('ZERTES')).toBe('zertes');
    expect(identificationMethod('UNDEFINED')).toBe('zertes');
  });
});
