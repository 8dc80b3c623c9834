import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/server/db/connect';
import { outbox } from '@/server/db/schema';
import { OUTBOX_SENT_LOG } from '@/server/modules/outbox/outbox-worker';
import { exited, freePort, startServer } from '../support/server-process';
import { startSmtpSink } from '../support/smtp-sink';

// The outbox across crashes of the real server: a mail recorded but not yet sent when the process is killed is sent
// once after the restart, and a mail the SMTP server acknowledged is not sent again after another kill.
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-outbox-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** An SMTP address that accepts connections and never answers, so a mail handed to it stays mid-send. */
async function silentSmtpServer() {
  const sockets: Socket[] = [];
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.push(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    firstConnection,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the outbox', () => {
  it('sends a mail killed mid-send exactly once after the restart, and never again after the next', async () => {
    const silent = await silentSmtpServer();
    const sink = await startSmtpSink();
    const email = 'outbox.crash@example.org';
    try {
      const first = await startServer({ port, dataDir, env: { SMTP_URL: silent.url } });
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/healthcare/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'outbox-survives-1', name: 'Outbox Test', facilityName: 'Durable Clinic', facilityType: 'Clinic' }),
      });
      expect(res.status).toBe(201);
      // the worker has claimed the verification mail and is talking to the mail server: the process dies right there
      await silent.firstConnection;
      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = await startServer({ port, dataDir, env: { SMTP_URL: sink.url } });
      await vi.waitFor(() => expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1), { timeout: 20_000 });
      // killed again once the mail server's acceptance is recorded: the next start must not send it again (the sink
      // holds the mail before it answers, so killing at that moment could come before the acceptance reached the server)
      await second.printed(OUTBOX_SENT_LOG);
      second.child.kill('SIGKILL');
      await exited(second.child);
      const third = await startServer({ port, dataDir, env: { SMTP_URL: sink.url } });
      third.child.kill('SIGTERM');
      expect(await exited(third.child)).toBe(0);

      expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.select({ status: outbox.status, attempts: outbox.attempts, to: outbox.to }).from(outbox);
        expect(rows).toEqual([{ status: 'SENT', attempts: 2, to: email }]);
      } finally {
        await database.close();
      }
    } finally {
      await Promise.all([silent.close(), sink.close()]);
    }
  }, 120_000);
});
