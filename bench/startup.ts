// Section "startup": start-up time and memory of TCC on the embedded database, and the throughput of
// sign-in and token verification beside a bare Fastify route.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/domain/session/demo-accounts';
import { judgeMemory } from './databases';
import { type LoadFigures, measured } from './load';
import { mb, secs, table } from './report';
import { freePort, type ServerProcess, startServer } from './server-process';
import { signIn, startTcc } from './tcc-server';
import { judged } from './verdicts';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
// the work order's targets: a warm start to a healthy /health, and token checks that spare the database
const WARM_START_TARGET_MS = 2_000;
const VERIFY_TARGET_RPS = 5_000;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

export async function startupSection(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tcc-bench-'));
  const servers: ServerProcess[] = [];
  const startDemo = () => startTcc({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  try {
    console.log('Start-up on the embedded database (PGlite) with the demo data\n');
    const cold = await startDemo();
    servers.push(cold);
    const coldMemory = cold.memory();
    await cold.stop();
    const warm = await startDemo();
    servers.push(warm);
    const warmMemory = warm.memory();

    console.log('Start-up: process start until GET /health answers 200 (and the processor time used by then), then resident memory of the server');
    table(
      ['start', 'time', 'CPU', 'RSS', 'peak RSS'],
      [
        ['cold (new data dir: create, migrate, seed)', secs(cold.readyMs), secs(cold.readyCpuMs), mb(coldMemory.rssMb), mb(coldMemory.peakRssMb)],
        ['warm (existing data dir)', secs(warm.readyMs), secs(warm.readyCpuMs), mb(warmMemory.rssMb), mb(warmMemory.peakRssMb)],
      ],
    );

    const token = await signIn(warm.baseUrl, admin.email, admin.password);
    const login = await measured(
      {
        url: `${warm.baseUrl}/api/auth/login`,
        method: 'POST',
        body: { email: admin.email, password: admin.password },
        connections: CONNECTIONS,
        seconds: SECONDS,
      },
      WARMUP_SECONDS,
    );
    const verify = await measured(
      {
        url: `${warm.baseUrl}/api/auth/verify`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        seconds: SECONDS,
      },
      WARMUP_SECONDS,
    );
    const afterLoad = warm.memory();

    const bare = await startServer('bench/bare-server.ts', { PORT: String(await freePort()) }, '/ok');
    servers.push(bare);
    const yardstick = await measured({ url: `${bare.baseUrl}/ok`, connections: CONNECTIONS, seconds: SECONDS }, WARMUP_SECONDS);

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
    judged('startup', 'warm start to a healthy /health (PGlite)', secs(warm.readyMs), `≤ ${secs(WARM_START_TARGET_MS)}`, warm.readyMs <= WARM_START_TARGET_MS);
    judged('startup', 'GET /api/auth/verify', `${verify.rps.toFixed(0)} req/s`, `≥ ${VERIFY_TARGET_RPS} req/s`, verify.rps >= VERIFY_TARGET_RPS);
    await judgeMemory('startup', warm, afterLoad.rssMb);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}
