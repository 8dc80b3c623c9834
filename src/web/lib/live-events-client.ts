// The browser's end of the live updates stream. fetch with a streamed body rather than EventSource, so the token goes
// in the Authorization header (as for every other call) and never in a URL; reconnects with backoff when the stream is
// down, and says so, so the screens can tell the user they are back to refreshing every 30 seconds.
import { LIVE_EVENT, LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS } from '@/domain/notifications/live-updates';
import { readStoredToken } from './session-storage';
import { createSseParser } from './sse-parser';

/** 'connecting' until the first stream opens (and while one that ended is opened again), 'offline' after a failure. */
export type LiveStatus = 'connecting' | 'online' | 'offline';

export interface LiveEventsHandlers {
  onEvent(name: string, data: unknown): void;
  onStatus(status: LiveStatus): void;
  /** A stream opened again after one was lost: changes may have been missed meanwhile. */
  onReconnected(): void;
  /** The server refused the token: the session is over, or about to be found so. */
  onUnauthorized(): void;
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;
// another tab of the account holds every stream it may open; asking again soon would only be refused again
const RETRY_WHEN_BUSY_MS = 60_000;
// no byte for this long (two heartbeats missed) means the connection died without saying so
const SILENCE_LIMIT_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;
const QUICK_RETRY_EVERY_MS = 10_000;

/** Waits before attempt `n` (0-based): doubling from a second up to 15 s, each drawn from its upper half so tabs spread out. */
const backoffMs = (n: number) => {
  const ceiling = Math.min(RETRY_FIRST_MS * 2 ** n, RETRY_MAX_MS);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/** How a stream ended: 'ended' only for one that was open (the server said ready) and then closed. */
type Outcome = 'ended' | 'failed' | 'unauthorized' | 'busy';

/** Opens the stream and keeps it open until the returned function is called. */
export function connectLiveEvents(handlers: LiveEventsHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  // failed attempts since the last stream that opened: the next wait grows with them
  let failures = 0;
  let everOpen = false;

  /** One stream, from request to end; events are handed on as they arrive. */
  async function once(token: string): Promise<Outcome> {
    const abort = new AbortController();
    controller = abort;
    let silence: number | undefined;
    let opened = false;
    const heard = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    };
    try {
      const response = await fetch(LIVE_EVENTS_PATH, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (response.status === 401) return 'unauthorized';
      if (response.status === 429) return 'busy';
      if (!response.ok || !response.body) return 'failed';
      const feed = createSseParser({
        onMessage: ({ event, data }) => {
          if (event === LIVE_EVENT.ready) {
            opened = true;
            failures = 0;
            handlers.onStatus('online');
            if (everOpen) handlers.onReconnected();
            everOpen = true;
            return;
          }
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(data);
          } catch {
            /* an event without JSON data still says that something changed */
          }
          handlers.onEvent(event, parsed);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      heard();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return opened ? 'ended' : 'failed';
        heard();
        feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      return 'failed';
    } finally {
      window.clearTimeout(silence);
    }
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = window.setTimeout(done, ms);
      function done() {
        window.clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run() {
    let lastQuickRetry = -Infinity;
    while (!stopped) {
      const token = readStoredToken();
      if (!token) {
        handlers.onStatus('offline');
        await pause(RETRY_MAX_MS);
        continue;
      }
      const outcome = await once(token);
      if (stopped) return;
      // a stream the server ended (a restart, a change of the account) is opened again at once, at most every 10 s
      if (outcome === 'ended' && performance.now() - lastQuickRetry > QUICK_RETRY_EVERY_MS) {
        lastQuickRetry = performance.now();
        handlers.onStatus('connecting');
        continue;
      }
      handlers.onStatus('offline');
      if (outcome === 'unauthorized') handlers.onUnauthorized();
      await pause(outcome === 'busy' ? RETRY_WHEN_BUSY_MS : backoffMs(failures));
      failures++;
    }
  }

  // back online, or back in the tab: try at once rather than at the end of the wait
  const retryNow = () => {
    if (document.visibilityState === 'visible') wake?.();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryNow);
  handlers.onStatus('connecting');
  void run();

  return () => {
    stopped = true;
    controller?.abort();
    wake?.();
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryNow);
  };
}
