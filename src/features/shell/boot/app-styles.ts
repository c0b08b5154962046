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
  ).then(() => undefined);
}
