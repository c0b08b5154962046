import { tokenStore } from '../../api/session';

/**
 * Query parameters any page may be opened with that hand something over and then leave the
 * address bar (a session token must not stay in the URL or the history): `usertoken` starts
 * a session with that token. (`sr`, the request an identification is for, is no secret: the
 * identification pages keep it in their URL, where it survives the provider's round trip.)
 */
const HANDOFF = ['usertoken'] as const;

// The server's tokens are 32 random bytes in base64url; request ids look like `sr_…`.
const TOKEN_SHAPE = /^[\w-]{16,256}$/;
// The server's session lifetime; it answers 401 earlier if the token is older.
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Handoff {
  /** A session token was stored: cached answers of an earlier session must go. */
  newSession: boolean;
  /** The same address without the hand-over parameters, or null when it had none. */
  cleanHref: string | null;
}

/** Takes over `usertoken` when well-formed; either way it leaves the URL. */
export function takeHandoff(pathname: string, searchStr: string, hash: string): Handoff {
  const query = new URLSearchParams(searchStr);
  if (!HANDOFF.some((name) => query.has(name))) return { newSession: false, cleanHref: null };
  const token = query.get('usertoken');
  const newSession = token !== null && TOKEN_SHAPE.test(token);
  if (newSession) tokenStore.set(token, Date.now() + SESSION_LIFETIME_MS);
  for (const name of HANDOFF) query.delete(name);
  const rest = query.toString();
  return {
    newSession,
    cleanHref: `${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`,
  };
}
