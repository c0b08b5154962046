export const environments = ['development', 'staging', 'production'] as const;
export type Environment = (typeof environments)[number];

/**
 * Where this build runs: VITE_APP_ENV at build time (staging builds set it), else development
 * under the dev server and production for any other build.
 */
export function appEnvironment(env: { VITE_APP_ENV?: string; DEV?: boolean }): Environment {
  const named = environments.find((name) => name === env.VITE_APP_ENV);
  return named ?? (env.DEV ? 'development' : 'production');
}

/** The local flag that hides the 'Test System' frame (e.g. for demos on staging). */
export const HIDE_STAGING_ALERT = 'hide-staging-alert';

/**
 * `?hide-staging-alert=1` sets the flag in localStorage, `=0` clears it; the flag then holds
 * for later visits. Returns whether the frame is hidden.
 */
export function readHideStagingAlert(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const query = new URLSearchParams(search).get(HIDE_STAGING_ALERT);
  try {
    if (query === '0') storage.removeItem(HIDE_STAGING_ALERT);
    else if (query !== null) storage.setItem(HIDE_STAGING_ALERT, '1');
    return storage.getItem(HIDE_STAGING_ALERT) !== null;
  } catch {
    // Storage blocked: only the query can hide it.
    return query !== null && query !== '0';
  }
}

export function showsTestSystemFrame(environment: Environment, hidden: boolean): boolean {
  return environment !== 'production' && !hidden;
}
