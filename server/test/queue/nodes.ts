import { inject } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database';
import { createDatabase } from '../test-databases';

/**
 * Two app nodes' connections to one fresh database: two pools on one PostgreSQL database when
 * DATABASE_URL is set, else one in-memory PGlite both share (PGlite has one connection).
 */
export async function twoNodes(): Promise<{ a: Db; b: Db; close(): Promise<void> }> {
  const seed = inject('testDatabaseSeed');
  if ('snapshot' in seed) {
    const shared = await openDatabase({ snapshot: seed.snapshot });
    return { a: shared.db, b: shared.db, close: () => shared.close() };
  }
  const { target, drop } = await createDatabase(seed);
  const one = await openDatabase(target);
  const two = await openDatabase(target);
  return {
    a: one.db,
    b: two.db,
    async close() {
      await one.close();
      await two.close();
      await drop();
    },
  };
}
