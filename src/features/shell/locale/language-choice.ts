import type { components } from '../../../../openapi/schema.gen';

export type AppLanguage = components['schemas']['Language'];

/** The localStorage key of the visitor's language choice (main.tsx reads it at start). */
export const LANGUAGE_KEY = 'lang';

/**
 * The languages a signed-in user can pick; Italian only in direct-sign mode (spec §1), where
 * the header is not shown. Each is named in its own language, so nobody has to read a
 * language they do not know to find theirs: these names are not translated.
 */
export const menuLanguages: readonly { locale: AppLanguage; name: string }[] = [
  { locale: 'en-gb', name: 'English' },
  { locale: 'de-ch', name: 'Deutsch' },
  { locale: 'fr-ch', name: 'Français' },
];

/**
 * A signed-in user's language wins over the device's choice: the language the app should
 * switch to, or null when it already runs in it or the account names none the menu offers
 * (an account without a language keeps the device's; Italian stays for direct-sign guests).
 */
export function languageToApply(account: string | undefined, running: string): AppLanguage | null {
  const locale = menuLanguages.find((language) => language.locale === account)?.locale;
  return locale && locale !== running ? locale : null;
}

export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(locale: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice holds for this page load only.
  }
}

/**
 * The app loads one catalogue at start: a new language is stored, then the page loads again
 * (without a `lang` query, which would win over the stored choice).
 */
export function switchLanguage(locale: AppLanguage): void {
  storeLanguage(locale);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.replace(url.href);
}
