// The PostgreSQL listener says when notifications may have been lost (its connection dropped) and when they flow
// again, which the session cache needs to know when it may be trusted.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/connect';
import { adminQuery } from '../support/postgres-admin';
import { freshDatabase } from './harness';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the PostgreSQL listener', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await dispose();
  });

  it('tells its listeners when its connection drops and when it listens again, and then delivers again', async () => {
    const channel = `tcc_test_${randomUUID().slice(0, 8)}`;
    const heard: string[] = [];
    const states: boolean[] = [];
    await database.listen(channel, (payload) => heard.push(payload), (listening) => states.push(listening));

    await adminQuery(
      process.env.TEST_DATABASE_URL!,
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "${channel}"'`,
    );
    // listening from the first connection, down with it, listening again on the next (opened a second later)
    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 10_000, interval: 50 });

    await database.db.execute(sql`select pg_notify(${channel}, 'after')`);
    await vi.waitFor(() => expect(heard).toEqual(['after']), { timeout: 5_000, interval: 20 });
  });
});
