/**
 * The browser side of a session: the login token (kept in sessionStorage under `accessToken`
 * with its expiry, per the spec) and the URL to return to after login.
 */
export interface TokenSession {
  value: string;
  /** Epoch milliseconds after which the token is no longer sent. */
  expiration: number;
}

const TOKEN_KEY = 'accessToken';
const RETURN_URL_KEY = 'returnUrl';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the app treats the visitor as signed out
  }
}

function isTokenSession(value: unknown): value is TokenSession {
  const candidate = value as Partial<TokenSession> | null;
  return typeof candidate?.value === 'string' && typeof candidate.expiration === 'number';
}

export const tokenStore = {
  get(now = Date.now()): string | null {
    const raw = storage()?.getItem(TOKEN_KEY);
    if (!raw) return null;
    try {
      const session: unknown = JSON.parse(raw);
      if (isTokenSession(session) && session.expiration > now) return session.value;
    } catch {
      // a corrupt entry is as good as none
    }
    this.clear();
    return null;
  },
  set(value: string, expiresAt: string | number): void {
    const session: TokenSession = { value, expiration: new Date(expiresAt).getTime() };
    storage()?.setItem(TOKEN_KEY, JSON.stringify(session));
  },
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
  },
};

/** Only same-origin paths are kept, so a stored URL can never send the user elsewhere. */
export function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

const NO_RETURN_PATHS = ['/login', '/logout'];

export const returnUrlStore = {
  remember(url: string): void {
    const path = url.split(/[?#]/)[0] ?? '';
    if (!isSafeReturnUrl(url) || NO_RETURN_PATHS.includes(path)) return;
    storage()?.setItem(RETURN_URL_KEY, url);
  },
  /** Reads and forgets the stored URL. */
  take(): string | null {
    const url = storage()?.getItem(RETURN_URL_KEY) ?? null;
    storage()?.removeItem(RETURN_URL_KEY);
    return url && isSafeReturnUrl(url) ? url : null;
  },
};
