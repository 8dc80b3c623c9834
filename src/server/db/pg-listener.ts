// LISTEN on PostgreSQL: one dedicated connection per process for every channel, opened on first use and opened again
// (with every channel) when it drops, so notifications resume after a database restart.
import pg from 'pg';

type Callback = (payload: string) => void;

const RECONNECT_DELAY_MS = 1_000;
const CLOSE_WAIT_MS = 1_000;
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function createPgListener(url: string) {
  const channels = new Map<string, Set<Callback>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => channels.get(n.channel)?.forEach((cb) => cb(n.payload ?? '')));
      c.on('error', () => undefined);
      c.on('end', () => {
        if (client === c) client = null;
        connecting = null;
        // notifications sent while the connection was down are lost: listeners poll as well, so they catch up
        if (!closed && channels.size > 0) setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS).unref();
      });
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quoted(channel)}`);
      client = c;
      return c;
    })();
    connecting.catch(() => {
      connecting = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS).unref();
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: Callback): Promise<() => Promise<void>> {
      const known = channels.get(channel);
      if (known) known.add(onPayload);
      else {
        channels.set(channel, new Set([onPayload]));
        const c = client ?? (await connect());
        // a connection opened just now already listens on every known channel
        if (client === c) await c.query(`LISTEN ${quoted(channel)}`);
      }
      return async () => {
        const set = channels.get(channel);
        set?.delete(onPayload);
        if (set && set.size === 0) {
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
