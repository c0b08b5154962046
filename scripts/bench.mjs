// `npm run bench`: throughput and latency of the hot API calls on the embedded database, and the
// size of what the browser downloads before the first page shows. Loopback only; stops itself.
import { mkdtempSync, readFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'paraph-bench-'));
const { buildApp } = await import('../server/src/app.ts');
const app = await buildApp({ database: { dataDir }, demo: true });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${base}/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@paraph.example', password: 'paraph-demo-2026' }),
});
const { token } = await login.json();
const auth = { authorization: `Bearer ${token}` };

const scenarios = [
  { name: 'GET /v1/user', path: '/v1/user', headers: auth },
  {
    name: 'GET /v3/signature-requests (all)',
    path: '/v3/signature-requests?view=all',
    headers: auth,
  },
  {
    name: 'GET /v3/signature-requests (toSign, search)',
    path: '/v3/signature-requests?view=toSign&search=agreement',
    headers: auth,
  },
  {
    // Login is rate-limited per account (10 per 15 min): measure a burst within the limit.
    name: 'POST /v1/login (argon2id, 8 logins)',
    path: '/v1/login',
    method: 'POST',
    connections: 2,
    amount: 8,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@paraph.example', password: 'paraph-demo-2026' }),
  },
];

const rows = [];
for (const { name, connections = 10, amount, ...request } of scenarios) {
  const result = await autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [request],
  });
  rows.push({
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.table(rows);

// First-load weight: the entry script and styles index.html references, gzipped.
try {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  const gzip = (file) => gzipSync(readFileSync(join(root, 'dist', file))).length;
  const entry = assets.reduce((sum, file) => sum + gzip(file), 0);
  const all = readdirSync(join(root, 'dist/assets')).filter((file) => /\.(js|css)$/.test(file));
  console.log(
    `first load (index.html assets, gzip): ${(entry / 1024).toFixed(1)} KiB in ${assets.length} files; ${all.length} chunks in all`,
  );
} catch {
  console.log('first load: run `npm run build` first to measure the bundle');
}
