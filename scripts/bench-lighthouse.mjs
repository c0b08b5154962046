// Lighthouse on the production build against the real server with the demo data: performance
// and accessibility of /dashboard, /view/{id} and a guest's signing page /view/{id}/{secret},
// each loaded LIGHTHOUSE_RUNS times (default 5; median, min and max), and the initial JS of
// /dashboard per file.
//   npm run bench:lighthouse            (mobile, Lighthouse's default, and desktop)
//   npm run bench:lighthouse -- desktop (one preset only)
//   LIGHTHOUSE_REPORTS=<dir> npm run bench:lighthouse   (also keeps each Lighthouse JSON report)
//   LIGHTHOUSE_DIST=<dir> npm run bench:lighthouse      (measures that build instead of building)
//   LIGHTHOUSE_BASELINE=<dir> npm run bench:lighthouse  (also measures that build, each run of the
//     two one after the other, in turns: a change of a few points is below the spread of runs
//     made minutes apart on a shared machine, not of runs made side by side)
// Nothing is downloaded: Debian's Chromium is driven through chrome-launcher.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, median, spread, startBenchApp } from './bench-app.mjs';

const TARGETS = {
  performance: { mobile: 95, desktop: 99 },
  accessibility: 100,
  initialJsKb: 180,
};
/** A catalogue's file (its first page's messages or the rest): scripts' data, counted with them. */
const CATALOGUE_FILE = /^\/assets\/[\w-]+\.(?:first-page|rest)-[\w-]+\.json$/;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const presets = process.argv[2] ? [process.argv[2]] : ['mobile', 'desktop'];

const app = await startBenchApp({ distEnv: 'LIGHTHOUSE_DIST', tempPrefix: 'paraph-lh-' });
const baseline = process.env.LIGHTHOUSE_BASELINE
  ? await startBenchApp({ distEnv: 'LIGHTHOUSE_BASELINE', tempPrefix: 'paraph-lh-base-' })
  : undefined;
try {
  // Ctrl-C is the harness's: chrome-launcher's own handler would exit before the server is down.
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  app.onStop(() => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  app.onStop(() => browser.disconnect());
  const builds = [{ name: 'this', pages: await pagesOf(app, browser) }];
  if (baseline) builds.push({ name: 'baseline', pages: await pagesOf(baseline, browser) });

  const rows = [];
  const missed = [];
  let initialJsKb;
  for (const preset of presets) {
    for (const [index, { name }] of builds[0].pages.entries()) {
      const runsOf = new Map(builds.map((build) => [build, []]));
      for (let run = 1; run <= RUNS; run++) {
        // In turns, so that neither build always runs first.
        const order = run % 2 ? builds : [...builds].reverse();
        for (const build of order) {
          const { url, tab } = build.pages[index];
          // Lighthouse measures the foreground tab only (a hidden one never paints).
          await tab.bringToFront();
          const { lhr } = await lighthouse(
            url,
            { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
            preset === 'desktop' ? desktopConfig : undefined,
            tab,
          );
          if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
          if (process.env.LIGHTHOUSE_REPORTS) {
            mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            const page = name.replace(/\W+/g, '-').replace(/^-|-$/g, '');
            const suffix = build.name === 'this' ? '' : `-${build.name}`;
            const file = `${page}-${preset}-${run}${suffix}.json`;
            writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
          }
          if (!lhr.finalDisplayedUrl.startsWith(url.split('?')[0])) {
            throw new Error(`${name} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
          }
          runsOf.get(build).push(lhr);
          // A page left open keeps its timers and connections: nothing runs beside the next load.
          await tab.goto('about:blank');
          if (build.name === 'this' && name === '/dashboard' && initialJsKb === undefined) {
            initialJsKb = initialJs(lhr, app.origin, app.outDir);
          }
        }
      }
      for (const build of builds) {
        const { row, performance, accessibility } = summary(runsOf.get(build));
        rows.push({ page: name, ...(baseline ? { build: build.name } : {}), preset, ...row });
        if (build.name !== 'this') continue;
        if (performance < TARGETS.performance[preset]) {
          missed.push(`${name} (${preset}) performance ${performance}`);
        }
        if (accessibility < TARGETS.accessibility) {
          missed.push(`${name} (${preset}) accessibility ${accessibility}`);
        }
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
  await baseline?.stop();
  await app.stop();
}

/**
 * The three pages on one served build, each with its tab: the demo user's, signed in, and a
 * guest's, who comes from the mail with no session.
 */
async function pagesOf(served, browser) {
  const { origin } = served;
  const list = await served
    .api('GET', '/v3/signature-requests?view=all')
    .then((response) => response.json());
  const requestId = list.items[0]?.id;
  if (!requestId) throw new Error('The demo data has no request to view');
  const { path: guestPath } = await served.sendToGuest({
    title: 'Lighthouse guest agreement',
    email: 'lighthouse-guest@example.test',
    message: 'Please sign.',
  });
  const guestTab = await browser.newPage();
  const signedInTab = await browser.newPage();
  // The SPA reads its session from sessionStorage; set it in every document of the origin
  // before the app's scripts run, so Lighthouse's cold load (storage and cache reset) is signed in.
  await signedInTab.evaluateOnNewDocument(
    (key, value, appOrigin) => {
      if (location.origin === appOrigin) sessionStorage.setItem(key, value);
    },
    'accessToken',
    served.session,
    origin,
  );
  return [
    { name: '/dashboard', url: `${origin}/dashboard?tab=inbox&filter=all`, tab: signedInTab },
    { name: '/view/{id}', url: `${origin}/view/${requestId}`, tab: signedInTab },
    { name: '/view/{id}/{userid}', url: `${origin}${guestPath}`, tab: guestTab },
  ];
}

/**
 * One page's runs on one build: its table row, the median performance score and the lowest
 * accessibility score (the targets' measures).
 */
function summary(runs) {
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
  return {
    row: {
      performance: spread(performance),
      accessibility: spread(accessibility),
      'LCP ms': spread(metric('largest-contentful-paint')),
      'TBT ms': spread(metric('total-blocking-time')),
      CLS: spread(metric('cumulative-layout-shift'), 3),
      'a11y failures': [...failing].join(' ') || '–',
    },
    performance: median(performance),
    accessibility: Math.min(...accessibility),
  };
}

/**
 * The JS /dashboard loads before any interaction: every script of the build the page requested
 * during Lighthouse's load, and the messages it fetched (which were a script of their own until
 * the catalogues were split), gzipped here (level 9, as a server would send it) so the number
 * does not depend on whether the server compresses.
 */
function initialJs(lhr, origin, outDir) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) =>
      item.url.startsWith(origin) &&
      (item.resourceType === 'Script' || CATALOGUE_FILE.test(new URL(item.url).pathname)),
  );
  const files = scripts.map((item) => {
    const path = new URL(item.url).pathname;
    const bytes = readFileSync(join(outDir, path));
    return { file: path, kbGzip: Number((gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)) };
  });
  files.sort((a, b) => b.kbGzip - a.kbGzip);
  return { total: files.reduce((sum, file) => sum + file.kbGzip, 0), files };
}
