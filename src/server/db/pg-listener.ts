// LISTEN on PostgreSQL: one dedicated connection per process for every channel, opened on first use and opened again
// (with every channel) when it drops, so notifications resume after a database restart.
import pg from 'pg';

type Callback = (payload: string) => void;
/** Told false when the connection drops (notifications may be lost from then on), true once it listens again. */
export type ListeningCallback = (listening: boolean) => void;
// each channel's callbacks: one that asks again after a failed attempt stays registered once
type Subscribers = Map<Callback, ListeningCallback | undefined>;

const RECONNECT_DELAY_MS = 1_000;
const CLOSE_WAIT_MS = 1_000;
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function createPgListener(url: string) {
  const channels = new Map<string, Subscribers>();
  const tell = (listening: boolean) => channels.forEach((subscribers) => subscribers.forEach((onListening) => onListening?.(listening)));
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => channels.get(n.channel)?.forEach((_, onPayload) => onPayload(n.payload ?? '')));
      c.on('error', () => undefined);
      c.on('end', () => {
        if (client === c) {
          client = null;
          tell(false);
        }
        connecting = null;
        // notifications sent while the connection was down are lost: listeners poll as well, so they catch up
        if (!closed && channels.size > 0) setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS).unref();
      });
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quoted(channel)}`);
      client = c;
      tell(true);
      return c;
    })();
    connecting.catch(() => {
      connecting = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS).unref();
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: Callback, onListening?: ListeningCallback): Promise<() => Promise<void>> {
      const known = channels.get(channel);
      if (known) {
        known.set(onPayload, onListening);
        // answers only once listening, as for a new channel
        if (!client) await connect();
      } else {
        channels.set(channel, new Map([[onPayload, onListening]]));
        const c = client ?? (await connect());
        // a connection opened just now already listens on every known channel
        if (client === c) await c.query(`LISTEN ${quoted(channel)}`);
      }
      return async () => {
        const subscribers = channels.get(channel);
        subscribers?.delete(onPayload);
        if (subscribers && subscribers.size === 0) {
          channels.delete(channel);
          // nothing more is delivered to the callback from here on; the round trip is not waited for, so a shutdown
          // never hangs on a connection that stopped answering
          void client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      channels.clear();
      const c = client;
      client = null;
      if (!c) return;
      // a polite goodbye, but a connection that does not answer within a second is cut
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
          resolve();
        }, CLOSE_WAIT_MS);
      });
      await Promise.race([c.end().catch(() => undefined), cut]);
      clearTimeout(timer);
    },
  };
}
