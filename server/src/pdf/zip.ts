import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const MAX_NAME_LENGTH = 200;
// Characters no archive tool or file system should receive: path separators (zip-slip),
// characters Windows refuses, C0/C1 controls and bidi overrides that disguise an extension.
const UNSAFE = /[/\\<>:"|?*\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// Device names Windows will not create as files, whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** Cuts to a length in code points, keeping the extension, without splitting a surrogate pair. */
function truncate(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length > 16 || extension.length >= max) return chars.slice(0, max).join('');
  return chars.slice(0, max - extension.length).join('') + extension.join('');
}

/** A single flat file name that is safe to extract anywhere. */
export function sanitizeEntryName(name: string): string {
  let clean = name.normalize('NFC').replace(UNSAFE, '_').replace(/\s+/g, ' ');
  // Leading dots make hidden files (and `..`; a replaced separator leaves `_` between them);
  // trailing dots and spaces vanish on Windows.
  clean = clean.replace(/^[.\s_]+/, '').replace(/[.\s]+$/, '');
  if (RESERVED.test(clean)) clean = `_${clean}`;
  return truncate(clean || 'document', MAX_NAME_LENGTH);
}

/** "contract.pdf", then "contract (2).pdf", "contract (3).pdf", … compared case-insensitively. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})${extension}`;
    candidate = truncate(stem, MAX_NAME_LENGTH - Array.from(suffix).length) + suffix;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A ZIP of the given files, in the given order, flat and with safe unique names. PDFs are
 * stored: their streams are compressed already, and deflating up to 40 MB each again would
 * block the event loop for little gain. Everything else (the protocol) is deflated.
 *
 * fflate's streaming `Zip` is used rather than `zipSync` because `zipSync` takes an object,
 * which would reorder numeric names and choke on a name like `__proto__`.
 */
export function buildZip(entries: ZipEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    chunks.push(chunk);
    if (final) done = true;
  });
  const taken = new Set<string>();
  for (const entry of entries) {
    const name = uniqueName(sanitizeEntryName(entry.name), taken);
    const file = /\.pdf$/i.test(name)
      ? new ZipPassThrough(name)
      : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(entry.bytes, true);
  }
  zip.end();
  // The synchronous file types call back before end() returns; anything else is a bug here.
  if (!done) throw new Error('ZIP output was not complete');
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
