// `npm run bench:api`: the dashboard list under load on a realistic volume (100 000 requests,
// 1 000 users), next to a bare Fastify route as the ceiling of this machine; then the visual
// signature preview, 200 calls one after another, rendered afresh and from the cache; and the billing
// page's hot calls (the price preview asked on every change of the upgrade choices, the
// subscription read) for an admin of a business; and the signature activity report of that
// business, 100 000 signatures over a year, paged (page 1, and page 200 of a date range). On a throwaway
// PGlite folder, or on a throwaway database of DATABASE_URL's server when that is set. On
// PostgreSQL, each list call is also measured against its floor (scripts/sql-floor.mjs): the
// statements one call sends, captured from the app's pool, replayed straight through `pg`; with
// BENCH_NODES=2, the list call on one server process and on two (scripts/bench-nodes.mjs).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import {
  captureStatements,
  cpuPerCall,
  databaseCpu,
  databaseCpuPerCall,
  describeStatement,
  explainStatements,
  runFloor,
} from './sql-floor.mjs';
import { benchNodes } from './bench-nodes.mjs';

register();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_EXPLAIN=1: print the plan of every statement a floor replays.
const explain = Boolean(process.env.BENCH_EXPLAIN);
// BENCH_CALLS=list: only the measurements whose name contains it (the bare route beside any load
// test), e.g. "signature preview" for the visual signature preview alone.
const only = process.env.BENCH_CALLS;
const BARE = 'bare Fastify route';
// BENCH_NODES=2 (with DATABASE_URL): also the list call on one and on two server processes.
const nodes = Number(process.env.BENCH_NODES ?? 1);
const PASSWORD = 'bench-password-2026';
const REQUESTS = 100_000;
const USERS = 1_000;
const SEQUENTIAL_CALLS = 200;
const CONNECTIONS = 10;
const WARM_UP_CALLS = 200;
const BUSINESS = 'biz_bench';
const SIGNATURE_EVENTS = 100_000;
const ACTIVITIES = `/v2/businesses/${BUSINESS}/activities/signatures`;
const ACTIVITY_PAGES = [
  { name: 'signature activities page 1', path: `${ACTIVITIES}?page=1&size=25` },
  {
    name: 'signature activities page 200 (start/end dates)',
    path: `${ACTIVITIES}?page=200&size=25&start_date=${daysAgo(366)}&end_date=${daysAgo(0)}`,
  },
];

const target = await createTarget();
if (nodes > 1 && !target.url)
  throw new Error('BENCH_NODES needs DATABASE_URL: nodes share a server');
