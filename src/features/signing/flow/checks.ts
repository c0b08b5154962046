import type { components } from '../../../../openapi/schema.gen';
import { signsOnBusinessPlan } from '../../../api/free-user';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Quality = Schemas['Quality'];

/**
 * The user's highest signature quality, as the server computes it (`User.highestQuality`,
 * spec §4); null while the e-mail is unverified. The app compares levels, never derives one.
 */
export type Level = NonNullable<User['highestQuality']>;

const rank: Record<Level, number> = { ses: 1, demo: 3, aes: 2, qes: 3 };

/** The level a request's quality asks of its signer. */
export function requiredLevel(quality: Quality): Exclude<Level, 'demo'> {
  if (quality === 'QES') return 'qes';
  if (quality === 'AES' || quality === 'AES_MINIMAL') return 'aes';
  return 'ses';
}

/** Whether the user reaches the request's quality (a higher level always does). */
export function meetsQuality(user: Level | null, quality: Quality): boolean {
  return user !== null && rank[user] >= rank[requiredLevel(quality)];
}

/** Where a guest identifies for a request: eIDAS through srs, otherwise ZertES through intrum. */
export const identificationMethod = (legislation: Schemas['Legislation']) =>
  legislation === 'EIDAS' ? ('eidas' as const) : ('zertes' as const);

/** Advanced and qualified signatures go through the mobile-signature one-time password. */
export const needsMobileSignature = (quality: Quality) => requiredLevel(quality) !== 'ses';

/** A free user (`signsOnBusinessPlan`) signs only while `free_signatures_remaining` is above 0. */
export function hasSigningCredit(user: Pick<User, 'attributes' | 'business'>): boolean {
  if (signsOnBusinessPlan(user.business)) return true;
  return Number(user.attributes.free_signatures_remaining?.[0] ?? 0) > 0;
}

/** The stamp needs the signer's name and location; the first signature entry holds them. */
export function needsVisualSignatureData(user: Pick<User, 'signatures'>): boolean {
  const [first] = user.signatures;
  return !first?.name.trim() || !first.location?.trim();
}

export const needsTermsOfUse = (user: Pick<User, 'attributes'>) =>
  !user.attributes.accepted_gtc?.length;

/** A regulated (Part 11) signature carries a signing name and reason. */
export const needsPart11 = (quality: Quality) => quality === 'PART11';

/** react-intl locale → the signature language of stamps and mails (en, de, fr, it). */
export function signatureLanguage(locale: string): Schemas['SignatureLanguage'] {
  const prefix = locale.slice(0, 2);
  return prefix === 'de' || prefix === 'fr' || prefix === 'it' ? prefix : 'en';
}
