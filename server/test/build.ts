import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp as buildServerApp, type AppOptions } from '../src/app';
import type { DatabaseTarget } from '../src/db/database';

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app, then drops its throwaway PostgreSQL database if it made one. */
  close(): Promise<void>;
}

/**
 * An app on a database of its own: a fresh in-memory PGlite, or, when DATABASE_URL is set
 * (CI's second run), a uniquely named database created on that server and dropped on close.
 */
export async function buildApp(options: AppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  if (options.database || !serverUrl) {
    const app = await buildServerApp({ database: 'memory', ...options });
    return { app, close: () => app.close() };
  }
  const { target, drop } = await createDatabase(serverUrl);
  try {
    const app = await buildServerApp({ ...options, database: target });
    return {
      app,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * One app for the calling test file (or describe block): built before its tests, closed after.
 * Read `.app` inside tests and hooks, not at collection time.
 */
export function build(options: AppOptions = {}): { readonly app: FastifyInstance } {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildApp(options);
    await built.app.ready();
  });
  afterAll(() => built?.close());
  return {
    get app() {
      if (!built) throw new Error('The test app is only available inside tests and hooks');
      return built.app;
    },
  };
}

/** A clock tests can move; pass `now` to the app. */
export function createClock(start = new Date('2026-11-20T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

async function createDatabase(
  serverUrl: string,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const name = `paraph_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    target: { url: url.toString() },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs one statement on the server's maintenance database (the one DATABASE_URL names). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
