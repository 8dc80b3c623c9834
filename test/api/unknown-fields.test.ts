import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { callersOfEveryRole } from './route-walk';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The agency forms take the agency record the specification's client read and sends back (its contactInfo and
// record fields); every other write names what it takes.
const TAKES_A_READ_RECORD = new Set(['POST /api/tcc/agencies/', 'PUT /api/tcc/agencies/:id']);
// The SMS provider's webhook takes the form the provider posts, whose many fields are the provider's to choose.
const TAKES_THE_PROVIDER_FORM = new Set(['POST /api/sms/inbound/']);
// A FHIR resource may carry any element R4 defines, and its extensions: the order reader takes what it knows.
const TAKES_A_FHIR_RESOURCE = new Set(['POST /fhir/r4/', 'POST /fhir/r4/ServiceRequest']);

const writes = (routes: RouteOptions[]) =>
  routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method === 'POST' || method === 'PUT' || method === 'PATCH')
      .filter(() => route.schema?.body)
      .map((method) => ({ name: `${method} ${route.url}`, body: route.schema!.body as z.ZodType })),
  );

describe('a write with a field it does not take', () => {
  it('is refused by every write route that has a body, whatever else the body holds', () => {
    const routes = writes(t.app.routeList);
    expect(routes.length).toBeGreaterThan(30);
    const tolerant = routes
      .filter(({ body }) => {
        const result = body.safeParse({ notAField: true });
        return result.success || !result.error.issues.some((issue) => issue.code === 'unrecognized_keys');
      })
      .map((r) => r.name);
    expect(tolerant.sort()).toEqual([...TAKES_A_READ_RECORD, ...TAKES_THE_PROVIDER_FORM, ...TAKES_A_FHIR_RESOURCE].sort());
  });

  it('is answered 400 naming the field, and changes nothing', async () => {
    const [admin] = await callersOfEveryRole(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.org', password: 'x', remember: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Unknown field: remember' });
    const option = await t.app.inject({ method: 'POST', url: '/api/dropdown-options', headers: admin, payload: { category: 'insurance', value: 'Aetna Gold', isActive: false } });
    expect(option.json()).toEqual({ success: false, error: 'Unknown field: isActive' });
  });
});
