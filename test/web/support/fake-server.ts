// The web app's one way out is fetch: a test answers each call as the server would and reads what was sent.
import { vi } from 'vitest';

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
}

/** What a route answers: a Response, or a plain value sent as JSON with status 200. */
export type Answer = Response | object;
type Route = (call: SentCall) => Answer | Promise<Answer>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch with `routes`, keyed `METHOD /path` (the query left out); a call nothing answers is a 404, as on the
 * server. Answers every call made, in order.
 */
export function fakeServer(routes: Record<string, Route>): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: SentCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        signal: init.signal ?? null,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (!route) return json({ success: false, error: 'Not found' }, 404);
      const answer = await route(call);
      return answer instanceof Response ? answer : json(answer);
    }),
  );
  return calls;
}

/** An answer the test hands out when it chooses, to see the screen while a call is under way. */
export function heldAnswer() {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}

export const callsTo = (calls: readonly SentCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
