import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

const journalFile = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** How many migrations this build ships (drizzle-kit's journal, one entry per migration). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * How many migrations the database has applied, from the table drizzle's migrator keeps (the
 * same on PGlite and PostgreSQL). Also proves that the database answers.
 */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  // Both drivers answer `{ rows }`.
  const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
  return row?.applied ?? 0;
}
