// The web app's production build (dist/web), made by Vite when missing or older than its sources. An install without
// development dependencies (npm ci --omit=dev) has no Vite: it serves the build it was given. Plain JavaScript, as
// it runs before any is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isStale } from './server-build.mjs';

const root = join(import.meta.dirname, '..');
const BUILT_INDEX = join(root, 'dist/web/index.html');
const VITE = join(root, 'node_modules/vite/bin/vite.js');
const WEB_SOURCES = ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json'];

export function buildWebIfStale() {
  if (!isStale(BUILT_INDEX, WEB_SOURCES)) return;
  if (!existsSync(VITE)) {
    if (!existsSync(BUILT_INDEX)) {
      throw new Error('The web app is not built and Vite is not installed: run npm run build on a full install (npm ci), then install for production.');
    }
    console.log('Serving the web app as built in dist/web: Vite, which would build it again from newer sources, is not installed.');
    return;
  }
  console.log('Building the web app…');
  // a separate process: Vite's build sets NODE_ENV=production in its own process, which must not leak into the server
  const { status } = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error('The web app could not be built: Vite says why above.');
}
