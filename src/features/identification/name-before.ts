import type { PersonName } from './types';

// The account carries the verified name once the provider is done, so the name it had before
// is kept (for this tab) when the identification starts, for the mismatch overlay to show.
const key = (stateId: string) => `paraph.identification.name-before.${stateId}`;

export function rememberNameBefore(stateId: string, name: PersonName): void {
  try {
    sessionStorage.setItem(key(stateId), `${name.firstName} ${name.lastName}`.trim());
  } catch {
    // Without storage the overlay says only that the name differed.
  }
}

export function nameBefore(stateId: string): string | null {
  try {
    return sessionStorage.getItem(key(stateId)) || null;
  } catch {
    return null;
  }
}
