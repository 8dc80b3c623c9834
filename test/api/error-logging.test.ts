import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { freshDatabase } from './harness';

describe('a failure in the database', () => {
  it('is logged by its code and place, never with the values of the failed query', async () => {
    const { database, dispose } = await freshDatabase();
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'test' }), jwtSecret: 'x'.repeat(40), logger: { level: 'error', stream } });
    // a query that fails with a secret among its values, as an insert of a new password's hash could
    app.get('/fails-in-the-database', () => database.db.execute(sql`select ${'$argon2id$v=19$m=19456$secret-hash'}::int`));
    await app.ready();

    const res = await app.inject({ url: '/fails-in-the-database' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: HTTP_MESSAGES.internal });
    expect(log).toContain('"code":"22P02"');
    expect(log).not.toContain('secret-hash');
    expect(log).not.toContain('argon2id');

    await app.close();
    await database.close();
    await dispose();
  });
});
