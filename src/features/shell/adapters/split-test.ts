export const SPLIT_TEST_MAX_AGE_S = 365 * 24 * 60 * 60;
const PREFIX = 'paraph_split_';

/** The variant stored for an experiment, if any. */
export function readVariant(cookie: string, experiment: string): string | null {
  const name = `${PREFIX}${experiment}=`;
  const part = cookie
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(name));
  return part ? decodeURIComponent(part.slice(name.length)) : null;
}

/** Spec 9: a split-test assignment lasts one year. */
export function variantCookie(experiment: string, variant: string): string {
  return `${PREFIX}${experiment}=${encodeURIComponent(variant)}; Max-Age=${SPLIT_TEST_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The visitor's variant: the stored one, else a random pick that is then stored. */
export function assignVariant(
  experiment: string,
  variants: readonly string[],
  jar: { get(): string; set(cookie: string): void },
  random: () => number = Math.random,
): string {
  const stored = readVariant(jar.get(), experiment);
  if (stored && variants.includes(stored)) return stored;
  const variant = variants[Math.floor(random() * variants.length)] ?? variants[0] ?? 'control';
  jar.set(variantCookie(experiment, variant));
  return variant;
}

/** The browser's cookie jar. */
export const documentCookies = {
  get: () => document.cookie,
  set: (cookie: string) => {
    document.cookie = cookie;
  },
};
