// A live updates client for the tests: GET /api/events over real HTTP, read with the web app's own parser.
import { createSseParser } from '@/web/lib/sse-parser';

export interface LiveMessage {
  event: string;
  data: Record<string, unknown>;
}

export interface LiveClient {
  /** Every event received so far, in order. */
  readonly received: LiveMessage[];
  /** Heartbeat comments received so far. */
  readonly heartbeats: number;
  /**
   * Waits (up to `timeoutMs`) for an event matching `match` among those not yet taken, and answers the events taken:
   * every one from the previous call's match up to and including this one.
   */
  until(match: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage[]>;
  /** Waits for `count` heartbeats in all. */
  heartbeatsReach(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export type LiveAnswer = { status: number; error: unknown; client: null } | { status: 200; error: null; client: LiveClient };

const DEFAULT_WAIT_MS = 5_000;

/** Opens a stream with these headers; a refusal answers its status and JSON, a stream its client (once `ready` came). */
export async function openLive(baseUrl: string, headers: Record<string, string>): Promise<LiveAnswer> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  if (res.status !== 200) return { status: res.status, error: await res.json(), client: null };

  const received: LiveMessage[] = [];
  let heartbeats = 0;
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const feed = createSseParser({
    onMessage: (m) => {
      received.push({ event: m.event, data: JSON.parse(m.data) as Record<string, unknown> });
      wake();
    },
    onComment: () => {
      heartbeats++;
      wake();
    },
  });
  const ended = (async () => {
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close(), or cut by the server
    } finally {
      wake();
    }
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
    wake();
  });

  /** Resolves when `check` answers a value, rejects after the timeout or once the stream ended without one. */
  function waitFor<T>(check: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(received)}`)), timeoutMs);
      const done = (err: Error | null, value?: T) => {
        clearTimeout(timer);
        waiters.delete(poll);
        if (err) reject(err);
        else resolve(value as T);
      };
      const poll = () => {
        const value = check();
        if (value !== undefined) done(null, value);
        else if (isEnded) done(new Error(`the stream ended before ${what}; received ${JSON.stringify(received)}`));
      };
      waiters.add(poll);
      poll();
    });
  }

  const client: LiveClient = {
    received,
    get heartbeats() {
      return heartbeats;
    },
    until(match, timeoutMs = DEFAULT_WAIT_MS) {
      return waitFor(
        () => {
          const at = received.findIndex((m, i) => i >= taken && match(m));
          if (at === -1) return undefined;
          const slice = received.slice(taken, at + 1);
          taken = at + 1;
          return slice;
        },
        'matching event',
        timeoutMs,
      );
    },
    heartbeatsReach(count, timeoutMs = DEFAULT_WAIT_MS) {
      return waitFor(() => (heartbeats >= count ? true : undefined), `${count} heartbeats`, timeoutMs).then(() => undefined);
    },
    ended,
    close: () => abort.abort(),
  };
  await client.until((m) => m.event === 'ready');
  return { status: 200, error: null, client };
}

/** The `trips` events among these, as the trip ids they name ('' for an event that names none). */
export const tripIdsIn = (messages: LiveMessage[]) =>
  messages.filter((m) => m.event === 'trips').map((m) => (typeof m.data.tripId === 'string' ? m.data.tripId : ''));
