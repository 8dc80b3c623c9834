import pg from 'pg';

/** The same server and credentials as `base`, another database. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool transaction); answers its rows. */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(base: string, statement: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query<R>(statement, values)).rows;
  } finally {
    await client.end();
  }
}
