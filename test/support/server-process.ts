import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

// The real server as `npm start` runs it: a child process on the embedded database.

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

export interface Server {
  child: ChildProcess;
  /** Resolves once the server's output, from character `from` on, contains the text. */
  printed(text: string, from?: number): Promise<void>;
  outputLength(): number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  entry?: string;
  /** Settings beyond the defaults below; undefined removes one. */
  env?: NodeJS.ProcessEnv;
}

/** Spawns the server and returns at once; `printed('TCC is running')` waits for it to serve. */
export function spawnServer({ port, dataDir, entry = 'src/server/main.ts', env = {} }: ServerOptions): Server {
  // TypeScript through tsx; `npm start`'s own script is JavaScript
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    // as a person runs it: no NODE_ENV (the test runner sets one)
    env: { ...process.env, NODE_ENV: undefined, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // a failed test must not leave its server running on the machine
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const printed = (text: string, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(text, from) && (child.stdout!.off('data', check), resolve());
      child.stdout!.on('data', check);
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before printing ${text}:\n${output}`)));
      check();
    });
  return { child, printed, outputLength: () => output.length, output: () => output };
}

/** Starts the server and waits until it serves (main prints its address once migrations are done). */
export async function startServer(options: ServerOptions): Promise<Server> {
  const server = spawnServer(options);
  await server.printed('TCC is running');
  return server;
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
