const KEY = 'lastViewedRequest';

/**
 * The request the signer viewed last, per tab: the exit redirect only applies to it, so a
 * second tab with another request cannot send this one's signer to a foreign exit URL.
 */
export const lastViewed = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(requestId: string): void {
    try {
      window.sessionStorage.setItem(KEY, requestId);
    } catch {
      // storage blocked: no exit redirect then, which is the safe side
    }
  },
};
