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
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections: number;
  seconds: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const result = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    connections: spec.connections,
    duration: spec.seconds,
    headers: { 'content-type': 'application/json', ...spec.headers },
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
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
