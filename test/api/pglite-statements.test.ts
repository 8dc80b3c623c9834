// PGlite runs the texts of prepared queries as named statements: the answers, the errors and the waiting for
// transactions must be query()'s own; every other text runs unnamed, as before.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepNamed, nameKeptStatements } from '@/server/db/named-statements';

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('named statements on PGlite', () => {
  let client: PGlite;
  // what a drizzle database over the client would be: the key the named texts are kept under
  const db = {};
  const named = (text: string) => {
    keepNamed(db, text);
    return text;
  };
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows
      .map((r) => r.statement)
      .filter((s) => !s.includes('pg_prepared_statements'));

  // a database whose statements are switched off, over the same client
  const offDb = {};
  let queryReplacedWhenOff: boolean;

  beforeAll(async () => {
    client = await PGlite.create();
    nameKeptStatements(offDb, { pglite: client }, false);
    queryReplacedWhenOff = Object.hasOwn(client, 'query');
    nameKeptStatements(db, { pglite: client }, true);
    await client.exec(`create table items (id int primary key, label text not null, tags jsonb, seen timestamptz, active boolean)`);
  });
  afterAll(() => client.close());

  it('answers a repeated text with its values each time, typed as query() types them, in rows or arrays', async () => {
    const insert = named('insert into items (id, label, tags, seen, active) values ($1, $2, $3, $4, $5) returning id, tags, seen, active');
    const at = new Date('2026-11-26T10:00:00.000Z');
    const first = await client.query(insert, [1, 'one', { a: [1, 2] }, at, true]);
    const second = await client.query(insert, [2, "it's two", null, null, false]);
    expect(first.rows).toEqual([{ id: 1, tags: { a: [1, 2] }, seen: at, active: true }]);
    expect(second.rows).toEqual([{ id: 2, tags: null, seen: null, active: false }]);
    expect(first.affectedRows).toBe(1);
    const select = named('select id, label from items where id = any($1::int[]) order by id');
    expect((await client.query(select, [[1, 2]], { rowMode: 'array' })).rows).toEqual([[1, 'one'], [2, "it's two"]]);
    expect((await client.query(select, [[2]])).rows).toEqual([{ id: 2, label: "it's two" }]);
    expect(await prepared()).toEqual([insert, select]);
  });

  it("parses values with the query's own parsers over the client's, as query() does", async () => {
    const text = named('select seen, id from items where id = $1');
    // drizzle keeps timestamps as PostgreSQL's text
    const options = { parsers: { 1184: (value: string) => `as sent: ${value}` } };
    const asText = await client.query<{ seen: string; id: number }>(text, [1], options);
    expect(asText.rows).toEqual([{ seen: 'as sent: 2026-11-26 10:00:00+00', id: 1 }]);
    expect((await client.query<{ seen: Date }>(text, [1], options)).rows[0]!.seen).toBe('as sent: 2026-11-26 10:00:00+00');
    expect((await client.query<{ seen: Date }>(text, [1])).rows[0]!.seen).toEqual(new Date('2026-11-26T10:00:00.000Z'));
  });

  it('runs every other text unnamed, and the same text named once it is kept', async () => {
    const text = 'select label from items where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ label: 'one' }]);
    expect(await prepared()).not.toContain(text);
    named(text);
    expect((await client.query(text, [1])).rows).toEqual([{ label: 'one' }]);
    expect(await prepared()).toContain(text);
  });

  it('raises the database error of a failed statement and answers the next one', async () => {
    const insert = named('insert into items (id, label) values ($1, $2)');
    await client.query(insert, [10, 'ten']);
    await expect(client.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(named('select from nowhere'))).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query<{ label: string }>(named('select label from items where id = $1'), [10])).rows).toEqual([{ label: 'ten' }]);
    await client.query(insert, [11, 'eleven']);
  });

  it('waits for an open transaction, and leaves the statements inside one to the transaction', async () => {
    let outside: Promise<unknown> | undefined;
    const order: string[] = [];
    await client.transaction(async (tx) => {
      await tx.query('insert into items (id, label) values ($1, $2)', [20, 'twenty']);
      outside = client.query(named('select label from items where id = $1'), [20]).then((r) => {
        order.push('outside');
        return r.rows;
      });
      await tx.query('update items set label = $1 where id = $2', ['twenty, changed', 20]);
      order.push('transaction');
    });
    expect(await outside).toEqual([{ label: 'twenty, changed' }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('switched off, leaves the client as PGlite made it: a kept text runs unnamed', () => {
    expect(queryReplacedWhenOff).toBe(false);
  });

  it('keeps apart the texts kept for another database over the same client', async () => {
    const text = 'select 1 as one';
    keepNamed(offDb, text);
    expect((await client.query(text)).rows).toEqual([{ one: 1 }]);
    expect(await prepared()).not.toContain(text);
  });
});
