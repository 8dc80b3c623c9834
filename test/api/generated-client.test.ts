// The published contract is enough for a typed client: openapi-typescript generates types from GET /api/openapi.json,
// and a journey written only against them (generated-client/journey.ts: a trip requested, accepted and carried, a FHIR
// order, a webhook read) type-checks without a cast.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_EVENT_TYPES } from '@/domain/webhooks/webhook-events';
import { WEBHOOK_HEADERS } from '@/domain/webhooks/webhook-payload';
import { startTestApp, type TestApp } from './harness';

const JOURNEY = resolve('test/api/generated-client/journey.ts');

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
}

let t: TestApp;
let doc: Document;
const dirs: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** The journey's type errors against the types generated from `document`, written to a temp dir beside it (rootDirs). */
async function journeyErrors(document: Document): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tcc-client-'));
  dirs.push(dir);
  const generated = join(dir, 'tcc-api.ts');
  writeFileSync(generated, astToString(await openapiTS(JSON.stringify(document))));
  const program = ts.createProgram([JOURNEY, generated], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    rootDirs: [join(JOURNEY, '..'), dir],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a client generated from /api/openapi.json', () => {
  it('types the whole journey: every call, body, header and answer it uses', async () => {
    expect(await journeyErrors(doc)).toEqual([]);
  }, 120_000);

  it('fails the journey when the document leaves out what it uses (the FHIR order body, If-None-Exist)', async () => {
    const stripped: Document = structuredClone(doc);
    const create = stripped.paths['/fhir/r4/ServiceRequest']!.post!;
    delete create.requestBody;
    create.parameters = create.parameters?.filter((p) => p.name !== 'if-none-exist');
    const errors = await journeyErrors(stripped);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.startsWith(JOURNEY))).toBe(true);
  }, 120_000);

  it('is written without a cast', () => {
    const source = ts.createSourceFile(JOURNEY, readFileSync(JOURNEY, 'utf8'), ts.ScriptTarget.ES2023, true);
    const casts: string[] = [];
    const visit = (node: ts.Node): void => {
      const isConst = ts.isAsExpression(node) && ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
      if ((ts.isAsExpression(node) && !isConst) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node)) casts.push(node.getText(source));
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(casts).toEqual([]);
  });
});

describe('what the document declares beyond the routes’ own schemas', () => {
  it('publishes every trip event of the catalog as a webhook, with its body and the signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...TRIP_EVENT_TYPES].sort());
    for (const type of TRIP_EVENT_TYPES) {
      const post = doc.webhooks[type]!.post;
      expect(post.requestBody, type).toBeDefined();
      expect(post.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(Object.values(WEBHOOK_HEADERS));
    }
  });

  it('declares a body on each FHIR create, the headers the idempotency and rate limits use, and Location', () => {
    const create = doc.paths['/fhir/r4/ServiceRequest']!.post!;
    expect(create.requestBody).toBeDefined();
    expect(doc.paths['/fhir/r4']!.post!.requestBody).toBeDefined();
    expect(create.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['if-none-exist', 'idempotency-key']));
    expect(Object.keys(create.responses['201']!.headers ?? {})).toEqual(expect.arrayContaining(['location', 'idempotent-replayed']));
    expect(Object.keys(create.responses['429']!.headers ?? {})).toEqual(['retry-after']);
    expect(create.responses['415']).toBeDefined();
  });

  it('answers 415 and 413 wherever a body is taken, and Retry-After with every 429', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })));
    expect(operations.filter(({ operation }) => operation.requestBody && !(operation.responses['415'] && operation.responses['413'])).map((o) => o.key)).toEqual([]);
    expect(operations.filter(({ operation }) => operation.responses['429'] && !operation.responses['429'].headers?.['retry-after']).map((o) => o.key)).toEqual([]);
  });
});
