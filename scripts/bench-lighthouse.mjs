// Lighthouse on the production build against the real server with the demo data: performance
// and accessibility of /dashboard, /view/{id} and a guest's signing page /view/{id}/{secret},
// each loaded LIGHTHOUSE_RUNS times (default 5; median, min and max), and the initial JS of
// /dashboard per file (the scripts it asks for before its first render).
//   npm run bench:lighthouse            (mobile, Lighthouse's default, and desktop)
//   npm run bench:lighthouse -- desktop (one preset only)
//   LIGHTHOUSE_REPORTS=<dir> npm run bench:lighthouse   (also keeps each Lighthouse JSON report)
//   LIGHTHOUSE_DIST=<dir> npm run bench:lighthouse      (measures that build instead of building)
// Nothing is downloaded: Debian's Chromium is driven through chrome-launcher.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, benchPages, gzipKb, median, spread, startBenchApp } from './bench-app.mjs';

const TARGETS = {
  performance: { mobile: 95, desktop: 99 },
  accessibility: 100,
  initialJsKb: 180,
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const presets = process.argv[2] ? [process.argv[2]] : ['mobile', 'desktop'];

const app = await startBenchApp({ distEnv: 'LIGHTHOUSE_DIST', tempPrefix: 'paraph-lh-' });
try {
  const { origin, outDir } = app;
  const pages = await benchPages(app, {
    title: 'Lighthouse guest agreement',
    email: 'lighthouse-guest@example.test',
    message: 'Please sign.',
  });

  // Ctrl-C is the harness's: chrome-launcher's own handler would exit before the server is down.
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  app.onStop(() => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  app.onStop(() => browser.disconnect());
  const guestTab = await browser.newPage();
  const signedInTab = await browser.newPage();
  // The SPA reads its session from sessionStorage; set it in every document of the origin
  // before the app's scripts run, so Lighthouse's cold load (storage and cache reset) is signed in.
  await signedInTab.evaluateOnNewDocument(
    (key, value, appOrigin) => {
      if (location.origin === appOrigin) sessionStorage.setItem(key, value);
    },
    'accessToken',
    app.session,
    origin,
  );

  const rows = [];
  const missed = [];
  let initialJsKb;
  for (const preset of presets) {
    for (const { name, url, signedIn } of pages) {
      const runs = [];
      const tab = signedIn ? signedInTab : guestTab;
      // Lighthouse measures the foreground tab only (a hidden one never paints).
      await tab.bringToFront();
      for (let run = 1; run <= RUNS; run++) {
        const { lhr } = await lighthouse(
          url,
          { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
          preset === 'desktop' ? desktopConfig : undefined,
          tab,
        );
        if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${preset}-${run}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
        }
        if (!lhr.finalDisplayedUrl.startsWith(url.split('?')[0])) {
          throw new Error(`${name} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
        }
        runs.push(lhr);
        if (name === '/dashboard' && initialJsKb === undefined) {
          initialJsKb = initialJs(lhr, origin, outDir);
        }
      }
      const scores = (category) =>
        runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const metric = (audit) => runs.map((lhr) => lhr.audits[audit].numericValue);
      const failing = new Set(
        runs.flatMap((lhr) =>
          lhr.categories.accessibility.auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
            .map((ref) => ref.id),
        ),
      );
      const performance = scores('performance');
      const accessibility = scores('accessibility');
      rows.push({
        page: name,
        preset,
        performance: spread(performance),
        accessibility: spread(accessibility),
        'LCP ms': spread(metric('largest-contentful-paint')),
        'TBT ms': spread(metric('total-blocking-time')),
        CLS: spread(metric('cumulative-layout-shift'), 3),
        'a11y failures': [...failing].join(' ') || '–',
      });
      if (median(performance) < TARGETS.performance[preset]) {
        missed.push(`${name} (${preset}) performance ${median(performance)}`);
      }
      if (Math.min(...accessibility) < TARGETS.accessibility) {
        missed.push(`${name} (${preset}) accessibility ${Math.min(...accessibility)}`);
      }
    }
  }

  console.log(`Lighthouse, ${RUNS} runs per page and preset: median (min–max)`);
  console.table(rows);
  console.log(
    `Initial JS of /dashboard: ${initialJsKb.total.toFixed(1)} KB gzip in ${initialJsKb.files.length} requests`,
  );
  console.table(initialJsKb.files);
  if (initialJsKb.total > TARGETS.initialJsKb) {
    missed.push(`initial JS ${initialJsKb.total.toFixed(1)} KB`);
  }
  console.log(
    missed.length
      ? `Targets missed: ${missed.join('; ')}`
      : `All targets met (median performance ≥ ${TARGETS.performance.mobile} mobile, ≥ ${TARGETS.performance.desktop} desktop; accessibility ${TARGETS.accessibility}; initial JS ≤ ${TARGETS.initialJsKb} KB gzip)`,
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await app.stop();
}

/**
 * The JS /dashboard needs for its first render: every script of the build the page requested
 * during Lighthouse's load before the app's first render (the `paraph:first-render` mark,
 * src/main.tsx; what loads after it, such as the catalogue's rest, does not hold the page up),
 * gzipped (see gzipKb).
 */
function initialJs(lhr, origin, outDir) {
  const firstRender = lhr.audits['user-timings'].details.items.find(
    (item) => item.name === 'paraph:first-render',
  );
  if (!firstRender) throw new Error('/dashboard has no paraph:first-render mark');
  // Request times count from the first request, the mark from the navigation's start.
  const requests = lhr.audits['network-requests'].details;
  const [{ observedNavigationStartTs }] = lhr.audits.metrics.details.items;
  const offsetMs = (requests.debugData.networkStartTimeTs - observedNavigationStartTs) / 1000;
  const scripts = requests.items.filter(
    (item) =>
      item.resourceType === 'Script' &&
      item.url.startsWith(origin) &&
      item.rendererStartTime + offsetMs < firstRender.startTime,
  );
  return gzipKb(
    outDir,
    scripts.map((item) => new URL(item.url).pathname),
  );
}
