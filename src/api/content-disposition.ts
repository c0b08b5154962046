/**
 * The file name a download announces: RFC 6266 `filename*` (UTF-8, percent-encoded) wins over
 * the plain `filename`; without either the caller's fallback is used.
 */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const name = plain?.[2]?.replace(/\\(.)/g, '$1') ?? plain?.[1]?.trim();
  return name || fallback;
}
