// Backup and restore of the embedded database's folder. A backup is taken by the server holding the folder, over its
// control socket, or, when no server runs, by opening the folder here: never by copying files under a live database.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BackupRefusal, readBackupFile, writeBackupFile } from './backup-file';
import { createPglite, dumpPglite } from './connect';
import { askServerForBackup, removeStaleControlSocket } from './control-socket';
import { claimDataDir, heldBy } from './data-dir';

/** Writes a backup of the database in `dataDir` to `file`; answers what was done, in a sentence. */
export async function backupDataDir(dataDir: string, file: string): Promise<string> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefusal(`The data folder ${dataDir} holds no TCC database: set DATA_DIR to the server's data folder.`);
  }
  if (await askServerForBackup(dataDir, file)) return `Backup of ${dataDir} written to ${file} by the server running on it.`;
  const pid = heldBy(dataDir);
  if (pid) {
    throw new BackupRefusal(
      `The TCC server (process ${pid}) holding ${dataDir} does not answer on its control socket: try again once it has started or finished its current backup.`,
    );
  }
  await writeBackupFile(file, async () => {
    const claim = claimDataDir(dataDir);
    try {
      removeStaleControlSocket(dataDir);
      const client = await createPglite(dataDir);
      try {
        return await dumpPglite(client);
      } finally {
        await client.close();
      }
    } finally {
      claim.release();
    }
  });
  return `Backup of ${dataDir} written to ${file}.`;
}

const COUNTS = `select (select count(*) from hospitals)::int + (select count(*) from agencies)::int as organisations,
  (select count(*) from users)::int as users, (select count(*) from trips)::int as trips,
  (select count(*) from trip_history)::int as history`;

/**
 * Makes `dataDir`, which must be new or empty, from the backup in `file`; answers what it now holds, in a sentence.
 * A folder a server holds, or one with anything in it, is refused untouched.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string> {
  const { header, tarball } = await readBackupFile(file);
  const pid = heldBy(dataDir);
  if (pid) throw new BackupRefusal(`The data folder ${dataDir} is in use by a TCC server (process ${pid}): restore into a new folder.`);
  const isNew = !existsSync(dataDir);
  if (!isNew && (!statSync(dataDir).isDirectory() || readdirSync(dataDir).length > 0)) {
    throw new BackupRefusal(`The data folder ${dataDir} already holds data: restore into a new or empty folder, so that nothing is overwritten.`);
  }
  const claim = claimDataDir(dataDir);
  try {
    const client = await createPglite(dataDir, new Blob([tarball], { type: 'application/x-gzip' }));
    let counts;
    try {
      counts = (await client.query<{ organisations: number; users: number; trips: number; history: number }>(COUNTS)).rows[0]!;
    } finally {
      await client.close();
    }
    claim.tightenAgain();
    return (
      `Restored the backup taken ${header.createdAt} into ${dataDir}: ${counts.organisations} organisations, ${counts.users} users, ` +
      `${counts.trips} trips and ${counts.history} trip history entries.`
    );
  } catch (err) {
    // the folder was new or empty: nothing half restored stays in it
    if (isNew) rmSync(dataDir, { recursive: true, force: true });
    else for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw err;
  } finally {
    claim.release();
  }
}
