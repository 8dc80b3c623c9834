// Starts a server as a child process and measures it: time until it answers, and its resident memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 180_000;
const POLL_MS = 20;
const running = new Set<ChildProcess>();

// whatever happens to the benchmark, no server outlives it
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from the ready path. */
  readyMs: number;
  /** Processor time the process (all its threads) had used by then: on a busy machine, steadier than readyMs. */
  readyCpuMs: number;
  memory(): { rssMb: number; peakRssMb: number };
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** User and system time of a process so far, from /proc (fields 14 and 15 of stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** VmRSS and VmHWM (peak) of a process, from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/**
 * Runs `node <entry>` (through tsx for TypeScript; one process, so /proc shows the server itself) and waits until
 * `readyPath` answers 200.
 * `env` is laid over this process's environment; a key set to undefined is removed from it.
 */
export async function startServer(entry: string, env: Record<string, string | undefined>, readyPath: string): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    running.delete(child);
  });

  while (true) {
    if (gone) throw new Error(`${entry} exited before it was ready:\n${stderr}`);
    if (performance.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${entry} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    const status = await fetch(baseUrl + readyPath, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const readyMs = performance.now() - started;
  const readyCpuMs = cpuMsOf(child.pid!);

  return {
    pid: child.pid!,
    baseUrl,
    readyMs,
    readyCpuMs,
    memory: () => memoryOf(child.pid!),
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
