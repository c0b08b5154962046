/**
 * The query the view and direct-sign routes accept (spec 2 and 5): where to go after signing,
 * after an error and after a decline, and how long the countdown before leaving lasts.
 */
export interface ViewSearch {
  exitURL?: string;
  errorURL?: string;
  declineURL?: string;
  /** Seconds before the automatic exit redirect; 0 turns it off. */
  redirectTimeout?: number;
  /** `false` keeps a decliner on /declined instead of sending them to declineURL/exitURL. */
  declineRedirect?: boolean;
}

export const REDIRECT_TIMEOUT = { default: 45, min: 10, max: 90 } as const;

/** Only absolute http(s) addresses are followed; anything else (javascript:, data:, relative) is dropped. */
export function exitUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Clamped to 10–90 s, 0 disables, a non-number is ignored (the default 45 s applies). */
export function redirectTimeout(value: unknown): number | undefined {
  if (value === '' || value === null || typeof value === 'boolean') return undefined;
  const seconds = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(seconds)) return undefined;
  if (seconds <= 0) return 0;
  return Math.min(REDIRECT_TIMEOUT.max, Math.max(REDIRECT_TIMEOUT.min, Math.round(seconds)));
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * validateSearch of the view routes. An invalid value becomes an explicit `undefined`: a key
 * left out would let the router hand the raw query value (say `javascript:…`) to the page.
 */
export function viewSearch(search: Record<string, unknown>): ViewSearch {
  return {
    exitURL: exitUrl(search.exitURL),
    errorURL: exitUrl(search.errorURL),
    declineURL: exitUrl(search.declineURL),
    redirectTimeout: redirectTimeout(search.redirectTimeout),
    declineRedirect: flag(search.declineRedirect),
  };
}

/** The exit-url state (spec 3) the signing flow acts on, with the default timeout filled in. */
export interface ExitUrlState {
  exitUrl?: string;
  errorUrl?: string;
  declineUrl?: string;
  /** Seconds; 0 means no automatic redirect. */
  timeout: number;
  declineRedirect: boolean;
}

export function exitUrlState(search: ViewSearch): ExitUrlState {
  return {
    exitUrl: search.exitURL,
    errorUrl: search.errorURL,
    declineUrl: search.declineURL,
    timeout: search.redirectTimeout ?? REDIRECT_TIMEOUT.default,
    declineRedirect: search.declineRedirect ?? true,
  };
}
