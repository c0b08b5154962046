import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from './build';

const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };

describe('the database every test app starts from (copied from one migrated once per run)', () => {
  const t = build();

  it('has every migration recorded, so the app’s own migrator had nothing left to do', async () => {
    const { rows } = await t.app.db.execute<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    expect(rows.map((row) => Number(row.created_at))).toEqual(
      journal.entries.map((entry) => entry.when),
    );
  });

  it('starts with no data', async () => {
    const { rows } = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
