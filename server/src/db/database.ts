import { mkdir } from 'node:fs/promises';
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

/** Where the data lives: an in-memory PGlite (tests), a PGlite folder, or a PostgreSQL server. */
export type DatabaseTarget = 'memory' | { dataDir: string } | { url: string };

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
  return openPglite(target === 'memory' ? undefined : join(target.dataDir, 'pglite'));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  // PGlite does not create missing parent folders itself.
  if (dir) await mkdir(dirname(dir), { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
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
