// The scale-out part of `npm run bench:api` (BENCH_NODES=2, on DATABASE_URL's server): the
// list call against app nodes started as `npm start` starts them, on the bench's database —
// first one node, then all of them with the connections spread evenly, as a load balancer
// would. Nodes, PostgreSQL and the load generator share this machine's cores, so the figure
// says what a second node adds here, not on separate machines.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const WARM_UP_CALLS = 200;

/**
 * req/s and latency of `request` on one node and on `count` nodes, with `connections` in all.
 * @param {{ databaseUrl: string, request: { path: string, headers: Record<string, string> },
 *   count: number, connections: number, seconds: number }} options
 */
export async function benchNodes({ databaseUrl, request, count, connections, seconds }) {
  // The tests' process starter; TypeScript, loaded once bench-api.mjs has registered tsx.
  const { freePort, killHard, startServer } = await import('../server/test/server-process.ts');
  /** One server process on `databaseUrl`, without demo data, on a free port. */
  const startNode = async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'paraph-bench-node-'));
    const { child } = await startServer(
      { port, dataDir },
      { DATABASE_URL: databaseUrl, PARAPH_DEMO: '0' },
    );
    const stop = async () => {
      await killHard(child);
      await rm(dataDir, { recursive: true, force: true });
    };
    return { url: `http://127.0.0.1:${port}`, stop };
  };
  const nodes = await Promise.all(Array.from({ length: count }, startNode));
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
