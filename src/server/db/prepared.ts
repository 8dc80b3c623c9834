// Queries built once per database, then only executed with their values. Drizzle builds a query's SQL text anew at
// every call, which for a select of every trip column costs more than PostgreSQL takes to run it; a prepared query is
// also parsed once (a named statement: per connection on PostgreSQL, see named-statements/pglite-driver.ts on PGlite), not at
// every call.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './connect';
import { keepNamed } from './named-statements';

/**
 * A store of prepared queries by database and key (the shape of the query: one per role, say): `prepare` runs at a
 * key's first use on a database, and its query is kept while the database lives. One key, one SQL text: `prepare`
 * names its statement after the key.
 */
export function preparedQueries<P extends { getQuery(): { sql: string } }>(): (db: Db, key: string, prepare: () => P) => P {
  const made = new WeakMap<Db, Map<string, P>>();
  return (db, key, prepare) => {
    let ofDb = made.get(db);
    if (!ofDb) made.set(db, (ofDb = new Map()));
    let query = ofDb.get(key);
    if (!query) {
      ofDb.set(key, (query = prepare()));
      keepNamed(db, query.getQuery().sql);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement, its values given as placeholders (`sql.placeholder`), prepared as drizzle prepares its builders:
 * `execute` with the values answers `{ rows }` on both drivers. On a transaction it is prepared for that transaction.
 */
export const prepareStatement = (db: Db | Tx, name: string, statement: SQL) =>
  db._.session.prepareQuery<{ execute: { rows: Record<string, unknown>[] }; all: unknown; values: unknown }>(
    dialect.sqlToQuery(statement),
    undefined,
    name,
    false,
  );
