import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * Starts scripts/e2e-server.ts on this port, on a copy of the run's demo database (e2e/support/demo-template.ts) and
 * an empty mailbox, and resolves once its /health answers 200. `env` adds to (or overrides) the run's environment.
 */
export async function startWorkerServer(port: number, env: Record<string, string> = {}): Promise<WorkerServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: playwright.config.ts's global setup makes the demo database`);
  await ensureFree(port);
  const folder = mkdtempSync(join(tmpdir(), 'tcc-e2e-worker-'));
  const [dataDir, mailbox] = [join(folder, 'data'), join(folder, 'mail')];
  await cp(template, dataDir, { recursive: true });
  mkdirSync(mailbox);
  const baseURL = `http://127.0.0.1:${port}`;

  // stdin stays open for the worker's lifetime: the server stops when it closes (scripts/e2e-server.ts)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, TCC_E2E_MAILBOX: mailbox },
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
