export const FORCE_RELOAD_PARAM = 'force-reload';
const LAST_RELOAD_KEY = 'paraph.chunk-reload-at';
/** Spec 9: the reload guard. A second failure within it is a real error, not a new deploy. */
export const RELOAD_GUARD_MS = 10_000;

/** A lazily loaded route chunk that no longer exists (usually: a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  href: string;
  now: number;
  reload: (href: string) => void;
}

/**
 * Reloads once with `force-reload` in the query so the new index.html and chunks load; no
 * second reload within the guard, so a chunk that is really missing cannot loop. Returns
 * whether it reloads.
 */
export function reloadForChunkError({ storage, href, now, reload }: ReloadEnvironment): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(LAST_RELOAD_KEY);
  } catch {
    // Without storage there is no guard: better no reload than a loop.
    return false;
  }
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  const url = new URL(href);
  url.searchParams.set(FORCE_RELOAD_PARAM, String(now));
  reload(url.toString());
  return true;
}

/** The address without the force-reload marker, once the fresh page has loaded. */
export function withoutForceReload(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(FORCE_RELOAD_PARAM)) return null;
  url.searchParams.delete(FORCE_RELOAD_PARAM);
  return url.toString();
}

/** The browser's side: reload through location.replace, timed by the real clock. */
export function reloadOnChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadForChunkError({
    storage: window.sessionStorage,
    href: window.location.href,
    now: Date.now(),
    reload: (href) => window.location.replace(href),
  });
}
