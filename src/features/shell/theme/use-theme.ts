import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  THEME_KEY,
  applyTheme,
  readPreference,
  resolveTheme,
  writePreference,
  type ThemePreference,
} from './theme';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

// The preference is one value for the whole page: every subscriber hears a change at once.
const listeners = new Set<() => void>();
let preference: ThemePreference | undefined;

function currentPreference(): ThemePreference {
  preference ??= readPreference(storage());
  return preference;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const systemDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

function apply() {
  applyTheme(document.documentElement, resolveTheme(currentPreference(), systemDark()));
}

/** The user's theme choice and a setter that stores and applies it. */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const value = useSyncExternalStore(subscribe, currentPreference, () => 'system' as const);
  const set = useCallback((next: ThemePreference) => {
    preference = next;
    writePreference(storage(), next);
    apply();
    listeners.forEach((listener) => listener());
  }, []);
  return [value, set];
}

/**
 * Keeps the applied theme in step after the first paint: when the system switches between
 * light and dark (only matters while the preference is "system"), and when another tab
 * changes the stored choice. Mounted once, in the root.
 */
export function ThemeSync() {
  useEffect(() => {
    apply();
    const query = window.matchMedia?.(DARK_QUERY);
    const onSystem = () => apply();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== THEME_KEY) return;
      preference = readPreference(storage());
      apply();
      listeners.forEach((listener) => listener());
    };
    query?.addEventListener('change', onSystem);
    window.addEventListener('storage', onStorage);
    return () => {
      query?.removeEventListener('change', onSystem);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return null;
}
