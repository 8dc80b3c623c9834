import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditVerifyCommand, backupCommand, restoreCommand } from '@/server/backup-commands';
import { readBackupFile, writeBackupFile } from '@/server/db/backup-file';

// What the backup and restore commands refuse before they open any database: each a sentence, nothing changed.
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tcc-backup-refusals-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const tarball = () => Promise.resolve(new Uint8Array([31, 139, 8, 0, 1, 2, 3]));

describe('a backup file', () => {
  it('reads back what was written, and names its format on its first line', async () => {
    const file = join(dir, 'tcc.backup');
    const before = Date.now();
    await writeBackupFile(file, tarball);
    expect((await readFile(file, 'utf8')).split('\n')[0]).toBe('TCC backup 1');
    const read = await readBackupFile(file);
    expect(Date.parse(read.header.createdAt)).toBeGreaterThanOrEqual(before);
    expect([...read.tarball]).toEqual([...(await tarball())]);
  });

  it('is never written over an existing file, and no dump is taken for it', async () => {
    const file = join(dir, 'kept.backup');
    await writeFile(file, 'an earlier backup');
    const dump = vi.fn(tarball);
    await expect(writeBackupFile(file, dump)).rejects.toThrow(`${file} already exists: name a new file, so that no backup is overwritten.`);
    expect(dump).not.toHaveBeenCalled();
    expect(await readFile(file, 'utf8')).toBe('an earlier backup');
  });

  it('is removed when the dump fails', async () => {
    const file = join(dir, 'failed.backup');
    await expect(writeBackupFile(file, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await readdir(dir)).toEqual([]);
  });

  it('is refused when missing, a folder, not a TCC backup, or damaged', async () => {
    await expect(readBackupFile(join(dir, 'none'))).rejects.toThrow(`${join(dir, 'none')} does not exist.`);
    await expect(readBackupFile(dir)).rejects.toThrow(`${dir} is a folder, not a backup file.`);
    const other = join(dir, 'notes.txt');
    await writeFile(other, 'shopping list\nmilk\n');
    await expect(readBackupFile(other)).rejects.toThrow(`${other} is not a TCC backup (npm run backup writes them).`);
    const damaged = join(dir, 'damaged.backup');
    await writeBackupFile(damaged, tarball);
    const bytes = await readFile(damaged);
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
    await writeFile(damaged, bytes);
    await expect(readBackupFile(damaged)).rejects.toThrow(`${damaged} is damaged: its contents are not those the backup wrote.`);
  });
});

describe('the backup and restore commands', () => {
  // never reached: the arguments are refused first
  const env = { DATA_DIR: join(tmpdir(), 'tcc-no-such-folder') };

  it('take exactly one file', async () => {
    await expect(backupCommand([], env)).rejects.toThrow('Name one backup file: npm run backup -- FILE');
    await expect(restoreCommand(['a', 'b'], env)).rejects.toThrow('Name one backup file: npm run restore -- FILE');
    await expect(backupCommand(['--help'], env)).rejects.toThrow('Name one backup file: npm run backup -- FILE');
  });

  it('point to pg_dump and pg_restore when TCC runs on PostgreSQL', async () => {
    const postgres = { DATABASE_URL: 'postgres://tcc@db.example.org/tcc' };
    await expect(backupCommand(['x.backup'], postgres)).rejects.toThrow(
      'DATABASE_URL is set, so TCC runs on PostgreSQL: back it up with pg_dump --format=custom, as docs/operations.md says under "Backup and restore".',
    );
    await expect(restoreCommand(['x.backup'], postgres)).rejects.toThrow('restore it with pg_restore');
  });

  it('check the access log only of a folder that holds a database no server holds', async () => {
    const empty = join(dir, 'empty');
    await mkdir(empty);
    await expect(auditVerifyCommand([], { DATA_DIR: empty })).rejects.toThrow(`The data folder ${empty} holds no TCC database: set DATA_DIR to the server's data folder.`);
    await writeFile(join(empty, 'PG_VERSION'), '17\n');
    // the test runner's parent stands for a server holding the folder
    await writeFile(join(empty, 'tcc.lock'), JSON.stringify({ pid: process.ppid, started: null }));
    await expect(auditVerifyCommand([], { DATA_DIR: empty })).rejects.toThrow(`The server (process ${process.ppid}) holds ${empty}: stop it to check the access log here`);
    expect((await readdir(empty)).sort()).toEqual(['PG_VERSION', 'tcc.lock']);
  });

  it('back up only a folder that holds a database', async () => {
    const empty = join(dir, 'empty');
    await mkdir(empty);
    await expect(backupCommand([join(dir, 'x.backup')], { DATA_DIR: empty })).rejects.toThrow(
      `The data folder ${empty} holds no TCC database: set DATA_DIR to the server's data folder.`,
    );
    expect(await readdir(dir)).toEqual(['empty']);
  });

  it('restore only into a new or empty folder that no server holds', async () => {
    const file = join(dir, 'tcc.backup');
    await writeBackupFile(file, tarball);
    const used = join(dir, 'used');
    await mkdir(used);
    await writeFile(join(used, 'PG_VERSION'), '17\n');
    await expect(restoreCommand([file], { DATA_DIR: used })).rejects.toThrow(
      `The data folder ${used} already holds data: restore into a new or empty folder, so that nothing is overwritten.`,
    );
    expect(await readdir(used)).toEqual(['PG_VERSION']);
    // the test runner's parent stands for a server holding the folder
    await writeFile(join(used, 'tcc.lock'), JSON.stringify({ pid: process.ppid, started: null }));
    await expect(restoreCommand([file], { DATA_DIR: used })).rejects.toThrow(
      `The data folder ${used} is in use by a TCC server (process ${process.ppid}): restore into a new folder.`,
    );
    expect((await readdir(used)).sort()).toEqual(['PG_VERSION', 'tcc.lock']);
  });
});
