import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as catalogueModule from './catalogue';
import enGb from './en-gb.json';

type CatalogueModule = typeof catalogueModule;

/** A fresh copy of the module: it holds the app's one active catalogue. */
const freshCatalogue = async (): Promise<CatalogueModule> => {
  vi.resetModules();
  return import('./catalogue');
};

describe('catalogue outside production builds', () => {
  it('loads the whole catalogue; nothing remains to load', async () => {
    const { loadMessages, loadRemainingMessages, remainingMessagesLoaded } = await freshCatalogue();
    expect(await loadMessages('en-gb')).toEqual(enGb);
    expect(remainingMessagesLoaded()).toBe(true);
    await expect(loadRemainingMessages()).resolves.toBeUndefined();
  });
});

describe('catalogue of a production build (split in two)', () => {
  const files: Record<string, Record<string, string> | number> = {
    '/assets/en-gb.first-page.json': { 'shell.title': 'Paraph' },
    '/assets/en-gb.rest.json': { 'members.title': 'Members' },
  };
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.stubEnv('PARAPH_SPLIT_CATALOGUES', 'true');
    document.head.innerHTML = `<script type="application/json" id="paraph-catalogues">${JSON.stringify(
      { 'en-gb': { firstPage: '/assets/en-gb.first-page.json', rest: '/assets/en-gb.rest.json' } },
    )}</script>`;
    fetchMock = vi.fn((url: string) => {
      const file = files[url];
      return Promise.resolve(
        typeof file === 'object'
          ? new Response(JSON.stringify(file))
          : new Response('', { status: file ?? 404 }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('starts with the first page’s messages and completes the same object later, once', async () => {
    const { loadMessages, loadRemainingMessages, remainingMessagesLoaded } = await freshCatalogue();
    const messages = await loadMessages('en-gb');
    expect(messages).toEqual({ 'shell.title': 'Paraph' });
    expect(remainingMessagesLoaded()).toBe(false);

    await Promise.all([loadRemainingMessages(), loadRemainingMessages()]);
    expect(messages).toEqual({ 'shell.title': 'Paraph', 'members.title': 'Members' });
    expect(remainingMessagesLoaded()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries the rest again after a failure, which the shell treats as a lost chunk', async () => {
    const { loadMessages, loadRemainingMessages, remainingMessagesLoaded } = await freshCatalogue();
    const messages = await loadMessages('en-gb');
    const rest = files['/assets/en-gb.rest.json'];
    files['/assets/en-gb.rest.json'] = 404;
    const failure = await loadRemainingMessages().catch((error: unknown) => error);
    // The name the shell's chunk-reload rule knows (features/shell/errors/chunk-reload.ts).
    expect(failure).toMatchObject({ name: 'ChunkLoadError' });
    expect(remainingMessagesLoaded()).toBe(false);

    files['/assets/en-gb.rest.json'] = rest as Record<string, string>;
    await loadRemainingMessages();
    expect(messages['members.title']).toBe('Members');
  });

  it('refuses to load the rest before the catalogue itself', async () => {
    const { loadRemainingMessages } = await freshCatalogue();
    await expect(loadRemainingMessages()).rejects.toThrow(/before loadMessages/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
