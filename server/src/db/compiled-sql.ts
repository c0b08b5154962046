import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * A raw statement of a hot path, written with drizzle's `sql` and `sql.placeholder(name)` for
 * its values, built and compiled to text once per shape (what `key` names; the shapes must be
 * few) and then run with the values of one call. Building a large `sql` template takes a
 * measurable share of a fast call; the statement sent is the same either way.
 */
export function compiledSql<Shape>(key: (shape: Shape) => string, build: (shape: Shape) => SQL) {
  const compiled = new Map<string, Query>();
  return async function run(
    db: Db,
    shape: Shape,
    values: Record<string, unknown>,
  ): Promise<{ rows: unknown[] }> {
    const name = key(shape);
    let query = compiled.get(name);
    if (!query) {
      query = dialect.sqlToQuery(build(shape));
      compiled.set(name, query);
    }
    // What `db.execute` does with a compiled query, minus the compiling. Both drivers answer
    // `{ rows }` and parse json columns.
    const prepared = db._.session.prepareQuery(query, undefined, undefined, false);
    return (await prepared.execute(values)) as { rows: unknown[] };
  };
}
