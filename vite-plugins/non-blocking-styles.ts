import type { Plugin } from 'vite';

// Vite's tag for the app's stylesheet: `<link rel="stylesheet" crossorigin href="/assets/…css">`.
const STYLESHEET = /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g;

/**
 * Turns the app's stylesheet into a preload, so the splash and a guest link's first page (styled
 * inline in index.html) are painted as soon as the HTML arrives instead of after the stylesheet;
 * the app applies the stylesheet and waits for it before its first render
 * (src/features/shell/boot/app-styles.ts), so nothing of the app is ever drawn unstyled.
 */
export function nonBlockingStyles(): Plugin {
  return {
    name: 'paraph:non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          STYLESHEET,
          (_tag, crossorigin: string, href: string) =>
            `<link rel="preload" as="style"${crossorigin} href="${href}" data-app-styles>`,
        ),
    },
  };
}
