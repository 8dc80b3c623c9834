// Every route declares what it answers (schema.response, one zod schema per status). The serializer sends exactly
// that: fields a schema does not name are left out. Under test (`exact`), an answer that differs from its schema in
// any way, or a JSON answer with a status the route does not declare, fails the call and is recorded, so the
// published contract (GET /api/openapi.json) cannot drift from what the server sends.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorAnswer } from '@/domain/common/answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers that broke their route's contract (recorded in exact mode only; tests fail on any). */
    answerBreaches: string[];
  }
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** A route's answers: its successes, and the errors it gives on purpose (each in the one error shape). */
export function answers<S extends Partial<Record<200 | 201 | 202 | 204, z.ZodType>>>(success: S, ...errors: ErrorStatus[]) {
  return { ...success, ...Object.fromEntries(errors.map((status) => [status, errorAnswer])) } as S & Partial<Record<ErrorStatus, typeof errorAnswer>>;
}

/** The status keys a response schema may be declared under for a status, most specific first (as Fastify looks). */
const keysFor = (status: number) => [String(status), `${String(status)[0]}xx`, 'default'];

/** The first place where `sent` and `declared` differ, as a path, or null when they are the same. */
function firstDifference(sent: unknown, declared: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(sent, declared)) return null;
  if (sent && declared && typeof sent === 'object' && typeof declared === 'object') {
    for (const key of new Set([...Object.keys(sent), ...Object.keys(declared)])) {
      const at = firstDifference((sent as Record<string, unknown>)[key], (declared as Record<string, unknown>)[key], `${path}.${key}`);
      if (at) return at;
    }
  }
  return path;
}

export function registerAnswerContract(app: FastifyInstance, opts: { exact: boolean }): void {
  const breaches: string[] = [];
  app.decorate('answerBreaches', breaches);
  const breach = (text: string) => {
    breaches.push(text);
    return Object.assign(new Error(`answer breaks its contract: ${text}`), { statusCode: 500 });
  };

  // every error a route does not declare on purpose (429, 413, 503, 500…) still has the one error shape
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = (route.schema ??= {});
    schema.response = { '4xx': errorAnswer, '5xx': errorAnswer, ...(schema.response as object | undefined) };
  });

  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => (data) => {
    const encoded = z.safeEncode(schema as z.ZodType, data);
    const where = `${method} ${url} ${httpStatus}`;
    if (!encoded.success) {
      if (opts.exact) throw breach(`${where}: ${z.prettifyError(encoded.error)}`);
      app.log.error({ route: where, issues: encoded.error.issues }, 'answer does not match its schema; sent as it is');
      return JSON.stringify(data);
    }
    const text = JSON.stringify(encoded.data);
    if (opts.exact) {
      const differs = firstDifference(JSON.parse(JSON.stringify(data)), JSON.parse(text));
      if (differs) throw breach(`${where}: ${differs} is not what the schema declares`);
    }
    return text;
  });

  if (!opts.exact) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!response || !type.startsWith('application/json') || reply.statusCode >= 400) return payload;
    const declaresSuccess = Object.keys(response).some((key) => key.startsWith('2'));
    if (declaresSuccess && !keysFor(reply.statusCode).some((key) => key in response)) {
      throw breach(`${request.method} ${request.routeOptions.url} answered ${reply.statusCode}, which it does not declare`);
    }
    return payload;
  });
}
