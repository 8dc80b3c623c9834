import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/server/app';
import { type Config, loadConfig } from '@/server/config';
import { type Database, type Db, openDatabase } from '@/server/db/connect';
import { adminQuery, databaseUrlFor } from '../support/postgres-admin';
import { type ReceivedMail, startSmtpSink } from '../support/smtp-sink';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database the app was built on, for a second worker or listener on it. */
  database: Database;
  config: Config;
  /** Delivers the outbox's due messages, then answers every mail the in-process SMTP sink received so far. */
  mailbox(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A fresh, migrated database of the kind under test (PGlite copy of the template, or a PostgreSQL database cloned from it). */
export async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (process.env.TEST_DB_KIND === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `${template}_${randomUUID().slice(0, 8)}`;
    await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(base, name), dataDir: '' });
    return {
      database,
      async dispose() {
        await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'tcc-test-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return { database, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The moment the test app judges requests against: fixed, and before every date the fixtures request trips for,
 * so a test's outcome does not depend on the day it runs.
 */
export const TEST_NOW = new Date('2026-06-01T12:00:00Z');

/** The real application on a real database with real SMTP, as production builds it. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, dispose } = await freshDatabase();
  const smtp = await startSmtpSink();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' }),
    smtpUrl: smtp.url,
    publicUrl: 'http://tcc.test',
    seedDemo: false,
    publicRateLimit: 1000,
    ...overrides,
  };
  const app = await buildApp({ database, config, jwtSecret: 'test-secret-'.padEnd(48, 'x'), webRoot: '/nonexistent', now: () => TEST_NOW, exactAnswers: true });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async mailbox() {
      await app.outbox.drain();
      return smtp.mails;
    },
    async close() {
      // the database is dropped even when closing the app or its connections fails
      const breaches = [...app.answerBreaches];
      try {
        await app.close();
        await database.close();
        await smtp.close();
      } finally {
        await dispose();
      }
      if (breaches.length > 0) throw new Error(`answers that break their declared schema:\n${breaches.join('\n')}`);
    },
  };
}
