import type { GuestCredentials } from './guest-client';

// The provider's hosted page is a full navigation away: the guest's link (its secret) must
// survive it, but only for this tab and only until the tab closes, hence sessionStorage.
const storageKey = (requestId: string) => `paraph.guest-link.${requestId}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Blocked storage (privacy settings): the guest pages then say the link is unknown.
    return null;
  }
}

/** Keeps a guest's link for the identification pages, keyed by its request id. */
export function rememberGuestLink(credentials: GuestCredentials): void {
  storage()?.setItem(storageKey(credentials.id), JSON.stringify(credentials));
}

/** The link remembered for a request in this tab, or null when there is none (or it is bad). */
export function guestLinkFor(requestId: string): GuestCredentials | null {
  const raw = storage()?.getItem(storageKey(requestId));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      'userid' in value &&
      value.id === requestId &&
      typeof value.userid === 'string'
    ) {
      return { id: requestId, userid: value.userid };
    }
  } catch {
    // A value someone else wrote there is no link.
  }
  return null;
}