console.log(`database: ${target.label}`);
const { buildApp } = await import('../server/src/app.ts');
const { hashPassword } = await import('../server/src/domain/accounts/passwords.ts');
const app = await buildApp({ database: target.database });
let bare;
try {
  const started = performance.now();
  await seed(app.db, await hashPassword(PASSWORD));
  console.log(
    `seeded ${REQUESTS} requests for ${USERS} users and ${SIGNATURE_EVENTS} signature events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // A separate instance: the app's hooks (auth, validation, problem mapping) would otherwise
  // run for the baseline too. Same process, so both share the CPU and the event loop.
  bare = Fastify();
  bare.get('/bench/bare', () => ({ ok: true }));
  const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

  const auth = { authorization: `Bearer ${await login(base, 'bench-1@example.test')}` };
  const all = await (
    await fetch(`${base}/v3/signature-requests?view=all`, { headers: auth })
  ).json();
  console.log(`bench user: ${all.total_items} visible requests (all view), counts`, all.counts);
  const activities = await (
    await fetch(`${base}/v2/businesses/${BUSINESS}/activities/signatures?size=1`, { headers: auth })
  ).json();
  console.log(`bench business: ${activities.total_items} signature activities`);

  const scenarios = [
    {
      name: 'list view=all',
      url: base,
      path: '/v3/signature-requests?view=all',
      headers: auth,
      floor: true,
    },
    {
      name: 'list view=toSign&search=agreement',
      url: base,
      path: '/v3/signature-requests?view=toSign&search=agreement',
      headers: auth,
      floor: true,
    },
    { name: BARE, url: bareBase, path: '/bench/bare' },
    {
      name: 'billing: upgrade preview',
      url: base,
      method: 'POST',
      path: `/v2/businesses/${BUSINESS}/subscriptions/upgrade/preview`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'team', cycle: 'yearly', amountSeats: 5, currency: 'CHF' }),
    },
    {
      name: 'billing: subscription read',
      url: base,
      path: `/v2/businesses/${BUSINESS}/subscriptions`,
      headers: auth,
    },
    ...ACTIVITY_PAGES.map((page) => ({ ...page, url: base, headers: auth })),
  ];
  const rows = [];
  const floors = [];
  const picked = (name) => !only || name.includes(only);
  // The bare route is the ceiling the load tests are read against: measured only beside them.
  const loads = scenarios.filter(({ name, url }) => url !== bareBase && picked(name));
  const chosen = loads.length ? scenarios.filter(({ name }) => picked(name) || name === BARE) : [];
  for (const { name, url, floor, ...request } of chosen) {
    // Warm up first (JIT, the pool's connections, their prepared statements), as the floor's
    // pool is: the run then measures the steady state of both.
    await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP_CALLS, requests: [request] });
    const databaseBefore = floor && target.url ? await databaseCpu(target.url) : null;
    const cpu = process.cpuUsage();
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [request],
    });
    const row = {
      call: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      // Server and load generator share this process: both are in it.
      'CPU ms/req': cpuPerCall(process.cpuUsage(cpu), result.requests.total),
      errors: result.errors + result.non2xx,
    };
    const databaseAfter = databaseBefore && (await databaseCpu(target.url));
    rows.push(row);
    // Right after the API's run, so that both see about the same load on the machine.
    if (floor && target.url) {
      const database = databaseCpuPerCall(databaseBefore, databaseAfter, result.requests.total);
      floors.push(await benchFloor(`${url}${request.path}`, request, { ...row, database }));
    }
  }
  const bareRate = rows.find((row) => row.call === BARE)?.['req/s'];
  for (const row of rows) row['vs bare'] = (row['req/s'] / bareRate).toFixed(3);
  if (rows.length) console.table(rows);
  if (floors.length) console.table(floors);
  const sequential = [];
  if (picked('visual signature preview')) sequential.push(...(await benchPreview(base, auth)));
  if (picked('signature activities pages'))
    sequential.push(...(await benchActivityPages(base, auth)));
  if (sequential.length) console.table(sequential);
  if (nodes > 1) {
    console.log(`list view=all on separate server processes: one node, then ${nodes}`);
    console.table(
      await benchNodes({
        databaseUrl: target.url,
        request: { path: '/v3/signature-requests?view=all', headers: auth },
        count: nodes,
        connections: CONNECTIONS,
        seconds,
      }),
    );
  }
} finally {
  await bare?.close();
  await app.close();
  await target.drop();
}

/**
 * The API's run of one call beside its floor: the statements one such call sends (captured
 * from the app's pool during one call, printed once), replayed with `pg` over a pool of the
 * app's size at the same concurrency.
 */
async function benchFloor(url, { headers }, api) {
  const statements = await captureStatements(async () => {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} failed: ${response.status}`);
  });
  console.log(`floor of ${api.call}: ${statements.length} statements per call, in order`);
  for (const statement of statements) console.log(`  ${describeStatement(statement)}`);
  if (explain)
    for (const plan of await explainStatements(target.url, statements)) console.log(plan);
  const floor = await runFloor({
    url: target.url,
    statements,
    connections: CONNECTIONS,
    seconds,
  });
  return {
    call: api.call,
    'API req/s': api['req/s'],
    'API p50 ms': api['p50 ms'],
    'API p99 ms': api['p99 ms'],
    'API CPU ms': api['CPU ms/req'],
    'API db CPU ms': api.database,
    'floor req/s': floor['req/s'],
    'floor p50 ms': floor['p50 ms'],
    'floor p99 ms': floor['p99 ms'],
    'floor CPU ms': floor['CPU ms/call'],
    'floor db CPU ms': floor['database CPU ms/call'],
    'API/floor': (api['req/s'] / floor['req/s']).toFixed(3),
    errors: api.errors + floor.errors,
  };
}

