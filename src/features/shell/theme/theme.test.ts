import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  THEME_KEY,
  applyTheme,
  parsePreference,
  readPreference,
  resolveTheme,
  writePreference,
  type ThemePreference,
} from './theme';

describe('resolveTheme', () => {
  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
  ] as const)('%s on a %s-dark system → %s', (preference, systemDark, expected) => {
    expect(resolveTheme(preference, systemDark)).toBe(expected);
  });
});

describe('the stored preference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'system'],
    ['system', 'system'],
    ['purple', 'system'],
  ] as const)('%s reads as %s', (stored, expected) => {
    expect(parsePreference(stored)).toBe(expected);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readPreference(blocked)).toBe('system');
    expect(() => writePreference(blocked, 'dark')).not.toThrow();
  });

  it('stores an override and forgets it for "system"', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    writePreference(fake, 'dark');
    expect(storage.get(THEME_KEY)).toBe('dark');
    expect(readPreference(fake)).toBe('dark');
    writePreference(fake, 'system');
    expect(storage.has(THEME_KEY)).toBe(false);
  });
});

describe("index.html's inline script", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  const cases: [string | null, boolean][] = [null, 'light', 'dark', 'bogus'].flatMap((stored) => [
    [stored, false],
    [stored, true],
  ]);

  it.each(cases)(
    'applies what resolveTheme decides (stored %s, system dark %s)',
    (stored, dark) => {
      if (stored) localStorage.setItem(THEME_KEY, stored);
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));
      new Function(script)();
      const expected = resolveTheme(parsePreference(stored) as ThemePreference, dark);
      expect(document.documentElement.dataset.theme).toBe(expected);
    },
  );

  it('is the script that runs first in the head', () => {
    expect(script).toContain(`'${THEME_KEY}'`);
    expect(html.indexOf('id="theme-boot"')).toBeLessThan(html.indexOf('<body>'));
  });
});

it('applyTheme sets the attribute the tokens switch on', () => {
  const root = document.createElement('html');
  applyTheme(root, 'dark');
  expect(root.getAttribute('data-theme')).toBe('dark');
});
