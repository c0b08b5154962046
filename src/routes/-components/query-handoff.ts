import { tokenStore } from '../../api/session';

/**
 * Query parameters any page may be opened with that hand something over and then leave the
 * address bar (a session token must not stay in the URL or the history):
 * `usertoken` starts a session with that token, `sr` names the signature request an
 * identification is for.
 */
const HANDOFF = ['usertoken', 'sr'] as const;

// The server's tokens are 32 random bytes in base64url; request ids look like `sr_…`.
const TOKEN_SHAPE = /^[\w-]{16,256}$/;
const REQUEST_SHAPE = /^[\w-]{1,64}$/;
// The server's session lifetime; it answers 401 earlier if the token is older.
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const REQUEST_KEY = 'identificationRequest';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The signature request the identification pages work for (query `sr`), for this tab. */
export const identificationRequest = {
  get: (): string | null => storage()?.getItem(REQUEST_KEY) ?? null,
  set: (id: string) => storage()?.setItem(REQUEST_KEY, id),
};

export interface Handoff {
  /** A session token was stored: cached answers of an earlier session must go. */
  newSession: boolean;
  /** The same address without the hand-over parameters, or null when it had none. */
  cleanHref: string | null;
}

/** Takes over `usertoken` and `sr` when well-formed; either way they leave the URL. */
export function takeHandoff(pathname: string, searchStr: string, hash: string): Handoff {
  const query = new URLSearchParams(searchStr);
  if (!HANDOFF.some((name) => query.has(name))) return { newSession: false, cleanHref: null };
  const token = query.get('usertoken');
  const newSession = token !== null && TOKEN_SHAPE.test(token);
  if (newSession) tokenStore.set(token, Date.now() + SESSION_LIFETIME_MS);
  const request = query.get('sr');
  if (request !== null && REQUEST_SHAPE.test(request)) identificationRequest.set(request);
  for (const name of HANDOFF) query.delete(name);
  const rest = query.toString();
  return {
    newSession,
    cleanHref: `${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`,
  };
}
