import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production build's JavaScript per screen, from Vite's manifest: the entry and what it imports, plus each
// lazily loaded module the screen shows and everything those import, counted gzipped (as a browser gets it without
// brotli). A screen over its budget fails here.
const KB = 1024;
const LOGGED_OUT_BUDGET = 100 * KB;
const SIGNED_IN_BUDGET = 250 * KB;
// a portal screen showing a map also carries the portal's own screens and Leaflet (docs/performance.md)
const PORTAL_MAP_BUDGET = 265 * KB;

const F = 'src/web/features/';
const SHELL = 'src/web/app/signed-in-shell.tsx';
const LOGGED_OUT = `${F}auth/pages/logged-out-app.tsx`;
const ADMIN_LOGIN = `${F}auth/pages/admin-login-page.tsx`;
const FORGOT = `${F}account/components/forgot-password-dialog.tsx`;
const DASHBOARD = `${F}dashboard/dashboard-routes.tsx`;
const EMS = `${F}ems-dashboard/pages/ems-dashboard-page.tsx`;
const HEALTHCARE = `${F}healthcare-portal/pages/healthcare-portal-page.tsx`;
const page = (feature: string, name: string) => `${F}${feature}/pages/${name}.tsx`;
const LIVE_MAP = page('live-map', 'live-map-page');
// a chunk the manifest names rather than keys: a feature's public entry, loaded lazily, that the build merges into a
// chunk of its own name (the portals' Map tabs load the live map this way)
const chunkNamed = (name: string) => `chunk:${name}`;
const MAP_TAB = [chunkNamed('live-map'), `${F}live-map/components/units-and-trips-map.tsx`];

/** Each screen: its budget and the lazily loaded modules it shows (the role logins are views of the role selection). */
const SCREENS: Record<string, { budget: number; modules: string[] }> = {
  'role selection and the healthcare and EMS logins (/)': { budget: LOGGED_OUT_BUDGET, modules: [LOGGED_OUT] },
  'forgot password (/)': { budget: LOGGED_OUT_BUDGET, modules: [LOGGED_OUT, FORGOT] },
  'reset password (/?reset=)': { budget: LOGGED_OUT_BUDGET, modules: [LOGGED_OUT, `${F}account/components/reset-password-view.tsx`] },
  'Transport Center Login (/login)': { budget: LOGGED_OUT_BUDGET, modules: [ADMIN_LOGIN] },
  'forgot password (/login)': { budget: LOGGED_OUT_BUDGET, modules: [ADMIN_LOGIN, FORGOT] },
  'registrations (/?register=)': { budget: LOGGED_OUT_BUDGET, modules: [LOGGED_OUT, `${F}registration/components/registration-view.tsx`] },
  'Crew Login (/crew)': { budget: LOGGED_OUT_BUDGET, modules: [`${F}auth/pages/crew-login-page.tsx`] },
  'system dashboard overview (/dashboard)': { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD] },
  'Trip Management': { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('trip-management', 'trip-management-page')] },
  Units: { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('units', 'units-page')] },
  Hospitals: { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('hospitals', 'hospitals-page')] },
  Agencies: { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('agencies', 'agencies-page')] },
  Analytics: { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('analytics', 'analytics-page')] },
  'Route Optimization, with its map': {
    budget: SIGNED_IN_BUDGET,
    modules: [SHELL, DASHBOARD, page('route-optimization', 'route-optimization-page'), `${F}route-optimization/components/route-plan-map.tsx`],
  },
  'Live Map, with its map': {
    budget: SIGNED_IN_BUDGET,
    modules: [SHELL, DASHBOARD, LIVE_MAP, `${F}live-map/components/units-and-trips-map.tsx`],
  },
  'Notification Settings': { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('notification-settings', 'notification-settings-page')] },
  'Settings (users)': { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('users', 'user-management-page')] },
  Financial: { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('financial', 'financial-page')] },
  'Access Log': { budget: SIGNED_IN_BUDGET, modules: [SHELL, DASHBOARD, page('access-log', 'access-log-page')] },
  'EMS agency dashboard': { budget: SIGNED_IN_BUDGET, modules: [SHELL, EMS] },
  'EMS agency dashboard, its Map tab': { budget: PORTAL_MAP_BUDGET, modules: [SHELL, EMS, ...MAP_TAB] },
  'crew app (/crew)': { budget: SIGNED_IN_BUDGET, modules: [SHELL, page('crew', 'crew-app-page')] },
  'healthcare portal': { budget: SIGNED_IN_BUDGET, modules: [SHELL, HEALTHCARE] },
  'healthcare portal, a trip with its map': { budget: PORTAL_MAP_BUDGET, modules: [SHELL, HEALTHCARE, `${F}trip-requests/components/route-map.tsx`] },
  'healthcare portal, its Map tab': { budget: PORTAL_MAP_BUDGET, modules: [SHELL, HEALTHCARE, ...MAP_TAB] },
  'healthcare portal, agency selection map': { budget: PORTAL_MAP_BUDGET, modules: [SHELL, HEALTHCARE, `${F}trip-requests/wizard/agency-map.tsx`] },
};

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'tcc-web-build-'));
  // as `npm run build` runs it: the test runner's NODE_ENV=test would bring React's development build
  await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** The manifest's key of a module, or of the one chunk a `chunkNamed` names. */
function keyOf(module: string): string {
  if (!module.startsWith('chunk:')) return module;
  const named = Object.keys(manifest).filter((key) => manifest[key]!.name === module.slice('chunk:'.length));
  if (named.length !== 1) throw new Error(`${named.length} chunks of the build are named ${module}`);
  return named[0]!;
}

/** The chunks a screen loads: the entry's and each module's, with all they import, transitively. */
function chunksOf(modules: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: is it still loaded lazily?`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...modules.map(keyOf)].forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

const gzippedBytes = async (chunks: ManifestChunk[]) => {
  const sizes = await Promise.all(chunks.map(async (c) => gzipSync(await readFile(join(outDir, c.file)), { level: 9 }).length));
  return sizes.reduce((a, b) => a + b, 0);
};

describe('the web app build', () => {
  it.each(Object.entries(SCREENS))('keeps %s within its JavaScript budget', async (_screen, { budget, modules }) => {
    const bytes = await gzippedBytes(chunksOf(modules));
    expect(bytes, `${(bytes / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budget);
  });

  it('loads Leaflet only with a map', () => {
    const hasLeaflet = (modules: string[]) => chunksOf(modules).some((c) => c.name === 'leaflet');
    for (const [screen, { modules }] of Object.entries(SCREENS)) {
      expect(hasLeaflet(modules), screen).toBe(modules.some((m) => m.endsWith('-map.tsx')));
    }
  });

  it('writes a brotli and a gzip copy of every built text file worth compressing', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|html)$/.test(f));
    expect(files).toContain('index.html');
    for (const file of files) {
      const raw = await readFile(join(outDir, file));
      if (raw.length < 1024) continue;
      expect(brotliDecompressSync(await readFile(join(outDir, `${file}.br`))).equals(raw), file).toBe(true);
      expect(gunzipSync(await readFile(join(outDir, `${file}.gz`))).equals(raw), file).toBe(true);
    }
  });
});
