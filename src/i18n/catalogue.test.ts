import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CatalogueModule from './catalogue';

let catalogue: typeof CatalogueModule;

// The module keeps the page's one catalogue: each test starts from a fresh page.
beforeEach(async () => {
  vi.resetModules();
  catalogue = await import('./catalogue');
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('catalogue', () => {
  it('loads the whole catalogue at once outside production builds', async () => {
    const messages = await catalogue.loadMessages('de-ch');
    const { default: all } = await import('./de-ch.json');
    expect(messages).toEqual(all);
  });

  it('holds lazily imported modules back until a catalogue is loaded, then hands them over', async () => {
    const lazy = catalogue.afterCatalogue(Promise.resolve({ page: 'Dashboard' }));
    expect(await settled(lazy)).toBe(false);
    void catalogue.loadMessages('fr-ch');
    await expect(lazy).resolves.toEqual({ page: 'Dashboard' });
  });

  it('passes a failed lazy import on', async () => {
    void catalogue.loadMessages('en-gb');
    await expect(catalogue.afterCatalogue(Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
