import { describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadForChunkError,
  withoutForceReload,
} from './chunk-reload';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('chunk load failures', () => {
  it('recognises the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once with force-reload, then not again within 10 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const href = 'https://app.paraph.example/dashboard?tab=inbox';
    expect(reloadForChunkError({ storage, href, now: 1_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledWith(
      'https://app.paraph.example/dashboard?tab=inbox&force-reload=1000',
    );
    expect(reloadForChunkError({ storage, href, now: 1_000 + RELOAD_GUARD_MS - 1, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ storage, href, now: 1_000 + RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('drops the marker after the reload', () => {
    expect(withoutForceReload('https://a.example/x?force-reload=5&tab=drafts')).toBe(
      'https://a.example/x?tab=drafts',
    );
    expect(withoutForceReload('https://a.example/x')).toBeNull();
  });
});
