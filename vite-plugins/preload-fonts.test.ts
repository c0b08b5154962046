import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTER_LATIN, fontPreloadScript, preloadFonts } from './preload-fonts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const fontLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[as="font"]')];

describe('preloadFonts', () => {
  const bundle = {
    'assets/inter-latin-wght-normal-A1.woff2': {},
    'assets/inter-greek-B2.woff2': {},
  };
  const tags = (plugin: ReturnType<typeof preloadFonts>) => {
    const { transformIndexHtml } = plugin;
    if (!transformIndexHtml || typeof transformIndexHtml === 'function') throw new Error('no hook');
    return (transformIndexHtml.handler as (html: string, context: object) => unknown)('', {
      bundle,
    });
  };

  it('for the app: one inline script for the files matching the patterns, and no preload tag', () => {
    expect(tags(preloadFonts([INTER_LATIN], { afterFirstFrame: true }))).toEqual([
      {
        tag: 'script',
        children: fontPreloadScript(['/assets/inter-latin-wght-normal-A1.woff2']),
        injectTo: 'head',
      },
    ]);
  });

  it('otherwise: a preload tag per matching file, in CORS mode', () => {
    expect(tags(preloadFonts([INTER_LATIN]))).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/assets/inter-latin-wght-normal-A1.woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('preloads each font in CORS mode once the first frame is on screen, not before', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    new Function(fontPreloadScript(['/assets/a.woff2', '/assets/b.woff2']))();

    frames.shift()!();
    expect(fontLinks()).toHaveLength(0);
    frames.shift()!();
    const links = fontLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.woff2',
      '/assets/b.woff2',
    ]);
    for (const link of links) {
      expect(link.rel).toBe('preload');
      expect(link.type).toBe('font/woff2');
      expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });
});
