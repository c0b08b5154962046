// The scale-out part of `npm run bench:api` (BENCH_NODES=2, on DATABASE_URL's server): the
// list call against app nodes started as `npm start` starts them, on the bench's database —
// first one node, then all of them with the connections spread evenly, as a load balancer
// would. Nodes, PostgreSQL and the load generator share this machine's cores, so the figure
// says what a second node adds here, not on separate machines.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './bench-app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WARM_UP_CALLS = 200;

/**
 * req/s and latency of `request` on one node and on `count` nodes, with `connections` in all.
 * @param {{ databaseUrl: string, request: { path: string, headers: Record<string, string> },
 *   count: number, connections: number, seconds: number }} options
 */
export async function benchNodes({ databaseUrl, request, count, connections, seconds }) {
  const nodes = await Promise.all(Array.from({ length: count }, () => startNode(databaseUrl)));
  try {
    const rows = [];
    for (const used of [...new Set([1, count])]) {
      const targets = nodes.slice(0, used);
      const spread = (total) => Math.max(1, Math.round(total / used));
      const load = (options) =>
        Promise.all(
          targets.map((node) => autocannon({ url: node.url, requests: [request], ...options })),
        );
      await load({ connections: spread(connections), amount: spread(WARM_UP_CALLS) });
      const results = await load({ connections: spread(connections), duration: seconds });
      rows.push({
        nodes: used,
        'req/s': Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
        // The slower node's percentiles: what the slowest callers see.
        'p50 ms': Math.max(...results.map((r) => r.latency.p50)),
        'p99 ms': Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      });
    }
    return rows;
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

/** One server process on `databaseUrl`, without demo data, answering on a free port. */
async function startNode(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'paraph-bench-node-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-app'),
      PARAPH_DEMO: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`a bench node exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.ok) return { url, stop };
  }
  await stop();
  throw new Error('a bench node did not get ready within 120 s');
}
