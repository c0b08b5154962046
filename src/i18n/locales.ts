export const locales = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-gb';

/** Italian is offered only in direct-sign (guest) mode, per the spec. */
export function selectableLocales(directSign: boolean): readonly Locale[] {
  return directSign ? locales : locales.filter((locale) => locale !== 'it');
}

/** Maps a language tag or its two-letter prefix ("de", "fr-FR", "de-ch") to a supported locale. */
export function matchLocale(tag: string | null | undefined, directSign = false): Locale | null {
  if (!tag) return null;
  const prefix = tag.trim().toLowerCase().slice(0, 2);
  if (!/^[a-z]{2}$/.test(prefix)) return null;
  return selectableLocales(directSign).find((locale) => locale.startsWith(prefix)) ?? null;
}

export interface LocaleSources {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  directSign?: boolean;
}

/** Query `lang` wins, then the user's stored choice, then the browser's languages. */
export function detectLocale({
  query,
  stored,
  browser = [],
  directSign = false,
}: LocaleSources): Locale {
  for (const candidate of [query, stored, ...browser]) {
    const locale = matchLocale(candidate, directSign);
    if (locale) return locale;
  }
  return defaultLocale;
}
