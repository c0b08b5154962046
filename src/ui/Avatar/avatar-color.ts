import { tokens } from '../../../design-tokens';

export type AvatarColor = (typeof tokens.avatarColors)[number];

/**
 * Picks one of the ten avatar colours from a user id: the same person gets the same colour on
 * every screen and every visit (FNV-1a, a tiny hash spreading similar ids across colours).
 */
export function avatarColor(id: string): AvatarColor {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const colors = tokens.avatarColors;
  return colors[(hash >>> 0) % colors.length] ?? colors[0];
}

/** Up to two initials: first and last word ("Anna Maria Keller" → "AK"), letters only. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
