// `npm run bench`: start-up time and memory of TCC on the embedded database, and the throughput of
// sign-in and token verification beside a bare Fastify route. Loopback only; every run is bounded.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts';
import { type LoadFigures, runLoad } from './load';
import { freePort, type ServerProcess, startServer } from './server-process';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const mb = (n: number) => `${n.toFixed(0)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function startTcc(dataDir: string): Promise<ServerProcess> {
  const port = String(await freePort());
  const env = { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  return startServer('src/server/main.ts', env, '/health');
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A short unmeasured run first, so both servers are compared with their code paths warmed up. */
async function measured(spec: Parameters<typeof runLoad>[0]): Promise<LoadFigures> {
  await runLoad({ ...spec, seconds: WARMUP_SECONDS });
  return runLoad(spec);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tcc-bench-'));
  const servers: ServerProcess[] = [];
  try {
    // other work on the machine skews every figure; the load average says how much there was
    const busy = loadavg()[0]!.toFixed(1);
    console.log(`TCC benchmark: embedded PGlite, loopback, Node ${process.version}, ${cpus().length} CPUs, load average ${busy}\n`);
    const cold = await startTcc(dataDir);
    servers.push(cold);
    const coldMemory = cold.memory();
    await cold.stop();
    const warm = await startTcc(dataDir);
    servers.push(warm);
    const warmMemory = warm.memory();

    console.log('Start-up: process start until GET /health answers 200, then resident memory of the server');
    table(
      ['start', 'time', 'RSS', 'peak RSS'],
      [
        ['cold (new data dir: create, migrate, seed)', secs(cold.readyMs), mb(coldMemory.rssMb), mb(coldMemory.peakRssMb)],
        ['warm (existing data dir)', secs(warm.readyMs), mb(warmMemory.rssMb), mb(warmMemory.peakRssMb)],
      ],
    );

    const token = await signIn(warm.baseUrl);
    const login = await measured({
      url: `${warm.baseUrl}/api/auth/login`,
      method: 'POST',
      body: { email: admin.email, password: admin.password },
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const verify = await measured({
      url: `${warm.baseUrl}/api/auth/verify`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const afterLoad = warm.memory();

    const bare = await startServer('bench/bare-server.ts', { PORT: String(await freePort()) }, '/ok');
    servers.push(bare);
    const yardstick = await measured({ url: `${bare.baseUrl}/ok`, connections: CONNECTIONS, seconds: SECONDS });

    console.log(`\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up`);
    const row = (name: string, f: LoadFigures) => [name, f.rps.toFixed(0), f.p50.toFixed(0), f.p99.toFixed(0), String(f.total), String(f.failed)];
    table(
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed'],
      [
        row('POST /api/auth/login (demo admin, argon2id)', login),
        row('GET /api/auth/verify (bearer token)', verify),
        row('GET /ok (bare Fastify, separate process)', yardstick),
      ],
    );
    // autocannon measures latency in whole milliseconds, so a bare route's p99 is often 0: compare by difference
    console.log(
      `\nverify vs bare Fastify: ${(verify.rps / yardstick.rps).toFixed(3)}x the requests/s ` +
        `(${(yardstick.rps / verify.rps).toFixed(0)} times fewer); p99 ${verify.p99.toFixed(0)} ms vs ${yardstick.p99.toFixed(0)} ms ` +
        `(+${(verify.p99 - yardstick.p99).toFixed(0)} ms)`,
    );
    console.log(`TCC server RSS after the load runs: ${mb(afterLoad.rssMb)} (peak ${mb(afterLoad.peakRssMb)})`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  console.log(line(header));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  rows.forEach((r) => console.log(line(r)));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
