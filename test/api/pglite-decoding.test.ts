// PGlite's protocol reader decodes each text field from a view of the bytes it received (patches/@electric-sql+pglite+*.patch),
// not from a copy of its own: the rows read back exactly as written, and reading them makes no copy per field.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ROWS = 500;
// multi-byte characters, an empty text, a NULL and texts long enough that rows span the chunks the database sends
const label = (k: number) => (k % 7 === 0 ? '' : `Zoë Ålesund → 🚑 ${k} ` + 'x'.repeat(k % 50 === 0 ? 20_000 : k % 40));
const note = (k: number) => (k % 3 === 0 ? null : `n${k}`);
const at = (k: number) => new Date(Date.UTC(2026, 10, 26, 0, 0, k));

describe.runIf(process.env.TEST_DB_KIND === 'pglite')("PGlite's rows as read", () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table items (id int primary key, label text, note text, at timestamptz)');
    const items = Array.from({ length: ROWS }, (_, k) => ({ id: k, label: label(k), note: note(k), at: at(k).toISOString() }));
    await client.query('insert into items select * from json_populate_recordset(null::items, $1)', [JSON.stringify(items)]);
  });
  afterAll(() => client.close());

  it('reads every text, NULL and time as written', async () => {
    const { rows } = await client.query<{ id: number; label: string; note: string | null; at: Date }>('select * from items order by id');
    expect(rows).toHaveLength(ROWS);
    rows.forEach((row, k) => {
      expect(row).toEqual({ id: k, label: label(k), note: note(k), at: at(k) });
    });
  });

  it('copies the bytes it receives once per chunk, not once per field', async () => {
    const slice = vi.spyOn(ArrayBuffer.prototype, 'slice');
    try {
      await client.query('select id, label, note, label as again, note as once_more from items order by id');
      // 2,500 text fields (and 500 numbers) were read
      expect(slice.mock.calls.length).toBeLessThan(ROWS / 5);
    } finally {
      slice.mockRestore();
    }
  });
});
