import type { components } from '../../../openapi/schema.gen';

type User = components['schemas']['User'];
export type UserUpdate = components['schemas']['UserUpdate'];
export type AccountLanguage = UserUpdate['lang'];
export type NotificationLevel = NonNullable<UserUpdate['email_notification_level']>;
export type DefaultQuality = NonNullable<UserUpdate['default_quality']>;
export type DefaultLegislation = NonNullable<UserUpdate['default_legislation']>;

const LANGUAGES: readonly AccountLanguage[] = ['en-gb', 'de-ch', 'fr-ch', 'it'];
const LEVELS: readonly NotificationLevel[] = ['all', 'important', 'none'];
const QUALITIES: readonly DefaultQuality[] = ['ses', 'aes', 'qes', 'part11'];
const LEGISLATIONS: readonly DefaultLegislation[] = ['eidas', 'zertes'];

/** The first value of an attribute when it is one of `allowed`; anything else counts as unset. */
function oneOf<T extends string>(values: readonly string[] | undefined, allowed: readonly T[]) {
  const value = values?.[0];
  return allowed.find((candidate) => candidate === value);
}

/**
 * PUT /v1/user replaces the whole editable part, so one section's save sends everything else
 * as the account has it now: the signatures, the retention and the rest stay untouched.
 */
export function userUpdateOf(user: User, changes: Partial<UserUpdate>): UserUpdate {
  const { attributes } = user;
  const current: UserUpdate = {
    firstName: user.firstName,
    lastName: user.lastName,
    lang: oneOf(attributes.lang, LANGUAGES) ?? 'en-gb',
    mobile: attributes.mobile?.[0] ?? null,
    retention: user.retention ?? null,
    email_notification_level: oneOf(attributes.email_notification_level, LEVELS),
    default_quality: oneOf(attributes.default_quality, QUALITIES),
    default_legislation: oneOf(attributes.default_legislation, LEGISLATIONS),
    p11_signing_name: attributes.p11_signing_name?.[0],
    p11_signing_reason: attributes.p11_signing_reason?.[0],
    signatures: user.signatures,
  };
  const merged: Record<string, unknown> = { ...current, ...changes };
  // The contract takes no undefined: a left-out key is an unset attribute.
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as unknown as UserUpdate;
}

/** The account's settings as the settings page edits them. */
export function settingsOf(user: User) {
  const { attributes } = user;
  return {
    lang: oneOf(attributes.lang, LANGUAGES) ?? null,
    notificationLevel: oneOf(attributes.email_notification_level, LEVELS) ?? 'all',
    defaultQuality: oneOf(attributes.default_quality, QUALITIES) ?? null,
    defaultLegislation: oneOf(attributes.default_legislation, LEGISLATIONS) ?? null,
    mobile: attributes.mobile?.[0] ?? null,
  };
}
