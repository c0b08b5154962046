import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Inter's Latin files: the app's four languages need no other subset on their first page. */
export const INTER_LATIN = /inter-latin-wght-normal-[\w-]+\.woff2$/;

export interface PreloadFontsOptions {
  /**
   * Preload once the page's first frame is on screen (the app, whose splash needs no web font)
   * instead of with `<link rel="preload">` tags in the HTML (Storybook's page, whose screenshots
   * are taken with the font loaded before anything is drawn).
   */
  afterFirstFrame?: boolean;
}

/**
 * Starts loading the font files the first render needs (by file-name pattern), so the text is
 * drawn once in its own font: with `font-display: swap` alone, the late font swaps in after the
 * first render and shifts the layout. For the app, after the splash's first frame: Chromium
 * holds the first paint for up to about 100 ms while a preloaded font loads, and the splash uses
 * no web font (first paint of the splash 124 → 48 ms median, unthrottled, 7 loads each).
 */
export function preloadFonts(patterns: RegExp[], options: PreloadFontsOptions = {}): Plugin {
  return {
    name: 'paraph:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const hrefs = Object.keys(bundle)
          .filter((fileName) => patterns.some((pattern) => pattern.test(fileName)))
          .map((fileName) => `/${fileName}`);
        if (!hrefs.length) return [];
        if (options.afterFirstFrame) {
          return [{ tag: 'script', children: fontPreloadScript(hrefs), injectTo: 'head' }];
        }
        return hrefs.map((href) => ({
          tag: 'link',
          // Fonts are fetched in CORS mode, so the preload must be too, or it is not reused.
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The inline script: two animation frames, i.e. once the first frame is on screen, a preload per
 * file, in CORS mode as above.
 */
export function fontPreloadScript(hrefs: string[]): string {
  return `requestAnimationFrame(function(){requestAnimationFrame(function(){${JSON.stringify(hrefs)}.forEach(function(href){var link=document.createElement('link');link.rel='preload';link.setAttribute('as','font');link.type='font/woff2';link.crossOrigin='';link.href=href;document.head.appendChild(link)})})})`;
}
