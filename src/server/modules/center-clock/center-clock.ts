// The control center's zone, held in memory so that every request, alert and session reads it without a query. It is
// read again when the database announces a change of the choice or of the active facilities' zones (migration
// 0036's triggers on tcc_live), so every instance follows within moments; when the listener reconnects (announcements
// may have been lost); after this instance's own writes that may change it; and every REFRESH_MS whatever happens.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/connect';
import { LIVE_CHANNEL, parseLiveEvent } from '@/server/db/live-event';
import { readCenterTimeZone } from './center-time-zone-settings';

// a safety net for an announcement lost unnoticed, as the session cache's
const REFRESH_MS = 10_000;

export interface CenterClock {
  /** The zone the control center reads (the last one read; the server's `TZ` until the first read). */
  readonly timeZone: string;
  /** The address alerts point to. */
  readonly publicUrl: string;
  /** Reads the zone again; resolves once a read started after this call has ended. */
  refresh(): Promise<void>;
  /** Reads the zone and starts hearing the database's announcements (the database is migrated by then). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCenterClock(deps: { database: Database; fallback: string; publicUrl: string; log: FastifyBaseLogger }): CenterClock {
  let zone = deps.fallback;
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | null = null;

  const read = async () => {
    try {
      zone = (await readCenterTimeZone(deps.database.db, deps.fallback)).centerTimeZone;
    } catch (err) {
      deps.log.warn({ err }, 'the control center time zone could not be read; the last one read stays');
    }
  };
  // one read at a time: a refresh asked for during a read runs one more read after it, shared by every such ask
  function refresh(): Promise<void> {
    if (!running) {
      running = read().finally(() => (running = null));
      return running;
    }
    again ??= running.then(() => {
      again = null;
      return refresh();
    });
    return again;
  }

  return {
    get timeZone() {
      return zone;
    },
    publicUrl: deps.publicUrl,
    refresh,
    async start() {
      await refresh();
      timer = setInterval(() => void refresh(), REFRESH_MS);
      timer.unref();
      try {
        unlisten = await deps.database.listen(
          LIVE_CHANNEL,
          (payload) => {
            if (parseLiveEvent(payload, ['center'])) void refresh();
          },
          (listening) => {
            if (listening) void refresh();
          },
        );
      } catch (err) {
        // the listener keeps trying; the periodic read keeps the zone meanwhile
        deps.log.warn({ err }, 'the control center time zone is read every few seconds: cannot listen on the database');
      }
    },
    async stop() {
      clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      await running;
    },
  };
}
