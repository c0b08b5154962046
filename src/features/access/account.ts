import type { Viewer } from './viewer';

/*
 * What the shell shows about the signed-in account, decided here once: the header's business
 * entries and the free-credits badge read these, so the businesses issue changes one place.
 */

/**
 * A business admin sees the business pages. The contract's User has no business fields yet, so
 * this holds only for the fields `viewerFromUser` reads defensively (`business.role`,
 * `isBusinessAdmin`); the businesses issue makes it real.
 */
export function isBusinessAdmin(viewer: Viewer): boolean {
  return viewer.business?.role === 'admin';
}

export type FreeAccountType = 'free_v1' | 'free_migrated' | 'free_legacy';

export interface FreeAccount {
  type: FreeAccountType;
  /** Signatures left on the free plan; signing needs at least one (spec §4). */
  signaturesRemaining: number;
}

const FREE_TYPES: readonly string[] = ['free_v1', 'free_migrated', 'free_legacy'];

/**
 * The free user (spec §4): neither business member nor admin, on a free plan
 * (`free_account_type`, as the server decides credits). Null for everyone else.
 */
export function freeAccountOf(
  viewer: Viewer,
  attributes: {
    free_account_type?: readonly string[];
    free_signatures_remaining?: readonly string[];
  },
): FreeAccount | null {
  if (viewer.role === 'unauthenticated' || viewer.business) return null;
  const type = attributes.free_account_type?.[0];
  if (!type || !FREE_TYPES.includes(type)) return null;
  const remaining = Number(attributes.free_signatures_remaining?.[0] ?? '0');
  return {
    type: type as FreeAccountType,
    signaturesRemaining: Number.isFinite(remaining) ? Math.max(0, Math.floor(remaining)) : 0,
  };
}
