import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the font files the first paint needs (by file-name pattern),
 * so the text is drawn once in its own font: with `font-display: swap` alone, the late font
 * swaps in after the first render and shifts the layout.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'paraph:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.keys(bundle)
          .filter((fileName) => patterns.some((pattern) => pattern.test(fileName)))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${fileName}`,
              // Fonts are fetched in CORS mode, so the preload must be too, or it is not reused.
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
