import type { components } from '../../../../openapi/schema.gen';
import { $api } from '../../../api/client';
import { tokenStore } from '../../../api/session';

/** The sign-ups a visitor starts here: the plain one and eID+ (identified first). */
export type SignupFlow = Extract<components['schemas']['ConfirmationFlow'], 'free' | 'eidplus'>;

/** Sends the confirmation mail that starts a sign-up (the same answer for known addresses). */
export function useRequestConfirmation() {
  return $api.useMutation('post', '/v1/request-confirmation');
}

/** Which address a confirmation link belongs to; a dead link is an answer, not a retry. */
export function useConfirmationToken(token: string, language: AccountLanguage) {
  return $api.useQuery(
    'post',
    '/v1/valid-confirmation',
    { body: { token, language } },
    { retry: false, staleTime: Infinity, enabled: token.length > 0 },
  );
}

/** Creates the account and keeps its session: the user is signed in afterwards. */
export function useRegister() {
  return $api.useMutation('post', '/v1/register', {
    onSuccess: ({ token, expiresAt }) => tokenStore.set(token, expiresAt),
  });
}

/** The languages an account can choose (Italian only in direct sign, per the spec). */
export const accountLanguages = ['en-gb', 'de-ch', 'fr-ch'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];

/** The account language closest to the page's locale. */
export function accountLanguage(locale: string): AccountLanguage {
  return accountLanguages.find((language) => language === locale.toLowerCase()) ?? 'en-gb';
}
