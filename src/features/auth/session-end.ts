import type { Middleware } from 'openapi-fetch';

/**
 * Remembers, for this tab, that a session ended under the user (its 24-hour lifetime ran out or
 * the server answered 401 to its token), so the route guard shows /expired instead of /login.
 */
const ENDED_KEY = 'sessionEnded';
// The key api/session.ts stores the token under: its entry, with the expiry, is read here
// before the token store drops a lapsed one silently.
const TOKEN_KEY = 'accessToken';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** When the stored token lapses (epoch ms), or null without one. */
export function storedTokenExpiry(): number | null {
  const raw = storage()?.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const expiration: unknown = (JSON.parse(raw) as { expiration?: unknown }).expiration;
    return typeof expiration === 'number' ? expiration : null;
  } catch {
    return null;
  }
}

export const sessionEnd = {
  mark(): void {
    storage()?.setItem(ENDED_KEY, '1');
  },
  happened(): boolean {
    return storage()?.getItem(ENDED_KEY) === '1';
  },
  clear(): void {
    storage()?.removeItem(ENDED_KEY);
  },
  /** A stored token past its lifetime is an ended session (the tab was left open or reloaded). */
  noteLapsedToken(now = Date.now()): void {
    const expiry = storedTokenExpiry();
    if (expiry !== null && expiry <= now) this.mark();
  },
};

/**
 * Registered after the session middleware, so it sees a 401 first: a call that carried a token
 * and was refused means the session is over (expired or revoked), not a failed login.
 */
export const sessionEndMiddleware: Middleware = {
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('Authorization')) sessionEnd.mark();
    return response;
  },
};
