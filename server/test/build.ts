import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp as buildServerApp, type AppOptions } from '../src/app';
import { createDatabase } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app, then drops its throwaway PostgreSQL database if it made one. */
  close(): Promise<void>;
}

/**
 * An app on a database of its own: an in-memory PGlite loaded from the run's migrated snapshot,
 * or, when DATABASE_URL is set (CI's second run), a uniquely named copy of the run's migrated
 * template database on that server, dropped on close.
 */
export async function buildApp(given: AppOptions = {}): Promise<TestApp> {
  // A call's answer waits for the mail it queued, so tests read mail right after a call.
  const options: AppOptions = { ...given, queue: { runBeforeAnswer: true, ...given.queue } };
  if (options.database) {
    const app = await buildServerApp(options);
    return { app, close: () => app.close() };
  }
  const seed = inject('testDatabaseSeed');
  if ('snapshot' in seed) {
    const app = await buildServerApp({ ...options, database: { snapshot: seed.snapshot } });
    return { app, close: () => app.close() };
  }
  const { target, drop } = await createDatabase(seed);
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
