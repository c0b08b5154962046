import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, writeMigratedSnapshot } from '../src/db/database';
import { databaseUrl, dropDatabase, onServer, uniqueName } from './test-databases';

/**
 * Migrates one database for the whole run; every test app copies it (see test-databases.ts).
 * A new PGlite runs initdb for seconds and each of ~100 apps would migrate from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = uniqueName('paraph_template');
    await onServer(serverUrl, `CREATE DATABASE "${template}"`);
    try {
      // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
      const database = await openDatabase({ url: databaseUrl(serverUrl, template) });
      await database.close();
    } catch (error) {
      await dropDatabase(serverUrl, template);
      throw error;
    }
    project.provide('testDatabaseSeed', { serverUrl, template });
    return () => dropDatabase(serverUrl, template);
  }
  const folder = await mkdtemp(join(tmpdir(), 'paraph-test-db-'));
  const snapshot = join(folder, 'migrated.tar');
  await writeMigratedSnapshot(snapshot);
  project.provide('testDatabaseSeed', { snapshot });
  return () => rm(folder, { recursive: true, force: true });
}
