// The "floor" of an API call for `npm run bench:api`: the very statements one call sends to
// PostgreSQL, replayed straight through `pg` at the same concurrency, with no HTTP, routing,
// validation, auth or serialisation around them. An API that reaches a large share of this
// rate spends little besides the database's own work.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const QUIET_MS = 250;

/**
 * Every statement `run` makes the app's pg pools send, in order, as the pool received them:
 * the query text or config (drizzle's config carries its row mode and type parsers, which the
 * replay keeps) and the parameters. Only the process's own pools are watched. It first waits
 * until they have been quiet for a moment, since a load test's last requests can still be
 * running on the server after the client has stopped.
 */
export async function captureStatements(run) {
  const statements = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function capture(config, values, callback) {
    statements.push({ config, values });
    return original.call(this, config, values, callback);
  };
  try {
    do {
      statements.length = 0;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    } while (statements.length);
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return statements;
}

/** A statement's text for the report: its first line, whitespace folded. */
export function describeStatement({ config, values }) {
  const text = typeof config === 'string' ? config : config.text;
  const folded = text.replace(/\s+/g, ' ').trim();
  return `${folded.slice(0, 100)}${folded.length > 100 ? '…' : ''} [${values?.length ?? 0} parameters]`;
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of each statement with its parameters: the plans and times. A
 * named statement is prepared and run a few times first, as the app's connections run it, so
 * that the plan shown is the one PostgreSQL settles on (generic or custom after five runs).
 */
export async function explainStatements(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans = [];
    for (const { config, values = [] } of statements) {
      const text = typeof config === 'string' ? config : config.text;
      const name = typeof config === 'string' ? undefined : config.name;
      let explained = text;
      if (name) {
        const literal = (value) => (value == null ? 'null' : client.escapeLiteral(String(value)));
        const execute = `execute ${name}(${values.map(literal).join(', ')})`;
        await client.query(`prepare ${name} as ${text}`);
        for (let run = 0; run < 6; run++) await client.query(execute);
        explained = execute;
      }
      const { rows } = await client.query(
        `explain (analyze, buffers) ${explained}`,
        name ? [] : values,
      );
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await client.end();
  }
}

/**
 * This process's CPU time (user + system, from `process.cpuUsage`) per call: unlike the rate,
 * it hardly depends on what else the machine runs. The database's own work is not in it.
 */
export function cpuPerCall({ user, system }, calls) {
  return calls ? ((user + system) / 1000 / calls).toFixed(2) : '–';
}

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks.
const TICKS_PER_MS = 100 / 1000;

/**
 * The CPU time the database server's processes serving `url`'s database have used so far, by
 * process (utime + stime from /proc): on a server of this machine only, else null. The
 * difference of two readings is the database's share of the work between them.
 */
export async function databaseCpu(url) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname)) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const ticks = new Map();
    for (const { pid } of rows) {
      try {
        // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process ended since the query: its time is lost to both readings.
      }
    }
    return ticks;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Milliseconds of database CPU per call between two `databaseCpu` readings. */
export function databaseCpuPerCall(before, after, calls) {
  if (!before || !after || !calls) return '–';
  let ticks = 0;
  for (const [pid, total] of after) ticks += total - (before.get(pid) ?? 0);
  return (ticks / TICKS_PER_MS / calls).toFixed(2);
}

/**
 * `connections` loops over a pool of `poolSize` clients (the app's pool: pg's default of 10),
 * each running `statements` one after another, as one API call does, for `seconds`. Latency is
 * per call (all its statements), like autocannon's per request.
 */
export async function runFloor({ url, statements, connections, seconds, poolSize = 10 }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies = [];
  let errors = 0;
  let cpu;
  let database;
  try {
    // Open the connections first: the API's pool is warm when its run starts, too.
    await Promise.all(Array.from({ length: poolSize }, () => pool.query('select 1')));
    const databaseBefore = await databaseCpu(url);
    cpu = process.cpuUsage();
    const ends = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < ends) {
        const started = performance.now();
        try {
          for (const { config, values } of statements) await pool.query(config, values);
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, loop));
    cpu = process.cpuUsage(cpu);
    database = databaseCpuPerCall(databaseBefore, await databaseCpu(url), latencies.length);
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
  return {
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': Math.round(at(0.5)),
    'p99 ms': Math.round(at(0.99)),
    'CPU ms/call': cpuPerCall(cpu, latencies.length),
    'database CPU ms/call': database,
    errors,
  };
}
