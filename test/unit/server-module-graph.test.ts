import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's modules in their order, lowest first: a module imports only modules of a lower layer (docs/architecture.md,
// "Server modules"). A new module is placed here.
const MODULE_ORDER: readonly (readonly string[])[] = [
  ['access-log', 'center-clock', 'dropdown-options', 'geocode', 'health', 'mail', 'secrets', 'sms', 'webhooks'],
  ['outbox'],
  ['notifications'],
  ['credentials', 'organisations'],
  ['auth', 'places', 'units'],
  ['agencies', 'integration-keys', 'live', 'single-sign-on', 'trips'],
  ['analytics', 'crew', 'escalation', 'fhir', 'hospitals', 'map', 'standing-orders'],
  ['optimize', 'pickup-offers'],
];

const MODULES = 'src/server/modules';
type Graph = Map<string, Map<string, string[]>>;

const moduleOf = (path: string) => /^src\/server\/modules\/([^/]+)\//.exec(path)?.[1];
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesBelow(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/**
 * The modules each module imports, with the files that do. Every import counts, `import type` and `import()` too: a
 * type alone makes no cycle when the server runs, but it ties one module to another all the same.
 */
function moduleGraph(files: readonly { path: string; text: string }[]): Graph {
  const graph: Graph = new Map();
  for (const { path, text } of files) {
    const from = moduleOf(path)!;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = fileName.startsWith('@/') ? `src/${fileName.slice(2)}` : fileName.startsWith('.') ? relative('.', resolve(dirname(path), fileName)) : '';
      const to = moduleOf(`${target}/`);
      if (!to || to === from) continue;
      const deps = graph.get(from)!;
      deps.set(to, [...(deps.get(to) ?? []), path]);
    }
  }
  return graph;
}

/** Each circle of modules that import one another, as the path round it (its first module again at its end). */
function cyclesOf(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (m: string, path: string[]) => {
    if (path.includes(m)) {
      cycles.push([...path.slice(path.indexOf(m)), m]);
      return;
    }
    if (done.has(m)) return;
    for (const dep of [...(graph.get(m)?.keys() ?? [])].sort()) visit(dep, [...path, m]);
    done.add(m);
  };
  for (const m of [...graph.keys()].sort()) visit(m, []);
  return cycles;
}

/** Each import of a module of the same or a higher layer, in words. */
function importsUpOrAcross(graph: Graph, order: readonly (readonly string[])[]): string[] {
  const layer = new Map(order.flatMap((names, i) => names.map((name) => [name, i] as const)));
  return [...graph].flatMap(([from, deps]) =>
    [...deps]
      .filter(([to]) => (layer.get(to) ?? Infinity) >= (layer.get(from) ?? -Infinity))
      .map(([to, files]) => `${from} (layer ${layer.get(from)}) imports ${to} (layer ${layer.get(to)}) in ${[...new Set(files)].join(', ')}`),
  );
}

const tree = () => filesBelow(MODULES).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('the server modules', () => {
  const graph = moduleGraph(tree());

  it('are each placed once in the order', () => {
    const placed = MODULE_ORDER.flat();
    const folders = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(placed.length).toBe(new Set(placed).size);
    expect([...placed].sort()).toEqual(folders.sort());
  });

  it('import one another in no circle', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('import only modules of a lower layer', () => {
    expect(importsUpOrAcross(graph, MODULE_ORDER)).toEqual([]);
  });
});

describe('the checks find', () => {
  const two = (a: string, b: string) => [
    { path: `${MODULES}/${a}/x.ts`, text: `import { y } from '../${b}';` },
    { path: `${MODULES}/${b}/y.ts`, text: `import type { X } from '@/server/modules/${a}/x';\nexport const y = 1;` },
  ];

  it('a circle, type-only imports too', () => {
    expect(cyclesOf(moduleGraph(two('auth', 'outbox')))).toEqual([['auth', 'outbox', 'auth']]);
  });

  it('an import back up the order, and one across a layer', () => {
    const up = importsUpOrAcross(moduleGraph([{ path: `${MODULES}/outbox/x.ts`, text: "import { tripRoutes } from '../trips';" }]), MODULE_ORDER);
    expect(up).toEqual([`outbox (layer 1) imports trips (layer 5) in ${MODULES}/outbox/x.ts`]);
    const across = importsUpOrAcross(moduleGraph([{ path: `${MODULES}/trips/x.ts`, text: "export { liveRoutes } from '@/server/modules/live';" }]), MODULE_ORDER);
    expect(across).toHaveLength(1);
  });

  it('nothing in a module importing its own files or a lower module', () => {
    const graph = moduleGraph([{ path: `${MODULES}/trips/x.ts`, text: "import { y } from './y';\nimport { queueMail } from '../outbox';" }]);
    expect(cyclesOf(graph)).toEqual([]);
    expect(importsUpOrAcross(graph, MODULE_ORDER)).toEqual([]);
  });
});

// npm run lint keeps every other module's files behind its entry (eslint.config.js); each case is one import in a file.
const eslint = new ESLint({ cwd: process.cwd(), cache: false });
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
const ENTRY = 'another server module is imported through its public entry';

describe('the imports lint, for the server modules', () => {
  // the first file linted loads the configuration and its plugins
  beforeAll(() => problems('src/server/x.ts', ''), 60_000);

  it.each([
    ['src/server/modules/trips/x.ts', "import { queueMail } from '../outbox/queue';"],
    ['src/server/modules/trips/x.ts', "import type { OutgoingMessage } from '@/server/modules/outbox/queue';"],
    ['src/server/modules/trips/x.ts', "export { queueMail } from '../outbox/queue';"],
    ['src/server/app.ts', "import { tripRoutes } from './modules/trips/routes';"],
    ['src/server/plugins/x.ts', "import type { SessionCache } from '../modules/auth/session-cache';"],
    ['src/server/db/seed/x.ts', "import { hashPassword } from '@/server/modules/secrets/passwords';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await problems(file, code)).toContainEqual(expect.stringContaining(ENTRY));
  });

  it.each([
    ['src/server/modules/trips/x.ts', "import { queueMail } from '../outbox';"],
    ['src/server/modules/trips/x.ts', "import { readTrip } from './trip-as-read';"],
    ['src/server/modules/trips/x.ts', "import { readTrip } from '@/server/modules/trips/trip-as-read';"],
    ['src/server/app.ts', "import { tripRoutes } from './modules/trips';"],
    ['src/server/db/seed/x.ts', "import { hashPassword } from '@/server/modules/secrets';"],
    ['test/api/x.test.ts', "import { hashPassword } from '@/server/modules/secrets/passwords';"],
  ])('lets through %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
