import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { settingsOf, userUpdateOf } from './user-update';

type User = components['schemas']['User'];

const user: User = {
  id: 'u-1',
  email: 'dana@example.test',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  retention: 30,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [{ name: 'Dana Demo', language: 'de', location: 'Bern' }],
  business: null,
  attributes: {
    lang: ['de-ch'],
    mobile: ['+41795550123'],
    email_notification_level: ['important'],
    default_quality: ['aes'],
    p11_signing_name: ['Dana'],
  },
};

describe('userUpdateOf', () => {
  it('sends what the account has, with the one change', () => {
    expect(userUpdateOf(user, { firstName: 'Dora' })).toEqual({
      firstName: 'Dora',
      lastName: 'Demo',
      lang: 'de-ch',
      mobile: '+41795550123',
      retention: 30,
      email_notification_level: 'important',
      default_quality: 'aes',
      p11_signing_name: 'Dana',
      signatures: user.signatures,
    });
  });

  it('unsets an attribute changed to undefined, and reads unknown values as unset', () => {
    const odd = { ...user, attributes: { lang: ['xx'], default_legislation: ['mars'] } };
    expect(userUpdateOf(odd, { email_notification_level: undefined })).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      lang: 'en-gb',
      mobile: null,
      retention: 30,
      signatures: user.signatures,
    });
  });
});

describe('settingsOf', () => {
  it.each([
    [user.attributes, { lang: 'de-ch', notificationLevel: 'important', defaultQuality: 'aes' }],
    [{}, { lang: null, notificationLevel: 'all', defaultQuality: null, mobile: null }],
    [{ email_notification_level: ['weekly'] }, { notificationLevel: 'all' }],
  ])('reads %j', (attributes, expected) => {
    expect(settingsOf({ ...user, attributes })).toMatchObject(expected);
  });
});
