// One bounded load run with autocannon over loopback.
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: unknown;
  connections: number;
  seconds: number;
  /** Each request its own path, headers and body (e.g. another trip every time); `url` then names only the server. */
  next?: () => VariedRequest;
}

/** What changes from one request to the next; the headers are laid over the spec's own. */
export interface VariedRequest {
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const { next } = spec;
  const result = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    connections: spec.connections,
    duration: spec.seconds,
    headers: { 'content-type': 'application/json', ...spec.headers },
    ...(spec.body === undefined ? {} : { body: json(spec.body) }),
    // called once for every request sent, the first of each connection included
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const varied = next();
                return { ...request, path: varied.path, headers: { ...request.headers, ...varied.headers }, body: json(varied.body) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A short unmeasured run first, so every server is measured with its code paths warmed up. */
export async function measured(spec: LoadSpec, warmupSeconds: number): Promise<LoadFigures> {
  await runLoad({ ...spec, seconds: warmupSeconds });
  return runLoad(spec);
}

/** One request outside any load run: its body and its time to the last byte; anything but 2xx fails the run. */
export async function sendOnce(spec: Pick<LoadSpec, 'url' | 'method' | 'headers' | 'body' | 'next'>): Promise<{ body: string; ms: number }> {
  const method = spec.method ?? 'GET';
  const varied = spec.next?.();
  const url = varied ? new URL(varied.path, spec.url).toString() : spec.url;
  const payload = json(varied ? varied.body : spec.body);
  const started = performance.now();
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...spec.headers, ...varied?.headers },
    ...(payload === undefined ? {} : { body: payload }),
  });
  const body = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { body, ms: performance.now() - started };
}

/**
 * The figures of one endpoint: warm up, time one request alone (nothing else in flight), measure. A load run stops
 * when its time is up but the server still finishes the requests it had accepted: one more request after each run
 * lets those drain before anything else is measured.
 */
export async function measureEndpoint(spec: LoadSpec, warmupSeconds: number): Promise<{ figures: LoadFigures; aloneMs: number }> {
  await runLoad({ ...spec, seconds: warmupSeconds });
  await sendOnce(spec);
  const { ms: aloneMs } = await sendOnce(spec);
  const figures = await runLoad(spec);
  await sendOnce(spec);
  return { figures, aloneMs };
}
