import { describe, expect, it } from 'vitest';
import {
  clearedSupportFields,
  retentionDaysOf,
  settingsBodyOf,
  settingsValuesOf,
  type BusinessSettings,
} from './settings-form';

const settings: BusinessSettings = {
  supportContact: { email: 'help@muster.example' },
  signatureRequests: { part11: { enabled: false }, retention: { enabled: false } },
  companyBranding: { logo: { width: 160, height: 48, url: 'https://x.example/logo.png' } },
  mailService: {
    attachments: { signedDocument: true },
    signatureProtocol: { enabled: true, customisable: false },
  },
  signerGroups: { maxGroups: 10, maxParticipants: 50 },
};

describe('retentionDaysOf', () => {
  it.each([
    ['30', 30],
    [' 1 ', 1],
    ['3650', 3650],
    ['0', null],
    ['3651', null],
    ['2.5', null],
    ['-3', null],
    ['', null],
  ])('%j → %s', (typed, expected) => expect(retentionDaysOf(typed)).toBe(expected));
});

describe('settingsBodyOf', () => {
  const values = settingsValuesOf(settings);
  it.each<[string, Partial<typeof values>, Partial<BusinessSettings>]>([
    [
      'unchanged values give the settings back (flags default off)',
      {},
      {
        affiliate: { enabled: false },
        userPilot: { enabled: false },
      },
    ],
    [
      'auto-deletion on with its period; empty support fields left out',
      { retentionEnabled: true, retentionDays: '90', supportEmail: ' ', supportPhone: '' },
      {
        supportContact: {},
        signatureRequests: {
          part11: { enabled: false },
          retention: { enabled: true, terminalState: 90 },
        },
        affiliate: { enabled: false },
        userPilot: { enabled: false },
      },
    ],
    [
      'the protocol off cannot stay customisable',
      { protocolEnabled: false, protocolCustomisable: true },
      {
        mailService: {
          attachments: { signedDocument: true },
          signatureProtocol: { enabled: false, customisable: false },
        },
        affiliate: { enabled: false },
        userPilot: { enabled: false },
      },
    ],
  ])('%s', (_, change, expected) => {
    expect(settingsBodyOf(settings, { ...values, ...change })).toEqual({
      ...settings,
      ...expected,
    });
  });

  it('keeps the logo and the plan limits it does not edit', () => {
    const body = settingsBodyOf(settings, { ...values, part11: true });
    expect(body.companyBranding).toBe(settings.companyBranding);
    expect(body.signerGroups).toBe(settings.signerGroups);
  });
});

describe('clearedSupportFields', () => {
  const values = settingsValuesOf(settings);
  it.each<[string, Partial<typeof values>, BusinessSettings['supportContact'], string[]]>([
    [
      'both kept',
      { supportPhone: '044 555 1234' },
      { email: 'help@muster.example', phone: '044 555 1234' },
      [],
    ],
    [
      'the phone cleared',
      { supportPhone: '12' },
      { email: 'help@muster.example' },
      ['supportPhone'],
    ],
    ['nothing typed, nothing cleared', { supportEmail: '' }, {}, []],
  ])('%s', (_, change, saved, expected) => {
    expect(
      clearedSupportFields({ ...values, ...change }, { ...settings, supportContact: saved }),
    ).toEqual(expected);
  });
});
