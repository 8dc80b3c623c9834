import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, type ReceivedMail } from '../../test/support/smtp-sink';

/** Where the run's seeded demo database lies (set by e2e/support/demo-template.ts, Playwright's global setup). */
export const TEMPLATE_ENV = 'TCC_E2E_TEMPLATE';

/** A browser-test worker's own server: its address and the folder its SMTP sink drops mail into. */
export interface WorkerServer {
  baseURL: string;
  mailbox: string;
  /** Stops the server and removes its database and mailbox folders. */
  stop(): Promise<void>;
}

const HEALTH_POLL_MS = 100;
const STOP_GRACE_MS = 10_000;

/** Refuses a port another process listens on, whose /health would otherwise pass for this worker's server. */
async function ensureFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is taken: is another run using the same E2E_PORT?`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The API tests' SMTP sink, with every mail it keeps also written to the mailbox folder the browser tests read. */
async function startMailbox(mailbox: string) {
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
  return sink;
}

/**
 * Starts the compiled server (e2e/support/built-server.mjs) on this port, in demo mode, on a copy of the run's demo
 * database (e2e/support/demo-template.ts), sending its mail to an SMTP sink of the worker's that drops each mail into
 * an empty mailbox folder; resolves once its /health answers 200. `env` adds to (or overrides) the run's environment.
 */
export async function startWorkerServer(port: number, env: Record<string, string> = {}): Promise<WorkerServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: playwright.config.ts's global setup makes the demo database`);
  await ensureFree(port);
  const folder = mkdtempSync(join(tmpdir(), 'tcc-e2e-worker-'));
  const [dataDir, mailbox] = [join(folder, 'data'), join(folder, 'mail')];
  await cp(template, dataDir, { recursive: true });
  mkdirSync(mailbox);
  const sink = await startMailbox(mailbox);
  const baseURL = `http://127.0.0.1:${port}`;

  // stdin stays open for the worker's lifetime: the server stops when it closes (e2e/support/built-server.mjs)
  const child = spawn(process.execPath, ['e2e/support/built-server.mjs'], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    }
    await sink.close();
    rmSync(folder, { recursive: true, force: true });
  };

  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) {
      await stop();
      throw new Error(`the browser tests' server on port ${port} exited before it served:\n${output}`);
    }
    const healthy = await fetch(`${baseURL}/health`).then((r) => r.status === 200, () => false);
    if (healthy) return { baseURL, mailbox, stop };
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}
