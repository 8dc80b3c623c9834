// The README and docs/ name only what exists: every repository path they give, every link between them, and every
// API route, checked against the files and against the routes the application registers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const ROOT = join(__dirname, '../..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)];

/** The folders of the repository a path named in the docs starts with. */
const REPOSITORY_PATH = /(?:^|[\s(=])((?:src|test|e2e|scripts|docs|bench|patches|public|\.ci)\/[^\s`'"),;]*)/g;
/** An API route as the docs name one: an optional method, then a path of the API, the FHIR endpoint or the health check. */
const ROUTE = /(?:\b(GET|POST|PUT|PATCH|DELETE)\s+)?(?:<\w+>)?(?<![\w./:-])(\/(?:api|fhir)(?:\/[^\s`'"),;?#]*)?(?![\w.])|\/health\b)/g;

/** Paths the docs give that are not files of the repository, each with why. */
const NOT_FILES: Record<string, string> = {
  'test-results/': 'written by a browser test run',
};
/** Routes the docs name that are no route of their own, each with why. */
const NOT_ROUTES: Record<string, string> = {};

interface Mention {
  doc: string;
  line: number;
  text: string;
}

/** A doc's text outside fenced code blocks, line by line. */
function proseLines(doc: string): { line: number; text: string }[] {
  let fenced = false;
  return readFileSync(join(ROOT, doc), 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ text }) => {
      if (text.trimStart().startsWith('```')) fenced = !fenced;
      else if (!fenced) return true;
      return false;
    });
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const linkTargets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

/** Every repository path in a doc's code spans, and every link to a file, as a path from the repository's root. */
function pathsNamed(): Mention[] {
  return DOCS.flatMap((doc) =>
    proseLines(doc).flatMap(({ line, text }) => [
      ...codeSpans(text).flatMap((span) => [...` ${span}`.matchAll(REPOSITORY_PATH)].map((m) => ({ doc, line, text: m[1]! }))),
      ...linkTargets(text)
        .filter((target) => !/^(?:[a-z]+:|#|<)/.test(target))
        .map((target) => ({ doc, line, text: relative(ROOT, join(ROOT, dirname(doc), target.split('#')[0]!)) })),
    ]),
  );
}

/**
 * Whether a path named exists: up to its first placeholder (`<name>`, `*`, `…`, `{x}`) the folder must exist, and a
 * path without one must be a file or folder.
 */
function exists(path: string): boolean {
  const cut = path.search(/[<*…{]/);
  if (cut < 0) return existsSync(join(ROOT, path.replace(/[.:]+$/, '')));
  return existsSync(join(ROOT, path.slice(0, path.lastIndexOf('/', cut) + 1)));
}

/** Every route named in a doc's code spans. */
function routesNamed(): (Mention & { method?: string })[] {
  return DOCS.flatMap((doc) =>
    proseLines(doc).flatMap(({ line, text }) =>
      codeSpans(text).flatMap((span) => [...span.matchAll(ROUTE)].map((m) => ({ doc, line, method: m[1], text: m[2]! }))),
    ),
  );
}

const segments = (url: string) => url.replace(/\/$/, '').split('/');
const isParameter = (segment: string) => segment.startsWith(':') || /^\{\w+\}$/.test(segment);
// `*` in a route named stands for any one segment (`POST /api/auth/*/login`)
const ANY = '*';

/**
 * Whether a route named matches a registered one: segment by segment, a parameter matching a parameter. A path
 * ending in `…` names the routes whose path goes on from it (`/api/auth/ems/agency…`), one ending in `/` the routes
 * under it (`/api/tcc/`).
 */
function matches(named: string, url: string): boolean {
  const partial = /(?:…|\.\.\.)$/.test(named);
  const under = partial || named.endsWith('/');
  const wanted = segments(named.replace(/(?:…|\.\.\.)$/, ''));
  const have = segments(url);
  if (under ? have.length < wanted.length : have.length !== wanted.length) return false;
  return wanted.every((segment, i) => {
    if (segment === ANY) return true;
    if (isParameter(segment)) return isParameter(have[i]!);
    return partial && i === wanted.length - 1 ? have[i]!.startsWith(segment) : segment === have[i];
  });
}

let t: TestApp;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.routeList.flatMap((route) => [route.method].flat().map((method) => ({ method: String(method), url: route.url })));
});
afterAll(() => t.close());

describe('the docs', () => {
  it('name only paths of the repository', () => {
    const named = pathsNamed();
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((m) => !(m.text in NOT_FILES) && !exists(m.text)).map((m) => `${m.doc}:${m.line} ${m.text}`);
    expect(missing).toEqual([]);
  });

  // a path named without a method names the routes at or under it (`/api/crew`, the crew app's calls)
  it('name only routes the application registers, with their methods', () => {
    const named = routesNamed();
    expect(named.length).toBeGreaterThan(50);
    const missing = named
      .filter((m) => !(m.text in NOT_ROUTES))
      .filter((m) => !routes.some((r) => (m.method ? r.method === m.method && matches(m.text, r.url) : matches(m.text, r.url) || matches(`${m.text}/`, r.url))))
      .map((m) => `${m.doc}:${m.line} ${m.method ?? ''} ${m.text}`.replace('  ', ' '));
    expect(missing).toEqual([]);
  });

  it('keep each table whole: its rows follow its header with no line of another kind between them', () => {
    const broken = DOCS.flatMap((doc) => {
      const lines = proseLines(doc);
      return lines
        .filter(({ line, text }, i) => text.startsWith('|') && lines[i - 1]?.line === line - 1 && !lines[i - 1]!.text.startsWith('|'))
        .filter(({ line }) => !/^\|(?:\s*:?-+:?\s*\|)+\s*$/.test(lines.find((l) => l.line === line + 1)?.text ?? ''))
        .map(({ line }) => `${doc}:${line}`);
    });
    expect(broken).toEqual([]);
  });

  it('would catch a path or a route that does not exist', () => {
    expect(exists('src/domain/common/phone-number.ts')).toBe(true);
    expect(exists('src/domain/common/no-such-rule.ts')).toBe(false);
    expect(exists('src/web/features/<name>/index.ts')).toBe(true);
    expect(exists('src/no-such-layer/<name>/index.ts')).toBe(false);
    const trips = routes.filter((r) => matches('/api/trips/{id}/status', r.url));
    expect(trips.map((r) => r.method)).toContain('PUT');
    expect(routes.some((r) => matches('/api/trips/{id}/no-such-call', r.url))).toBe(false);
    expect(routes.some((r) => matches('/api/tcc/', r.url))).toBe(true);
    expect(routes.some((r) => matches('/api/crew-mem…', r.url))).toBe(true);
    expect(routes.some((r) => matches('/api/crew-mem/', r.url))).toBe(false);
  });
});
