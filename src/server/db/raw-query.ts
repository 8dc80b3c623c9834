import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
