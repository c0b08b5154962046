// Lighthouse on the production build against the real server with the demo data: performance
// and accessibility of /dashboard, /view/{id} and a guest's signing page /view/{id}/{secret},
// each loaded LIGHTHOUSE_RUNS times (default 5; median, min and max), and the initial JS of
// /dashboard per file.
//   npm run bench:lighthouse            (mobile, Lighthouse's default, and desktop)
//   npm run bench:lighthouse -- desktop (one preset only)
//   LIGHTHOUSE_REPORTS=<dir> npm run bench:lighthouse   (also keeps each Lighthouse JSON report)
//   LIGHTHOUSE_DIST=<dir> npm run bench:lighthouse      (measures that build instead of building)
// Nothing is downloaded: Debian's Chromium is driven through chrome-launcher.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const demo = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };
const TARGETS = {
  performance: { mobile: 95, desktop: 99 },
  accessibility: 100,
  initialJsKb: 180,
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
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
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of temps) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** A one-page PDF for the guest's request. */
async function samplePdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Lighthouse guest agreement', {
    x: 72,
    y: 760,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save()).toString('base64');
}

/**
 * The demo data has account holders only, so the demo user sends a request to a guest; the
 * guest's page is the personal link of the invitation mail, which the server without SMTP writes
 * to DATA_DIR/mail.
 */
async function guestPagePath(origin, headers, mailDir) {
  const guest = 'lighthouse-guest@example.test';
  const created = await fetch(`${origin}/v3/signature-requests`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Lighthouse guest agreement',
      message: 'Please sign.',
      documents: [{ name: 'agreement.pdf', content: await samplePdf() }],
      signatures: [{ signer_identity_data: { email_address: guest } }],
    }),
  });
  if (created.status !== 201) throw new Error(`Guest request: ${created.status}`);
  const { id } = await created.json();
  const sent = await fetch(`${origin}/v3/signature-requests/${id}/initiate`, {
    method: 'POST',
    headers,
  });
  if (!sent.ok) throw new Error(`Sending the guest request: ${sent.status}`);
  const link = new RegExp(`https?://[^\\s/]+(/view/${id}/[^\\s<>"]+)`);
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    // The server creates the outbox with its first mail.
    const mails = existsSync(mailDir) ? readdirSync(mailDir) : [];
    for (const mail of mails) {
      const text = readFileSync(join(mailDir, mail), 'utf8').replace(/=\r?\n/g, '');
      const found = text.includes(guest) ? text.match(link) : null;
      if (found) return found[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation mail to ${guest} in ${mailDir}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** `median (min–max)` of the runs' values. */
const spread = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

try {
  let outDir = process.env.LIGHTHOUSE_DIST;
  if (!outDir) {
    outDir = tempDir('paraph-lh-dist-');
    console.log(`Building into ${outDir}…`);
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir('paraph-lh-data-');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PARAPH_DEMO: '1',
    STATIC_DIR: outDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
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
  const headers = { Authorization: `Bearer ${token}` };
  const list = await fetch(`${origin}/v3/signature-requests?view=all`, { headers }).then(
    (response) => response.json(),
  );
  const requestId = list.items[0]?.id;
  if (!requestId) throw new Error('The demo data has no request to view');
  const guestPath = await guestPagePath(origin, headers, join(dataDir, 'mail'));

  // `signedIn: false`: the guest comes from the mail, with no session.
  const pages = [
    { name: '/dashboard', url: `${origin}/dashboard?tab=inbox&filter=all`, signedIn: true },
    { name: '/view/{id}', url: `${origin}/view/${requestId}`, signedIn: true },
    { name: '/view/{id}/{userid}', url: `${origin}${guestPath}`, signedIn: false },
  ];

  chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const guestTab = await browser.newPage();
  const signedInTab = await browser.newPage();
  // The SPA reads its session from sessionStorage; set it in every document of the origin
  // before the app's scripts run, so Lighthouse's cold load (storage and cache reset) is signed in.
  const session = JSON.stringify({ value: token, expiration: new Date(expiresAt).getTime() });
  await signedInTab.evaluateOnNewDocument(
    (key, value, appOrigin) => {
      if (location.origin === appOrigin) sessionStorage.setItem(key, value);
    },
    'accessToken',
    session,
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
