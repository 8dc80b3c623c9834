// `npm start`: builds the web app when its build is missing or older than its sources, then starts TCC.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { main } from '../src/server/main';

const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  // a separate process: Vite's build sets NODE_ENV=production in its own process, which must not leak into the server
  const { status } = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
// a refusal to start (a bad setting, a data folder in use) is one readable line, not a stack trace
try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
