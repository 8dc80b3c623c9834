// The published contract: GET /api/openapi.json is a valid OpenAPI 3.1 document naming every API route with its
// answers and who may call it, and /api/docs reads it with scripts from this server only.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface Operation {
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** The calls anyone may make: signing in, registering, the public configuration and the load balancers' check. */
const PUBLIC = [
  'GET /health',
  'GET /api/public/config',
  'POST /api/auth/login',
  'POST /api/auth/healthcare/login',
  'POST /api/auth/ems/login',
  'POST /api/auth/healthcare/register',
  'POST /api/auth/ems/register',
];

/** Not API: the web app's files and its fallback page, and the docs themselves. */
const isHidden = (url: string) => !(url === '/health' || url.startsWith('/api/') || url.startsWith('/fhir/')) || url === '/api/openapi.json' || url.startsWith('/api/docs');
/** A route's path as OpenAPI writes it (/api/units/:id → /api/units/{id}; a module's root without its trailing slash). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
/** A path to call, each parameter given a value that names nothing. */
const callablePath = (url: string) => url.replace(/:\w+/g, randomUUID());

let t: TestApp;
let doc: Document;
/** The document as it was answered, for the validator. */
let answered: Record<string, unknown>;
let operations: { key: string; method: string; url: string; operation: Operation | undefined }[];

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  answered = res.json();
  operations = t.app.routeList
    .flatMap((route) => [route.method].flat().map((method) => ({ method: String(method), url: route.url })))
    .filter(({ method, url }) => method !== 'HEAD' && !isHidden(url))
    .map(({ method, url }) => ({ key: `${method} ${url}`, method, url, operation: doc.paths[openApiPath(url)]?.[method.toLowerCase()] }));
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(answered);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names the API, its version and how to authenticate', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(doc.info).toMatchObject({ title: 'TCC', version });
    expect(doc.info.description).toMatch(/bearer/i);
    expect(doc.info.description).toContain('tcc_');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives the named answer schemas as components, the error shape among them', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['ErrorAnswer', 'Unit', 'Notification', 'NotificationSettings', 'EscalationSettings', 'GeocodeResult']));
  });

  it('shows every API route with its method, and nothing that is not API', () => {
    expect(operations.filter((o) => !o.operation).map((o) => o.key)).toEqual([]);
    const shown = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(shown).toHaveLength(operations.length);
    expect(shown.filter((key) => key.includes('/api/docs') || key.endsWith('/api/openapi.json'))).toEqual([]);
  });

  it('describes every operation, with a success answer and the error answers, under one of its tags', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const incomplete = operations.filter(({ key, operation }) => {
      if (!operation) return false;
      const statuses = Object.keys(operation.responses);
      // the FHIR endpoint answers FHIR: its errors are OperationOutcomes in application/fhir+json
      const [type, error] = key.includes(' /fhir/') ? ['application/fhir+json', 'FhirOperationOutcome'] : ['application/json', 'ErrorAnswer'];
      const errorsShaped = ['4XX', '5XX'].every((status) => operation.responses[status]?.content?.[type]?.schema.$ref === `#/components/schemas/${error}`);
      // a redirect is the success of the call a provider sends the browser back to
      return !operation.description || !statuses.some((status) => status.startsWith('2') || status.startsWith('3')) || !errorsShaped || operation.tags?.length !== 1 || !tags.has(operation.tags[0]!);
    });
    expect(incomplete.map((o) => o.key)).toEqual([]);
  });

  it('asks for the bearer on exactly the operations that refuse a caller without one', async () => {
    const wrong: string[] = [];
    for (const { key, method, url, operation } of operations) {
      const res = await t.app.inject({ method: method as 'GET', url: callablePath(url) });
      const secured = operation?.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;
      if (secured !== (res.statusCode === 401)) wrong.push(`${key}: ${secured ? 'declares sign-in' : 'declares none'}, answers ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('asks nothing of signing in, registering, the public configuration and /health', () => {
    for (const key of PUBLIC) {
      const found = operations.find((o) => o.key === key);
      expect(found?.operation, key).toBeDefined();
      expect(found?.operation?.security, key).toBeUndefined();
    }
  });
});

describe('/api/docs', () => {
  it('answers the reference page, its scripts from this server, with a CSP that lets only them run', async () => {
    const redirect = await t.app.inject({ url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...res.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.app.inject({ url: new URL(src, 'http://tcc.test/api/docs/').pathname });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => createHash('sha256').update(code!).digest('base64'));
    expect(scriptSrc.split(' ').sort()).toEqual(['script-src', "'self'", ...inline.map((hash) => `'sha256-${hash}'`)].sort());
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('reads the same document as /api/openapi.json', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.json().paths).toEqual(doc.paths);
  });
});

describe('the strict CSP', () => {
  it('stays on every other answer', async () => {
    for (const url of ['/', '/health', '/api/openapi.json', '/api/units', '/api/docs-not']) {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("style-src 'self';");
      expect(csp, url).not.toContain('sha256-');
    }
  });
});
