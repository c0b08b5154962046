import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../drizzle');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function run(db: PGlite, file: string) {
  for (const statement of readFileSync(join(folder, file), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration 0006: users.signatures move into visual_signatures', () => {
  // The SQL itself, on a PGlite of its own (also under DATABASE_URL): the migrations before it,
  // a user with stamps in the old column, then this one. Six migrations take a while.
  it(
    'keeps every stamp in order, the first as the default, values brought into range',
    { timeout: 60_000 },
    async () => {
      const db = new PGlite();
      const index = files.indexOf('0006_visual_signatures.sql');
      expect(index).toBeGreaterThan(0);
      for (const file of files.slice(0, index)) await run(db, file);

      const stamps = [
        {
          name: 'Dana Demo',
          company: 'Acme AG',
          location: 'Zürich',
          language: 'de-ch',
          displayQr: true,
          displayClaim: false,
        },
        { name: '', language: 'xx', displayDate: false },
      ];
      await db.query(
        `insert into users (id, email, password_hash, first_name, last_name, signatures)
       values ('u_1', 'dana@example.test', 'x', 'Dana', 'Demo', $1), ('u_2', 'sam@example.test', 'x', 'Sam', 'Example', '[]')`,
        [JSON.stringify(stamps)],
      );
      await run(db, files[index]!);

      const { rows } = await db.query<Record<string, unknown>>(
        `select user_id, alias, name, company, location, language, display_claim, display_standards,
         display_qr, display_date, is_default, image_sha256
       from visual_signatures order by created_at`,
      );
      expect(rows).toEqual([
        {
          user_id: 'u_1',
          alias: 'Dana Demo',
          name: 'Dana Demo',
          company: 'Acme AG',
          location: 'Zürich',
          language: 'de',
          display_claim: false,
          display_standards: true,
          display_qr: true,
          display_date: true,
          is_default: true,
          image_sha256: null,
        },
        {
          user_id: 'u_1',
          alias: 'Signature',
          name: 'Dana Demo',
          company: null,
          location: null,
          language: 'en',
          display_claim: true,
          display_standards: true,
          display_qr: false,
          display_date: false,
          is_default: false,
          image_sha256: null,
        },
      ]);
      const columns = await db.query(
        `select 1 from information_schema.columns where table_name = 'users' and column_name = 'signatures'`,
      );
      expect(columns.rows).toEqual([]);
      await db.close();
    },
  );
});
