/**
 * The colour theme: the system's `prefers-color-scheme` unless the user chose light or dark on
 * this device (localStorage). index.html runs the same rule in an inline script before the
 * first paint (theme.test.ts holds the two together); this module keeps it applied afterwards.
 */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type Theme = 'light' | 'dark';

/** The localStorage key; index.html's inline script reads the same one. */
export const THEME_KEY = 'paraph.theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parsePreference(stored: string | null | undefined): ThemePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

export function readPreference(storage: Pick<Storage, 'getItem'> | null): ThemePreference {
  try {
    return parsePreference(storage?.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

export function writePreference(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  preference: ThemePreference,
): void {
  try {
    if (preference === 'system') storage?.removeItem(THEME_KEY);
    else storage?.setItem(THEME_KEY, preference);
  } catch {
    // Storage blocked: the choice holds until the page is left.
  }
}

/** Sets the theme the tokens switch on (`:root[data-theme="dark"]`, which sets `color-scheme`). */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme;
}
