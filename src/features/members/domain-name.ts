// Spec §5: letters, digits and hyphens; labels up to 63 characters; a top-level domain of 2 or
// more letters. Labels neither start nor end with a hyphen (DNS).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`);

/** The domain as the server keeps it: trimmed and lower-case. */
export const normaliseDomain = (text: string) => text.trim().toLowerCase();

export function isDomainName(text: string): boolean {
  const domain = normaliseDomain(text);
  return domain.length <= 253 && DOMAIN.test(domain);
}
