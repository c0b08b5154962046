import { fetchClient } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';
import { unwrap } from '../../../api/unwrap';

type Schemas = components['schemas'];

export const lockStatus = (id: string) =>
  unwrap(fetchClient.GET('/v3/signature-requests/{id}/lock-status', { params: { path: { id } } }));

export const signAsUser = (body: Schemas['SignRequest']) =>
  unwrap(fetchClient.POST('/v3/sign', { body }));

/** Finishes a mobile signature with its one-time password. */
export const proceedMobileSignature = (transactionId: string, pwdotp: string) =>
  unwrap(
    fetchClient.POST('/v3/swisscom/proceed/{id}', {
      params: { path: { id: transactionId } },
      body: { pwdotp },
    }),
  );

export const declineAsUser = (id: string, message: string) =>
  unwrap(
    fetchClient.POST('/v3/signature-requests/{id}/decline', {
      params: { path: { id } },
      body: { message },
    }),
  );

export const acceptTerms = () =>
  unwrap(fetchClient.POST('/v1/user/accept', { body: { gtc: true } }));

type User = Schemas['User'];
type UserUpdate = Schemas['UserUpdate'];

/**
 * PUT /v1/user replaces the editable part, so the rest is carried over from the current user
 * and only the stamp details of the first signature entry change.
 */
export function withStampDetails(
  user: User,
  details: { name: string; location: string; company: string },
): UserUpdate {
  const [first, ...rest] = user.signatures;
  const attribute = (name: keyof User['attributes']) => user.attributes[name]?.[0];
  const notification = attribute('email_notification_level');
  const quality = attribute('default_quality');
  const legislation = attribute('default_legislation');
  const lang = attribute('lang');
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    lang: (lang === 'de-ch' || lang === 'fr-ch' || lang === 'it'
      ? lang
      : 'en-gb') as UserUpdate['lang'],
    ...(attribute('mobile') ? { mobile: attribute('mobile') } : {}),
    ...(user.retention ? { retention: user.retention } : {}),
    ...(notification === 'all' || notification === 'important' || notification === 'none'
      ? { email_notification_level: notification }
      : {}),
    ...(quality === 'ses' || quality === 'aes' || quality === 'qes' || quality === 'part11'
      ? { default_quality: quality }
      : {}),
    ...(legislation === 'eidas' || legislation === 'zertes'
      ? { default_legislation: legislation }
      : {}),
    ...(attribute('p11_signing_name') ? { p11_signing_name: attribute('p11_signing_name') } : {}),
    ...(attribute('p11_signing_reason')
      ? { p11_signing_reason: attribute('p11_signing_reason') }
      : {}),
    signatures: [
      {
        ...(first ?? { language: 'en' }),
        name: details.name,
        location: details.location,
        ...(details.company ? { company: details.company } : {}),
      },
      ...rest,
    ],
  };
}

export const saveStampDetails = (update: UserUpdate) =>
  unwrap(fetchClient.PUT('/v1/user', { body: update }));
