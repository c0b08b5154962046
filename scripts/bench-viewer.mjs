// Benchmark (not a test): how long after a 200-page PDF's bytes arrive its first page is
// painted. Opens the DocumentViewer's 200-page story in the built Storybook and reads the
// viewer's own user-timing measure (paraph:viewer:data → first page canvas painted).
// Needs `npm run build-storybook` first; builds nothing itself. Usage: npm run bench:viewer
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { register } from 'tsx/esm/api';

register();
const { chromiumArgs, chromiumExecutable } = await import('../tests/chromium.ts');

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const story = 'ui-documentviewer--two-hundred-pages';
const budgetMs = 1000;

if (!existsSync(join(root, 'iframe.html'))) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A tiny static server for the built Storybook, bound to loopback only. */
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const timings = [];
try {
  for (let run = 0; run < runs; run += 1) {
    // A fresh context per run: nothing cached from the previous one but the HTTP server.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story}&viewMode=story`);
    const handle = await page.waitForFunction(
      (name) => performance.getEntriesByName(name, 'measure')[0]?.duration,
      'paraph:viewer:first-page',
      { timeout: 60_000 },
    );
    const duration = await handle.jsonValue();
    timings.push(duration);
    console.log(`run ${run + 1}: ${duration.toFixed(1)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const sorted = [...timings].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `first page of a 200-page PDF visible after its data arrived: median ${median.toFixed(1)} ms ` +
    `over ${runs} runs (budget ${budgetMs} ms) — ${median < budgetMs ? 'within' : 'OVER'} budget`,
);
