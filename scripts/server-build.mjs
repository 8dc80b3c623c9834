// The compiled server (dist/server/main.js, and the modules it loads only when needed) and the backup and restore
// commands (dist/server/backup-commands.js): the server's TypeScript as JavaScript, the packages left to node_modules.
// Starting it skips compiling TypeScript at every start. Plain JavaScript, as it runs before any is compiled.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const OUT_DIR = join(root, 'dist/server');
export const SERVER_BUNDLE = join(OUT_DIR, 'main.js');
const BACKUP_COMMANDS = join(OUT_DIR, 'backup-commands.js');
const SERVER_SOURCES = ['src/server', 'src/domain', 'src/planner', 'package-lock.json'];

/** The newest modification time under these paths (0 when none exists). */
function newestMtime(paths) {
  const newest = (path) => {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    return stat.isDirectory() ? Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry)))) : stat.mtimeMs;
  };
  return Math.max(0, ...paths.map((p) => newest(join(root, p))));
}

/** True when the built file is missing or older than any of its sources. */
export const isStale = (built, sources) => !existsSync(built) || statSync(built).mtimeMs < newestMtime(sources);

export async function buildServer() {
  const { build } = await import('esbuild');
  // chunks are named by their content: those of an earlier build would pile up
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'src/server/main.ts'), join(root, 'src/server/backup-commands.ts')],
    // its paths make `@/…` src/
    tsconfig: join(root, 'tsconfig.json'),
    outdir: OUT_DIR,
    bundle: true,
    // what the server imports only when needed (PostgreSQL's driver) stays out of the start
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** Builds the server when its bundle is missing or older than its sources. */
export async function buildServerIfStale() {
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES) || isStale(BACKUP_COMMANDS, SERVER_SOURCES)) await buildServer();
}

/**
 * Runs a compiled backup or restore command (built first when needed) on this process's arguments and settings, and
 * prints its sentence; a refusal is one line on stderr and exit code 1.
 */
export async function runBackupCommand(name) {
  try {
    await buildServerIfStale();
    const commands = await import(pathToFileURL(BACKUP_COMMANDS).href);
    console.log(await commands[name](process.argv.slice(2), process.env));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

// `node scripts/server-build.mjs` (npm run build) builds it whatever its age
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
