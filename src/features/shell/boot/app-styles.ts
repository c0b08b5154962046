import { fonts } from '../../../../design-tokens/raw';

/**
 * How long the first render waits for the body font, like `font-display: fallback`'s block
 * period: a font still downloading then is swapped in when it arrives instead of holding the page.
 */
export const FONT_WAIT_MS = 100;

/**
 * Applies the stylesheets the build preloads instead of linking them
 * (vite-plugins/non-blocking-styles.ts) and settles once they have loaded, so the first render is
 * styled. A stylesheet that fails to load does not hold the app back: unstyled beats no app.
 * In development Vite injects the styles itself and there is nothing to wait for.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-styles]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // The same request mode as the preload, or the browser fetches the file a second time.
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => loadBodyFont(doc));
}

/**
 * Readies the body font's Latin face (preloaded by the HTML, vite-plugins/preload-fonts.ts) once
 * the stylesheet declaring it applies. Left to the first layout, the face loads only then and the
 * whole page is laid out a second time when it is ready (about 40 ms unthrottled on /dashboard).
 */
function loadBodyFont(doc: Document): Promise<void> {
  const loaded = doc.fonts?.load(`1em ${fonts.body}`).then(
    () => undefined,
    () => undefined,
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return loaded ? Promise.race([loaded, timeout]) : Promise.resolve();
}
