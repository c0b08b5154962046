import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../src/db/database';

/**
 * What every test app's database starts from, made once per run by global-setup.ts: a migrated
 * PGlite snapshot file, or (DATABASE_URL set) a migrated template database on that server.
 * Each app still runs the migrator, which finds nothing to do.
 */
export type TestDatabaseSeed = { snapshot: string } | { serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSeed: TestDatabaseSeed;
  }
}

/** A uniquely named database on the server, copied from `template` and dropped by `drop`. */
export async function createDatabase({
  serverUrl,
  template,
}: {
  serverUrl: string;
  template: string;
}): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const name = uniqueName('paraph_test');
  await onServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    target: { url: databaseUrl(serverUrl, name) },
    drop: () => dropDatabase(serverUrl, name),
  };
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Runs one statement on the server's maintenance database (the one DATABASE_URL names). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
