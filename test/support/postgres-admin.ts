import pg from 'pg';

/** The same server and credentials as `base`, another database. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool transaction). */
export async function adminQuery(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
