// `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.mjs, scripts/restore.mjs, which run this
// module compiled): the argument and the settings checked, then the embedded database's folder backed up or restored.
// Each answers the sentence to print; a refusal is thrown as one.
import { resolve } from 'node:path';
import { loadDatabaseConfig } from './config';
import { BackupRefusal } from './db/backup-file';
import { backupDataDir, restoreDataDir } from './db/backup';

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

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { dataDir, file } = commandInput('restore', args, env);
  return restoreDataDir(dataDir, file);
}
