// `npm start`: builds the web app and the server when missing or older than their sources, then starts TCC from the
// compiled server. Plain JavaScript, so that starting compiles no TypeScript.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, isStale, SERVER_BUNDLE } from './server-build.mjs';

const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'dist/web/index.html');

try {
  if (isStale(builtIndex, ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json'])) {
    console.log('Building the web app…');
    // a separate process: Vite's build sets NODE_ENV=production in its own process, which must not leak into the server
    const { status } = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (status !== 0) process.exit(status ?? 1);
  }
  await buildServerIfStale();
  const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
  await main();
} catch (err) {
  // a refusal to start (a bad setting, a data folder in use) is one readable line, not a stack trace
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
