import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = folders('./src/web/features/');
const MODULES = folders('./src/server/modules/');

const pattern = (regex, message) => ({ regex, message: `${message}: see docs/architecture.md` });
// one no-restricted-imports setting holds per file (a later one replaces an earlier), so each names all its patterns
const restricted = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

// An import that climbs two or more folders into src/ is written @/… (src/), so that its path says where it leads.
const deepInSrc = pattern('^\\.\\./\\.\\./', 'an import that climbs two or more folders is written @/…');
const deepIntoSrc = pattern('^(\\.\\./){2,}src(/|$)', 'an import into src/ from two or more folders away is written @/…');

/** The layers a layer's files may not import, by the alias or by a relative path. */
const layers = (layer, forbidden) =>
  pattern(`^(@/|(\\.\\./)+)(${forbidden.join('|')})(/|$)`, `${layer} may not import src/${forbidden.join(', src/')}`);

/** A file below another feature's folder, by the alias or by the relative `ways` in; `own` is the importer's feature. */
const intoFeature = (own, ways) =>
  pattern(
    `^(${['@/web/features/', ...ways].join('|')})${own ? `(?!${own}/)` : ''}[^/]+/`,
    'another feature is imported through its public entry, @/web/features/<name>',
  );
const web = [deepInSrc, layers('web', ['server', 'planner'])];

/** A file below another server module's folder, by the alias or by the relative `ways` in; `own` is the importer's module. */
const intoModule = (own, ways) =>
  pattern(
    `^(${['@/server/modules/', ...ways].join('|')})${own ? `(?!${own}/)` : ''}[^/]+/`,
    'another server module is imported through its public entry, @/server/modules/<name>',
  );
const server = [deepInSrc, layers('server', ['web'])];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // The layers: rules know no server, screen or algorithm; algorithms know only the rules; the screens reach the
  // server by HTTP alone; the server serves the screens' files but never imports them.
  restricted(['test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '*.ts'], [deepIntoSrc]),
  restricted(['src/domain/**/*.{ts,tsx}'], [deepInSrc, layers('domain', ['server', 'planner', 'web'])]),
  restricted(['src/planner/**/*.ts'], [deepInSrc, layers('planner', ['server', 'web'])]),
  // The rest of the server imports a module (src/server/modules/<name>/) through its public entry, index.ts, alone; a
  // module's own files import one another directly. test/unit/server-module-graph.test.ts keeps the modules from
  // importing one another in a circle or back up their order.
  restricted(['src/server/**/*.ts'], [...server, intoModule(null, ['(\\./|\\.\\./)modules/'])]),
  ...MODULES.flatMap((name) => [
    restricted([`src/server/modules/${name}/**/*.ts`], [...server, intoModule(name, [])]),
    // a file at the top of a module reaches the other modules one folder up
    restricted([`src/server/modules/${name}/*.ts`], [...server, intoModule(name, ['\\.\\./'])]),
  ]),
  // The rest of the web app imports a feature (src/web/features/<name>/) through its public entry, index.ts, alone.
  // A screen loaded on demand (import()) is named by its own module, so it stays a chunk of its own: the rule reads
  // static imports only.
  restricted(['src/web/**/*.{ts,tsx}'], [...web, intoFeature(null, ['(\\./|\\.\\./)features/'])]),
  ...FEATURES.flatMap((name) => [
    restricted([`src/web/features/${name}/**/*.{ts,tsx}`], [...web, intoFeature(name, [])]),
    // a file at the top of a feature reaches the other features one folder up
    restricted([`src/web/features/${name}/*.{ts,tsx}`], [...web, intoFeature(name, ['\\.\\./'])]),
  ]),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
