// The push clients of the "live" bench: one HTTP connection each to GET /api/events, read with the web app's own parser,
// every `trips` event handed on with the moment it arrived.
import { request } from 'node:http';
import { createSseParser } from '../src/web/lib/sse-parser';

export interface PushClient {
  index: number;
  close(): void;
}

/** A trips event as a client got it: the trip it names (null: a bare "your lists changed") and when, in performance.now() ms. */
export type TripsHandler = (client: number, tripId: string | null, at: number) => void;

const OPEN_TIMEOUT_MS = 30_000;

/** Opens the stream of client `index` on `baseUrl` with its token; resolves once the server said ready. */
export function openPushClient(baseUrl: string, token: string, index: number, onTrips: TripsHandler): Promise<PushClient> {
  const url = new URL('/api/events', baseUrl);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`client ${index}: no ready within ${OPEN_TIMEOUT_MS} ms`)), OPEN_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const client: PushClient = { index, close: () => req.destroy() };
    const feed = createSseParser({
      onMessage: ({ event, data }) => {
        const at = performance.now();
        if (event === 'ready') {
          clearTimeout(timer);
          resolve(client);
        } else if (event === 'trips') {
          const tripId = (JSON.parse(data) as { tripId?: string }).tripId ?? null;
          onTrips(index, tripId, at);
        }
      },
    });
    // a connection of its own per client, as each browser has
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`client ${index}: stream refused with ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', feed);
    });
    req.on('error', (err) => fail(err));
    req.end();
  });
}
