import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '@/domain/session/session-answers';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { exited, freePort, type Server, startServer } from '../support/server-process';

// `npm run backup` and `npm run restore` as an operator runs them, against a server running on the embedded database.
let root: string;
const servers: Server[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tcc-backup-'));
});
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
  await rm(root, { recursive: true, force: true });
});

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const command = (script: 'backup' | 'restore', file: string, dataDir: string) =>
  new Promise<CommandResult>((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${script}.mjs`, file],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const LOGIN_PATH: Record<DemoAccount['role'], string> = {
  admin: '/api/auth/login',
  user: '/api/auth/login',
  healthcare: '/api/auth/healthcare/login',
  ems: '/api/auth/ems/login',
  crew: '/api/auth/crew/login',
};

function client(port: number, token?: string) {
  return async (path: string, init: { method?: string; body?: object } = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
}

async function signIn(port: number): Promise<string> {
  const { status, body } = await client(port)('/api/auth/login', { body: { email: admin.email, password: admin.password } });
  expect(status).toBe(200);
  return body.token as string;
}

/** Every organisation and every trip with its history, as the control center reads them. */
async function holdings(port: number, token: string) {
  const call = client(port, token);
  const list = async (path: string) => {
    const { status, body } = await call(path);
    expect(status).toBe(200);
    return (body.data as { id: string }[]).map((row) => row.id).sort();
  };
  const trips = [];
  for (const id of await list('/api/trips?limit=500')) {
    const { body } = await call(`/api/trips/${id}`);
    trips.push({ id, tripNumber: body.data.tripNumber, status: body.data.status, version: body.data.version, history: body.data.history });
  }
  return { hospitals: await list('/api/tcc/hospitals?limit=500'), agencies: await list('/api/tcc/agencies?limit=500'), trips };
}

describe('backup and restore of the embedded database', () => {
  it('backs up a running server, and a folder restored from it holds every organisation, account, trip and history entry', async () => {
    const sourceDir = join(root, 'source');
    const sourcePort = await freePort();
    servers.push(await startServer({ port: sourcePort, dataDir: sourceDir, env: { SEED_DEMO: 'true' } }));
    const token = await signIn(sourcePort);
    const call = client(sourcePort, token);

    // two new requests, one cancelled, so that their history is there to find
    const { body: places } = await call('/api/tcc/facilities?limit=2');
    const [from, to] = places.data as { id: string }[];
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const created: string[] = [];
    for (const patientId of ['BACKUP-1', 'BACKUP-2']) {
      const { status, body } = await call('/api/trips', {
        body: { patientId, originFacilityId: from!.id, destinationFacilityId: to!.id, readyStart: hoursFromNow(1), readyEnd: hoursFromNow(2) },
      });
      expect(status).toBe(201);
      created.push(body.data.id);
    }
    const cancel = await call(`/api/trips/${created[1]}/status`, { method: 'PUT', body: { status: 'CANCELLED', reason: 'Patient discharged home' } });
    expect(cancel.status).toBe(200);
    const before = await holdings(sourcePort, token);
    const cancelled = before.trips.find((t) => t.id === created[1])!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.history.length).toBeGreaterThan(1);

    const file = join(root, 'tcc.backup');
    expect(await command('backup', file, sourceDir)).toEqual({ code: 0, stdout: `Backup of ${sourceDir} written to ${file} by the server running on it.\n`, stderr: '' });
    // the server ran on through it, and answers the next backup too
    expect((await call('/health')).status).toBe(200);
    const again = await command('backup', file, sourceDir);
    expect(again).toEqual({ code: 1, stdout: '', stderr: `${file} already exists: name a new file, so that no backup is overwritten.\n` });
    const written = await readFile(file);

    const used = join(root, 'used');
    await mkdir(used);
    await writeFile(join(used, 'notes.txt'), 'kept');
    expect(await command('restore', file, used)).toEqual({
      code: 1,
      stdout: '',
      stderr: `The data folder ${used} already holds data: restore into a new or empty folder, so that nothing is overwritten.\n`,
    });
    expect(await readdir(used)).toEqual(['notes.txt']);

    const restoredDir = join(root, 'restored');
    const restore = await command('restore', file, restoredDir);
    const organisations = before.hospitals.length + before.agencies.length;
    const history = before.trips.reduce((n, t) => n + t.history.length, 0);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(new RegExp(`into ${restoredDir}: ${organisations} organisations, \\d+ users, ${before.trips.length} trips and ${history} trip history entries\\.`));
    expect(await readFile(file)).toEqual(written);

    const restoredPort = await freePort();
    servers.push(await startServer({ port: restoredPort, dataDir: restoredDir }));
    // the session, and the secret that signed it, came back with the folder
    expect(await holdings(restoredPort, token)).toEqual(before);
    for (const account of DEMO_ACCOUNTS) {
      const { status } = await client(restoredPort)(LOGIN_PATH[account.role], { body: { email: account.email, password: account.password } });
      expect(status, account.email).toBe(200);
    }
  }, 600_000);
});
