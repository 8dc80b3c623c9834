import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://localhost:5001';

// A brotli (.br) and a gzip (.gz) copy beside each built text file, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request.
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
// below this a compressed copy saves less than its own headers cost
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function compressBeside(path: string) {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    toBrotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    toGzip(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** `later`: files another plugin writes once the bundle is closed (the service worker), compressed after it. */
function precompress(later: string[]): Plugin {
  let outDir = '';
  return {
    name: 'tcc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressBeside(join(dir!, file))));
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: () => Promise.all(later.map((file) => compressBeside(join(outDir, file)))).then(() => undefined),
    },
  };
}

// The crew app's service worker (src/web/features/crew/pwa/crew-sw.ts) with the list of files it keeps on the phone:
// the app's page, scripts and styles, and the crew app's manifest and icons. The manifest is a file of public/, linked
// by the crew's page alone; the worker is registered by that page, so nothing is injected into index.html.
const CREW_SERVICE_WORKER = 'crew-sw.js';
const crewServiceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web/features/crew/pwa',
    filename: 'crew-sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'crew.webmanifest', 'crew-icon-*.png', 'favicon.svg'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });

// The server serves dist/web with a strict CSP (script-src 'self', style-src 'self'): no inline code in the build.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress([CREW_SERVICE_WORKER]), crewServiceWorker()],
  // `@/…` is src/, as tsconfig.json's paths say
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // which chunks each screen loads, for the size budgets (test/process/web-budgets.test.ts)
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // zod schemas are plain values (a list's paging fields too): one that no screen uses is left out of the build
        // like any unused constant
        manualPureFunctions: ['z', 'listPageFields'],
        // src/domain does no I/O and sets nothing up: a screen that takes only texts from a module holding schemas as
        // well does not load zod for them (the dashboard's first screen loads none)
        moduleSideEffects: [
          { test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false },
          // a feature's public entry only names what its modules export: a screen loads what it takes from it, not
          // every module the entry names
          { test: /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      // the map library in a chunk of its own, loaded by the map components alone; the forms' library too, loaded by
      // the screens with forms (left to itself the bundler puts it in a chunk that every portal's tabs import)
      output: {
        codeSplitting: {
          groups: [
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/ },
            // the features' query keys, which other features' screens import to refresh their lists: a screen then
            // loads the keys alone, not the chunk of the feature's screens they would otherwise share
            { name: 'query-keys', test: /src[\\/]web[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+-keys\.ts$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': API, '/health': API },
  },
});
