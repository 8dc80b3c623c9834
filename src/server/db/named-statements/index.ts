// The one way into statement naming. Both drivers are reached through their internals (PGlite's wire protocol,
// node-postgres's client.query), so NAMED_STATEMENTS=off turns both off at once should a driver update break them:
// every query then runs unnamed, slower but the same.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { keepPoolStatementsNamed } from './pg-driver';
import { keepStatementsNamed } from './pglite-driver';

export { keepNamed, namedTextsOf } from './kept-texts';

/** The driver under a drizzle database: PGlite's client, or node-postgres's pool. */
export type StatementDriver = { pglite: PGlite } | { pool: Pool };

/** Makes `driver` send the texts kept named for `db` (drizzle's database over it) under their names, unless switched off. */
export function nameKeptStatements(db: object, driver: StatementDriver, on: boolean): void {
  if (!on) return;
  if ('pglite' in driver) keepStatementsNamed(driver.pglite, db);
  else keepPoolStatementsNamed(driver.pool, db);
}
