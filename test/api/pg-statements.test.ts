// On PostgreSQL the texts kept named (src/server/db/named-statements) are sent under their names, parsed once per connection; every
// other text as before, and a query that carries its own name keeps it.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepNamed, nameKeptStatements } from '@/server/db/named-statements';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('named statements on PostgreSQL', () => {
  // one connection: the prepared statements listed are those of the connection that ran the queries
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle>;
  const prepared = async () =>
    (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by prepare_time')).rows;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    db = drizzle(pool);
    nameKeptStatements(db, { pool }, true);
    await pool.query('create temporary table items (id int primary key, label text not null)');
    await pool.query(`insert into items values (1, 'one'), (2, 'two')`);
  });
  afterAll(() => pool.end());

  it('sends a kept text under its name, answering each call with its own values', async () => {
    const query = (id: number) => sql`select label from items where id = ${id}`;
    keepNamed(db, 'select label from items where id = $1');
    expect((await db.execute(query(1))).rows).toEqual([{ label: 'one' }]);
    expect((await db.execute(query(2))).rows).toEqual([{ label: 'two' }]);
    expect(await prepared()).toEqual([{ name: 'tcc_1', statement: 'select label from items where id = $1' }]);
  });

  it('leaves other texts unnamed, and a query that carries a name under its own', async () => {
    expect((await db.execute(sql`select label from items where id = ${1} and label <> ${'x'}`)).rows).toEqual([{ label: 'one' }]);
    const own = await pool.query({ name: 'own_name', text: 'select id from items where label = $1', values: ['two'] });
    expect(own.rows).toEqual([{ id: 2 }]);
    expect((await prepared()).map((p) => p.name)).toEqual(['tcc_1', 'own_name']);
  });

  it('switched off, sends a kept text unnamed', async () => {
    const offPool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    const offDb = drizzle(offPool);
    try {
      nameKeptStatements(offDb, { pool: offPool }, false);
      keepNamed(offDb, 'select $1::int as one');
      expect((await offDb.execute(sql`select ${1}::int as one`)).rows).toEqual([{ one: 1 }]);
      expect((await offPool.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 0 }]);
    } finally {
      await offPool.end();
    }
  });
});
