import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, freePort, spawnServer, startServer } from '../support/server-process';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-data-dir-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Every path under the folder whose permissions let anyone but the owner in. */
async function openToOthers(dir: string): Promise<string[]> {
  const loose: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && ((await stat(path)).mode & 0o077) !== 0) loose.push(path);
  }
  if (((await stat(dir)).mode & 0o077) !== 0) loose.push(dir);
  return loose;
}

describe('the embedded data folder', () => {
  it('belongs to one server at a time, survives a crashed holder and is readable by the server alone', async () => {
    // a folder as an older release left it, with the lock of a server that crashed
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    await chmod(join(dataDir, 'left-over'), 0o666);
    const crashed = spawn(process.execPath, ['-e', '']);
    await exited(crashed);
    await writeFile(join(dataDir, 'tcc.lock'), JSON.stringify({ pid: crashed.pid, started: null }));

    const first = await startServer({ port: await freePort(), dataDir });
    expect(first.output()).toContain('data folder permissions tightened to owner-only');
    expect(await openToOthers(dataDir)).toEqual([]);

    const second = spawnServer({ port: await freePort(), dataDir });
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another TCC server (process ${first.child.pid})`);

    // the first server never noticed, and gives the folder up when it stops
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(await readdir(dataDir)).not.toContain('tcc.lock');
  }, 120_000);
});
