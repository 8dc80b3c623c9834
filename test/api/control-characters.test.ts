import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { MULTI_LINE_FIELDS } from '@/domain/common/text-characters';
import { tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { callersOfEveryRole, fieldsOf } from './route-walk';

let t: TestApp;
let callers: Record<string, string>[];
beforeAll(async () => {
  t = await startTestApp();
  // the roles in turn, then nobody: a route's answer to the first caller it lets in is the one judged
  callers = [...(await callersOfEveryRole(t.app, t.db)), {}];
});
afterAll(() => t.close());

const withIds = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

/** The 400 a route answers: the error shape, or on the FHIR endpoint an OperationOutcome naming the element. */
function refusalOf(url: string, field: string, message: string) {
  if (!url.startsWith('/fhir/r4')) return { success: false, error: message };
  const resource = url.endsWith('/ServiceRequest') ? 'ServiceRequest' : 'Bundle';
  const issue = { severity: 'error', code: 'invalid', diagnostics: message, expression: [`${resource}.${field}`] };
  return { resourceType: 'OperationOutcome', issue: [issue] };
}

/** Every route and field a client can send text in: body fields of write routes, query fields of every route. */
function textCases(routes: RouteOptions[]) {
  const cases: { method: string; url: string; field: string; where: 'body' | 'query' }[] = [];
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      for (const field of fieldsOf(route.schema?.body)) cases.push({ method, url: withIds(route.url), field, where: 'body' });
      for (const field of fieldsOf(route.schema?.querystring)) cases.push({ method, url: withIds(route.url), field, where: 'query' });
    }
  }
  return cases;
}

describe('control characters in text', () => {
  it('are refused with 400 naming the field on every route that takes text, as are line breaks outside text areas, and change nothing', async () => {
    const cases = textCases(t.app.routeList);
    expect(cases.length).toBeGreaterThan(100);
    const before = await tableCounts(t.db);
    const wrong: string[] = [];
    // a NUL, DEL, a C1 control, and a right-to-left override that turns a name around on screen
    const controls = ['\u0000', '\u007f', '\u0085', '\u202e'];
    // a line feed, a CRLF line end and a tab, refused in every field but a text area's
    const lineBreaks = ['\n', '\r\n', '\t'];
    for (const [index, { method, url, field, where }] of cases.entries()) {
      const breaks = !MULTI_LINE_FIELDS.has(field) && index % 2 === 1;
      const bad = breaks ? `before${lineBreaks[index % lineBreaks.length]}after` : `before${controls[index % controls.length]}after`;
      for (const headers of callers) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: where === 'query' ? `${url}?${field}=${encodeURIComponent(bad)}` : url,
          headers,
          ...(where === 'body' ? { payload: { [field]: bad } } : {}),
        });
        if (res.statusCode === 401 || res.statusCode === 403) continue;
        const expected = refusalOf(url, field, (breaks ? HTTP_MESSAGES.lineBreaks : HTTP_MESSAGES.controlCharacters)(field));
        if (res.statusCode !== 400 || JSON.stringify(res.json()) !== JSON.stringify(expected)) {
          wrong.push(`${method} ${url} ${where}.${field}: ${res.statusCode} ${res.body}`);
        }
        break;
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuse a line break in a list of single-line texts, naming the item', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ['a@example.org', 'b\n@example.org'], password: 'x' } });
    expect(res.json()).toEqual({ success: false, error: HTTP_MESSAGES.lineBreaks('email.1') });
  });
});
