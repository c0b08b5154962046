import type { Viewer } from './viewer';

/*
 * What the shell shows about the signed-in account, decided here once: the header's business
 * entries and the free-credits badge read these.
 */

/** A business admin sees the business pages (the user's `business.role`). */
export function isBusinessAdmin(viewer: Viewer): boolean {
  return viewer.business?.role === 'admin';
}

export type FreeAccountType = 'free_v1' | 'free_migrated' | 'free_legacy';

export interface FreeAccount {
  /** The free plan's generation, where the server names one; only the upload rule reads it. */
  type: FreeAccountType | null;
  /** Signatures left on the free plan; signing needs at least one (spec §6). */
  signaturesRemaining: number;
}

const FREE_TYPES: readonly string[] = ['free_v1', 'free_migrated', 'free_legacy'];

/**
 * The free user (spec §1, §6): a signed-in user who is neither business member nor admin (or
 * whose business's plan was cancelled), metered by `free_signatures_remaining` whatever their
 * `free_account_type`. Null for everyone else (members, admins, anonymous visitors).
 */
export function freeAccountOf(
  viewer: Viewer,
  attributes: {
    free_account_type?: readonly string[];
    free_signatures_remaining?: readonly string[];
  },
): FreeAccount | null {
  if (viewer.role === 'unauthenticated' || (viewer.business && !viewer.business.metered)) {
    return null;
  }
  const type = attributes.free_account_type?.[0];
  const remaining = Number(attributes.free_signatures_remaining?.[0] ?? '0');
  return {
    type: type && FREE_TYPES.includes(type) ? (type as FreeAccountType) : null,
    signaturesRemaining: Number.isFinite(remaining) ? Math.max(0, Math.floor(remaining)) : 0,
  };
}
