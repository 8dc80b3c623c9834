// `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.mjs, scripts/restore.mjs, which run this
// module compiled): the argument and the settings checked, then the embedded database's folder backed up or restored.
// Each answers the sentence to print; a refusal is thrown as one.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDatabaseConfig } from './config';
import { BackupRefusal } from './db/backup-file';
import { backupDataDir, restoreDataDir } from './db/backup';
import { openDatabase } from './db/connect';
import { heldBy } from './db/data-dir';
import { checkChain } from './modules/access-log';
import { ACCESS_LOG_MESSAGES } from '@/domain/audit/access-log';

type Command = 'backup' | 'restore';

function commandInput(command: Command, args: string[], env: NodeJS.ProcessEnv): { dataDir: string; file: string } {
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) throw new BackupRefusal(`Name one backup file: npm run ${command} -- FILE`);
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  if (databaseUrl) {
    throw new BackupRefusal(
      `DATABASE_URL is set, so TCC runs on PostgreSQL: ${command === 'backup' ? 'back it up with pg_dump --format=custom' : 'restore it with pg_restore'}, as docs/operations.md says under "Backup and restore".`,
    );
  }
  // npm runs a script in the project's folder: the file is named from the folder the command was typed in
  return { dataDir: resolve(dataDir), file: resolve(env.INIT_CWD ?? process.cwd(), file) };
}

export async function backupCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { dataDir, file } = commandInput('backup', args, env);
  return backupDataDir(dataDir, file);
}

/** `npm run audit:verify`: walks the access log's chain and names the first entry that was changed or follows a removed one. */
export async function auditVerifyCommand(_args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  const dir = resolve(dataDir);
  if (!databaseUrl && !existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupRefusal(`The data folder ${dir} holds no TCC database: set DATA_DIR to the server's data folder.`);
  }
  const holder = databaseUrl ? null : heldBy(dir);
  if (holder) {
    throw new BackupRefusal(`The server (process ${holder}) holds ${dir}: stop it to check the access log here; its start log says whether the chain was intact.`);
  }
  const database = await openDatabase({ databaseUrl, dataDir: dir });
  try {
    const result = await checkChain(database.db);
    if (!result.intact) throw new BackupRefusal(ACCESS_LOG_MESSAGES.broken(result.brokenAt));
    return ACCESS_LOG_MESSAGES.intact(result.entries);
  } finally {
    await database.close();
  }
}

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { dataDir, file } = commandInput('restore', args, env);
  return restoreDataDir(dataDir, file);
}
