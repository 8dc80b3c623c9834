// The server one browser-test worker runs against (e2e/support/worker-server.ts starts it): the embedded database in
// DATA_DIR (a copy of the run's demo database), on PORT, in demo mode, and a local SMTP server that drops every outgoing
// mail into TCC_E2E_MAILBOX (tests read the verification links there).
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink, type ReceivedMail } from '../test/support/smtp-sink';

const { PORT: port, DATA_DIR: dataDir, TCC_E2E_MAILBOX: mailbox } = process.env;
if (!port || !dataDir || !mailbox) {
  console.error('PORT, DATA_DIR and TCC_E2E_MAILBOX must be set (e2e/support/worker-server.ts sets them)');
  process.exit(1);
}

// the worker holds this process's stdin open: when the worker ends, however it ends, the server shuts down with it
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();

// the API tests' SMTP sink, with every mail it keeps also written to the mailbox folder the browser tests read
const sink = await startSmtpSink();
let received = 0;
const keep = sink.mails.push.bind(sink.mails);
sink.mails.push = (...mails: ReceivedMail[]) => {
  // written under another name and then renamed, so a test polling the folder never reads half a mail
  for (const mail of mails) {
    const name = join(mailbox, `${Date.now()}-${++received}`);
    writeFileSync(`${name}.part`, JSON.stringify(mail));
    renameSync(`${name}.part`, `${name}.json`);
  }
  return keep(...mails);
};

Object.assign(process.env, {
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
