import { openAsBlob } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * Where the data lives: an in-memory PGlite (tests), an in-memory PGlite started from a snapshot
 * file written by writeMigratedSnapshot (tests: skips initdb), a PGlite folder, or a PostgreSQL
 * server.
 */
export type DatabaseTarget =
  'memory' | { snapshot: string } | { dataDir: string } | { url: string };

/** One dialect, two drivers: code written against this type runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Arbitrary constant shared by every app node, so only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 7_236_051_982;

/** Opens the database and brings its schema up to date before anything else touches it. */
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  if (typeof target === 'object' && 'url' in target) return openPostgres(target.url, onPoolError);
  const client = await openPglite(target);
  return { db: drizzlePglite({ client, schema }), close: () => client.close() };
}

/**
 * Writes a migrated, empty in-memory database to `file`, for `{ snapshot: file }` targets: a
 * PGlite loaded from it starts in well under a second, where a new one runs initdb for seconds.
 */
export async function writeMigratedSnapshot(file: string): Promise<void> {
  const client = await openPglite('memory');
  try {
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

type PgliteTarget = Exclude<DatabaseTarget, { url: string }>;

/** A PGlite whose schema is up to date; a snapshot's migrations table makes migrating a no-op. */
async function openPglite(target: PgliteTarget): Promise<PGlite> {
  const client = await createPglite(target);
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

async function createPglite(target: PgliteTarget): Promise<PGlite> {
  if (target === 'memory') return new PGlite();
  if ('snapshot' in target) return new PGlite({ loadDataDir: await openAsBlob(target.snapshot) });
  const dir = join(target.dataDir, 'pglite');
  // PGlite does not create missing parent folders itself.
  await mkdir(dirname(dir), { recursive: true });
  return new PGlite(dir);
}

async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onPoolError);
  try {
    await migrateLocked(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzlePg({ client: pool, schema }), close: () => pool.end() };
}

/** Nodes starting together behind a load balancer would otherwise race on the same migration. */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
