// Queries built once per database, then only executed with their values. Drizzle builds a query's SQL text anew at
// every call, which for a select of every trip column costs more than PostgreSQL takes to run it; on PostgreSQL a
// prepared query is also parsed once per connection (a named statement), not at every call.
import type { Db } from './connect';

/**
 * A store of prepared queries by database and key (the shape of the query: one per role, say): `prepare` runs at a
 * key's first use on a database, and its query is kept while the database lives. One key, one SQL text: `prepare`
 * names its statement after the key.
 */
export function preparedQueries<P>(): (db: Db, key: string, prepare: () => P) => P {
  const made = new WeakMap<Db, Map<string, P>>();
  return (db, key, prepare) => {
    let ofDb = made.get(db);
    if (!ofDb) made.set(db, (ofDb = new Map()));
    let query = ofDb.get(key);
    if (!query) ofDb.set(key, (query = prepare()));
    return query;
  };
}
