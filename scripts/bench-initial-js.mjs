// The JS each page needs for its first render, per file, without Lighthouse: /dashboard,
// /view/{id} and a guest's signing page /view/{id}/{secret} on the production build, against
// the real server with the demo data (one cold load each in Chromium, no throttling). A script
// counts as initial when the page asked for it before the app's first render (the
// `paraph:first-render` mark, src/main.tsx); what it asks for after (the catalogue's rest) is
// listed apart. Gzip level 9 (gzipKb).
//   npm run bench:initial-js
//   INITIAL_JS_DIST=<built dir> npm run bench:initial-js   (skip the build, e.g. to compare builds)
//   INITIAL_JS_LANG=de (a `lang` query for every page)
import { chromium } from 'playwright';
import { CHROME_FLAGS, benchPages, gzipKb, startBenchApp } from './bench-app.mjs';

const lang = process.env.INITIAL_JS_LANG;

/** The scripts of the build a cold load requests, split at the app's first render. */
async function scriptsOf(browser, url, session) {
  const context = await browser.newContext();
  try {
    if (session) {
      await context.addInitScript(
        ([key, value]) => sessionStorage.setItem(key, value),
        ['accessToken', session],
      );
    }
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('paraph:first-render', 'mark').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const [firstRender] = performance.getEntriesByName('paraph:first-render', 'mark');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
      const split = (before) =>
        scripts
          .filter((entry) => entry.startTime < firstRender.startTime === before)
          .map((entry) => new URL(entry.name).pathname);
      return { initial: split(true), after: split(false) };
    });
  } finally {
    await context.close();
  }
}

const app = await startBenchApp({ distEnv: 'INITIAL_JS_DIST', tempPrefix: 'paraph-js-' });
try {
  const { outDir, session } = app;
  const pages = await benchPages(app, {
    title: 'Initial JS guest agreement',
    email: 'initial-js-guest@example.test',
  });

  // Ctrl-C is the harness's: Playwright's own handler would exit before the server is down.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS,
    handleSIGINT: false,
  });
  app.onStop(() => browser.close());
  for (const { name, url: pageUrl, signedIn } of pages) {
    const url = new URL(pageUrl);
    if (lang) url.searchParams.set('lang', lang);
    const { initial, after } = await scriptsOf(browser, url.href, signedIn ? session : undefined);
    const first = gzipKb(outDir, initial);
    const later = gzipKb(outDir, after);
    console.log(
      `${name}: ${first.total.toFixed(1)} KB gzip in ${first.files.length} files before the first render`,
    );
    console.table(first.files);
    if (later.files.length) {
      console.log(`${name}, requested after the first render: ${later.total.toFixed(1)} KB gzip`);
      console.table(later.files);
    }
  }
} finally {
  await app.stop();
}
