import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { serveBackups } from './db/control-socket';
import { claimDataDir } from './db/data-dir';
import { ensureFirstAdmin } from './db/first-admin';
import { seedDemoData } from './db/seed';
import { disablePublishedDemoLogins, purgeExpiredAuthRows, resolveJwtSecret } from './modules/auth';
import { purgeEndedSeriesContacts, purgeEndedTripContacts } from './modules/notifications';
import { purgeOldPositions } from './modules/units';
import { checkChain, purgeOldAccessEntries } from './modules/access-log';
import { ACCESS_LOG_MESSAGES } from '@/domain/audit/access-log';

// failed sign-ins and sessions, and patients' numbers, are dropped once past their windows; a failed run is retried at the next
const PURGE_EVERY_MS = 10 * 60_000;
// V8 lets its heap grow to several times the live data before a full collection, so after a burst of large answers
// (a whole list of units, and the objects built on the way) the server would hold far more memory than it uses for a
// long while, beside the embedded database. Letting it grow by only a fifth keeps it near what is in use. Only on the
// embedded database, which shares the process: on PostgreSQL the server holds little, and more frequent collections
// would be processor time taken from the moves for nothing.
const HEAP_GROWTH = '--heap-growing-percent=20';

/** Starts TCC: opens the database, listens (503 until ready), migrates, seeds demo data, then serves. */
export async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) setFlagsFromString(HEAP_GROWTH);
  // the embedded database's folder: one server at a time, owner-only files; PostgreSQL guards its own
  const claim = config.databaseUrl ? null : claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  claim?.tightenAgain();
  const state = { ready: false };
  const app = await buildApp({
    database,
    config,
    state,
    jwtSecret: await resolveJwtSecret(config),
    logger: { level: config.logLevel },
  });
  if (claim?.tightened) app.log.warn({ dataDir: config.dataDir, files: claim.tightened }, 'data folder permissions tightened to owner-only');
  const stopServingBackups = database.dumpDataDir ? await serveBackups(config.dataDir, database.dumpDataDir, app.log) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopServingBackups?.();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await database.migrate();
  if (config.seedDemo && (await seedDemoData(database.db))) app.log.info('demo data seeded');
  if (config.seedDemo && config.production) {
    app.log.warn('DEMO MODE IN PRODUCTION: the demo accounts and their published passwords sign in. Unset SEED_DEMO before real use.');
  }
  if (config.production && !config.seedDemo) {
    const disabled = await disablePublishedDemoLogins(database.db);
    if (disabled.length > 0) {
      app.log.warn(
        { accounts: disabled },
        'DEMO ACCOUNTS DISABLED: this data was seeded for a demonstration and its demo accounts still had their published passwords. An administrator can enable them again with new passwords (ADMIN_EMAIL and ADMIN_PASSWORD create one when no active administrator is left); start with SEED_DEMO=true to run a demonstration on purpose.',
      );
    }
  }
  await ensureFirstAdmin(database.db, config.firstAdmin, app.log);
  await app.centerClock.start();
  await app.outbox.start();
  app.escalation.start();
  app.standingOrders.start();
  app.offerAwards.start();
  app.credentialWarnings.start();
  const purge = () => {
    void purgeExpiredAuthRows(database.db).catch((err: unknown) => app.log.warn({ err }, 'purge of expired sign-in rows failed'));
    void purgeEndedTripContacts(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, "purge of ended trips' patient numbers failed"));
    void purgeEndedSeriesContacts(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, "purge of ended standing orders' patient numbers failed"));
    void purgeOldPositions(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, "purge of old unit positions failed"));
    void purgeOldAccessEntries(database.db, new Date(), config.accessLogRetentionDays).catch((err: unknown) => app.log.warn({ err }, 'purge of old access log entries failed'));
  };
  purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
  state.ready = true;
  // after serving starts: the statistics of the last run serve until then (ANALYZE takes seconds on a large database)
  database.keepStatistics().catch((err: unknown) => app.log.warn({ err }, 'statistics refresh failed'));
  // the access log's chain is walked once the server serves: a break is an error in the log, never a refusal to start
  checkChain(database.db)
    .then((c) => (c.intact ? app.log.info(ACCESS_LOG_MESSAGES.intact(c.entries)) : app.log.error({ entry: c.brokenAt }, ACCESS_LOG_MESSAGES.broken(c.brokenAt))))
    .catch((err: unknown) => app.log.warn({ err }, 'access log check failed'));
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`TCC is ready at ${config.publicUrl} (${where})`);
  console.log(`\n  TCC is running: ${config.publicUrl}\n`);
}

// `tsx src/server/main.ts` starts the server; importing this module (tests, scripts) does not.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