/** The UTC day `days` before today, as the report's date parameters take it. */
function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * p50 and p99 of `calls` GETs one after another (`urlOf(i)` for the i-th): latency without
 * queueing; and the CPU time per call, which a busy machine inflates far less than the wall time
 * (this process's, worker threads included: the server, its renderers and the client).
 */
async function timedCalls(urlOf, headers, calls = SEQUENTIAL_CALLS) {
  const times = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(urlOf(i), { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${urlOf(i)} failed: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return {
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'CPU ms/call': cpuPerCall(process.cpuUsage(cpu), calls),
  };
}

/**
 * `GET /v1/user/preview-visual-signature`, sequentially as the editor calls it: uncached (a
 * different name each call, so each is drawn and rendered by pdf.js) and cached (one URL).
 */
async function benchPreview(base, headers) {
  const url = (name) =>
    `${base}/v1/user/preview-visual-signature?lang=de&loc=Z%C3%BCrich&opt=Acme%20AG&name=${encodeURIComponent(name)}`;
  const fresh = await timedCalls((i) => url(`Bench User ${i}`), headers);
  const cached = await timedCalls(() => url('Bench User 0'), headers);
  return [
    { call: `visual signature preview uncached (${SEQUENTIAL_CALLS} calls)`, ...fresh },
    { call: `visual signature preview cached (${SEQUENTIAL_CALLS} calls)`, ...cached },
  ];
}

/**
 * The signature activity pages one after another, as an admin pages through the report: the
 * time of one page without the queueing of the load test above.
 */
async function benchActivityPages(base, headers) {
  const rows = [];
  for (const { name, path } of ACTIVITY_PAGES) {
    rows.push({
      call: `${name} (${SEQUENTIAL_CALLS} calls)`,
      ...(await timedCalls(() => `${base}${path}`, headers)),
    });
  }
  return rows;
}

/** A temporary PGlite folder, or a uniquely named database on DATABASE_URL's server. */
async function createTarget() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'paraph-bench-api-'));
    return {
      label: `PGlite in ${dataDir}`,
      database: { dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `paraph_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    label: `PostgreSQL database ${name} on ${url.host}`,
    url: url.toString(),
    database: { url: url.toString() },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function login(base, email) {
  const response = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * Set-based inserts, one statement per table. Request i belongs to user i % 1000 + 1 (100
 * each); its first signer is another account, signers 2 and 3 are guests without one; every
 * tenth request has an observer. So user 1 owns 100, signs 100 and observes 10. The state
 * also depends on i / 1000, so that one user's requests do not all share a state.
 */
async function seed(db, passwordHash) {
  const user = (n) => sql.raw(`(${n}) % ${USERS} + 1`);
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, email_verified)
    select 'u_bench' || u, 'bench-' || u || '@example.test', ${passwordHash}, 'Bench', 'User ' || u, true
    from generate_series(1, ${USERS}) u`);
  await db.execute(sql`
    insert into signature_requests
      (id, owner_id, title, status_overall, created_at, updated_at)
    select 'sr_bench' || i, 'u_bench' || ${user('i')},
      (array['Rental agreement', 'Employment contract', 'Non-disclosure agreement',
        'Invoice approval', 'Board resolution'])[i / 7 % 5 + 1] || ' #' || i,
      (array['DRAFT', 'OPEN', 'OPEN', 'OPEN', 'SIGNED', 'SIGNED', 'DECLINED', 'WITHDRAWN'])[(i + i / ${USERS}) % 8 + 1],
      now() - i * interval '1 minute', now() - i * interval '1 minute' + interval '30 seconds'
    from generate_series(1, ${REQUESTS}) i`);
  await db.execute(sql`
    insert into signatures (id, request_id, email, user_id, status_code, sequence)
    select 'sig_bench' || i || '_' || k, 'sr_bench' || i,
      case when k = 1 then 'bench-' || ${user('i * 7 + 3')} || '@example.test'
        else 'guest-' || i || '-' || k || '@example.test' end,
      case when k = 1 then 'u_bench' || ${user('i * 7 + 3')} end,
      -- Signer 1 of every other OPEN request has signed: it is pending, not toSign, for them.
      case r.status_overall when 'OPEN' then case when k = 1 and i / ${USERS} % 2 = 1 then 'SIGNED' else 'OPEN' end
        else r.status_overall end,
      k
    from generate_series(1, ${REQUESTS}) i
    join signature_requests r on r.id = 'sr_bench' || i
    cross join lateral generate_series(1, i % 3 + 1) k`);
  await db.execute(sql`
    insert into documents (id, request_id, origin_id, name, uploaded_by, sha256, size, page_count)
    select 'doc_bench' || i, 'sr_bench' || i, 'doc_bench' || i, 'document-' || i || '.pdf',
      'u_bench' || ${user('i')}, ${'0'.repeat(64)}, 120000, 2
    from generate_series(1, ${REQUESTS}) i`);
  await db.execute(sql`
    insert into observers (id, request_id, email, user_id)
    select 'obs_bench' || i, 'sr_bench' || i, 'bench-' || ${user('i / 10 * 7')} || '@example.test',
      'u_bench' || ${user('i / 10 * 7')}
    from generate_series(10, ${REQUESTS}, 10) i`);
  // Bench user 1 is the admin of a business on its trial (the billing calls).
  await db.execute(sql`
    insert into businesses (id, name, email, country, price_plan, trial_ends_at, currency)
    values (${BUSINESS}, 'Bench AG', 'office@bench.example', 'CH', 'team',
      now() + interval '14 days', 'CHF')`);
  await db.execute(sql`
    insert into business_members (user_id, business_id, role)
    values ('u_bench1', ${BUSINESS}, 'admin')`);
  // Bench user 1's 100 requests (i = 1000, 2000, … 100 000) are the business's, and their first
  // signers have signed 100 000 times over the last year, five minutes apart: the signature
  // activity report's volume. The hashes are placeholders (nothing here verifies the chain).
  await db.execute(sql`
    update signature_requests
    set business_id = ${BUSINESS},
      cost_center = (array['Legal', 'Sales', 'Operations', null])[substr(id, 9)::int / 1000 % 4 + 1]
    where owner_id = 'u_bench1'`);
  await db.execute(sql`
    insert into request_events
      (id, request_id, seq, type, at, actor_email, signature_id, data, prev_hash, hash, business_id)
    select 'ev_bench' || j, 'sr_bench' || (j % 100 + 1) * 1000, j / 100 + 1, 'SIGNED',
      date_trunc('second', now()) - j * interval '5 minutes',
      s.email, s.id,
      jsonb_build_object('quality', (array['SES', 'AES', 'QES'])[j % 3 + 1], 'legislation', 'ZERTES'),
      ${'0'.repeat(64)}, ${'0'.repeat(64)}, ${BUSINESS}
    from generate_series(0, ${SIGNATURE_EVENTS - 1}) j
    join signatures s on s.id = 'sig_bench' || (j % 100 + 1) * 1000 || '_1'`);
  // Fresh statistics, as autovacuum would have them on a live database, so plans are realistic.
  await db.execute(sql`analyze`);
}
