// node-postgres parses a statement once per connection when the query carries a name (drizzle's prepared queries do).
// The texts kept named (kept-texts.ts) that come without one are given theirs here.
import type { Pool } from 'pg';
import { namedTextsOf } from './kept-texts';

/** Makes every connection of `pool` send each text kept named for `db` (drizzle's database over `pool`) under its name. */
export function keepPoolStatementsNamed(pool: Pool, db: object): void {
  const texts = namedTextsOf(db);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const { name, text } = (config ?? {}) as { name?: string; text?: string };
      const kept = !name && typeof text === 'string' ? texts.get(text) : undefined;
      return query(kept ? { ...(config as object), name: kept } : config, ...rest);
    }) as typeof client.query;
  });
}
