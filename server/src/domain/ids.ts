import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Bytes at or above this limit are rejected so that every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export type IdPrefix =
  | 'u'
  | 'sr'
  | 'doc'
  | 'sig'
  | 'ver'
  | 'ev'
  | 'obs'
  | 'att'
  | 'mst'
  | 'vs'
  | 'idn'
  | 'biz'
  | 'inv'
  | 'bev'
  | 'seal'
  | 'grp';

/** `length` uniformly random base62 characters (≈ 5.95 bits each). */
export function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      text += ALPHABET[byte % ALPHABET.length];
      if (text.length === length) break;
    }
  }
  return text;
}

/** A random, unguessable id such as `u_8Jm3kQ2xZr5tW9aB` (16 base62 characters ≈ 95 bits). */
export function newId(prefix: IdPrefix, length = 16): string {
  return `${prefix}_${randomBase62(length)}`;
}
