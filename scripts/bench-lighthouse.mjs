// Lighthouse on the production build against the real server with the demo data:
// performance and accessibility of /dashboard and /view/{id}, and the initial JS of /dashboard.
//   npm run bench:lighthouse            (mobile, Lighthouse's default, and desktop)
//   npm run bench:lighthouse -- desktop (one preset only)
//   LIGHTHOUSE_REPORTS=<dir> npm run bench:lighthouse   (also keeps each Lighthouse JSON report)
// Nothing is downloaded: Debian's Chromium is driven through chrome-launcher.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const demo = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };
const TARGETS = { performance: 95, accessibility: 100, initialJsKb: 150 };
const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const presets = process.argv[2] ? [process.argv[2]] : ['mobile', 'desktop'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Generous: on a busy machine the server takes a while to migrate and seed its fresh database.
async function waitFor(url, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const temps = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

let server;
let chrome;
let browser;
async function cleanUp() {
  await browser?.disconnect().catch(() => {});
  chrome?.kill();
  server?.kill('SIGTERM');
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const outDir = tempDir('paraph-lh-dist-');
  console.log(`Building into ${outDir}…`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: tempDir('paraph-lh-data-'),
    PARAPH_DEMO: '1',
    STATIC_DIR: outDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/login`);

  const login = await fetch(`${origin}/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!login.ok) throw new Error(`Demo login failed: ${login.status}`);
  const { token, expiresAt } = await login.json();
  const list = await fetch(`${origin}/v3/signature-requests?view=all`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const requestId = list.items[0]?.id;
  if (!requestId) throw new Error('The demo data has no request to view');

  const pages = {
    '/dashboard': `${origin}/dashboard?tab=inbox&filter=all`,
    '/view/{id}': `${origin}/view/${requestId}`,
  };

  chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  // The SPA reads its session from sessionStorage; set it in every document of the origin
  // before the app's scripts run, so Lighthouse's cold load (storage and cache reset) is signed in.
  const session = JSON.stringify({ value: token, expiration: new Date(expiresAt).getTime() });
  await page.evaluateOnNewDocument(
    (key, value, appOrigin) => {
      if (location.origin === appOrigin) sessionStorage.setItem(key, value);
    },
    'accessToken',
    session,
    origin,
  );

  const rows = [];
  let initialJsKb;
  for (const preset of presets) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${preset}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
      }
      if (!lhr.finalDisplayedUrl.startsWith(url.split('?')[0])) {
        throw new Error(`${name} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
      }
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const failing = lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
        .map((ref) => ref.id);
      rows.push({
        page: name,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        LCP: lhr.audits['largest-contentful-paint'].displayValue,
        TBT: lhr.audits['total-blocking-time'].displayValue,
        CLS: lhr.audits['cumulative-layout-shift'].displayValue,
        'a11y failures': failing.join(' ') || '–',
      });
      if (name === '/dashboard' && initialJsKb === undefined) {
        initialJsKb = initialJs(lhr, origin, outDir);
      }
    }
  }

  console.table(rows);
  console.log(`Initial JS of /dashboard: ${initialJsKb.total.toFixed(1)} KB gzip`);
  console.table(initialJsKb.files.slice(0, 8));
  const missed = [
    ...rows
      .filter((row) => row.performance < TARGETS.performance)
      .map((row) => `${row.page} (${row.preset}) performance ${row.performance}`),
    ...rows
      .filter((row) => row.accessibility < TARGETS.accessibility)
      .map((row) => `${row.page} (${row.preset}) accessibility ${row.accessibility}`),
    ...(initialJsKb.total >= TARGETS.initialJsKb
      ? [`initial JS ${initialJsKb.total.toFixed(1)} KB`]
      : []),
  ];
  console.log(
    missed.length
      ? `Targets missed: ${missed.join('; ')}`
      : `All targets met (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, initial JS < ${TARGETS.initialJsKb} KB gzip)`,
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await cleanUp();
}

/**
 * The JS /dashboard loads before any interaction: every script of the build the page requested
 * during Lighthouse's load, gzipped here (level 9, as a server would send it) so the number does
 * not depend on whether the server compresses.
 */
function initialJs(lhr, origin, outDir) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  const files = scripts.map((item) => {
    const path = new URL(item.url).pathname;
    const bytes = readFileSync(join(outDir, path));
    return { file: path, kbGzip: Number((gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)) };
  });
  files.sort((a, b) => b.kbGzip - a.kbGzip);
  return { total: files.reduce((sum, file) => sum + file.kbGzip, 0), files };
}
