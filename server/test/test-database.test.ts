import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { build } from './build';

const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };

describe('the database every test app starts from (copied from one migrated once per run)', () => {
  const t = build();

  it('has every migration recorded, so the app’s own migrator had nothing left to do', async () => {
    // Both drivers answer `{ rows }`.
    const result = (await t.app.db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    )) as unknown as { rows: { created_at: string }[] };
    expect(result.rows.map((row) => Number(row.created_at))).toEqual(
      journal.entries.map((entry) => entry.when),
    );
  });

  it('starts with no data', async () => {
    expect(await t.app.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
  });
});
