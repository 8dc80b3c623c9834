// The server the browser tests run against: a fresh embedded database with the demo data, on E2E_PORT (5055 by default),
// and a local SMTP server that drops every outgoing mail into TCC_E2E_MAILBOX (tests read the verification links).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, type ReceivedMail } from '../test/support/smtp-sink';

const dataDir = mkdtempSync(join(tmpdir(), 'tcc-e2e-data-'));
const mailbox = process.env.TCC_E2E_MAILBOX ?? mkdtempSync(join(tmpdir(), 'tcc-e2e-mail-'));
mkdirSync(mailbox, { recursive: true });

process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { recursive: true, force: true });
});

// the API tests' SMTP sink, with every mail it keeps also written to the mailbox folder the browser tests read
const sink = await startSmtpSink();
let received = 0;
const keep = sink.mails.push.bind(sink.mails);
sink.mails.push = (...mails: ReceivedMail[]) => {
  for (const mail of mails) writeFileSync(join(mailbox, `${Date.now()}-${++received}.json`), JSON.stringify(mail));
  return keep(...mails);
};

const port = process.env.E2E_PORT ?? '5055';
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: sink.url,
});

const { main } = await import('../src/server/main');
try {
  await main();
} catch (err) {
  console.error(err);
  process.exit(1);
}
