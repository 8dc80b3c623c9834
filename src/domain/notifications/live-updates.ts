// The push channel from server to browser (Server-Sent Events on GET /api/events): what it sends and what the screens
// say about it. Events only say that something changed; the screens then ask the API again, scoped as always.

export const LIVE_EVENTS_PATH = '/api/events';

/** The event names of the stream. */
export const LIVE_EVENT = {
  /** Sent once when the stream opens: from here on changes arrive. */
  ready: 'ready',
  /** A trip the recipient sees changed (`tripId` set), or one it saw left its lists (no `tripId`). */
  trips: 'trips',
  /** The recipient's bell has something new. */
  notifications: 'notifications',
  /** A unit the recipient sees on the live map moved or changed status (`unitId` set). */
  units: 'units',
} as const;
export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

/** Open streams one account may hold on one server (tabs and windows); past it a new one is refused with 429. */
export const LIVE_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How often the screens refresh by themselves, with or without the stream (the spec's 30 s refresh). */
export const LIVE_FALLBACK_REFRESH_SECONDS = 30;

export const LIVE_TEXTS = {
  /** The dashboards' header while the stream is down. */
  paused: `Live updates paused, refreshing every ${LIVE_FALLBACK_REFRESH_SECONDS} seconds`,
  tooManyStreams: `Too many live update connections for this account (at most ${LIVE_STREAMS_PER_USER}). Close some TCC tabs or windows.`,
  unavailable: `Live updates are unavailable right now; the screens refresh every ${LIVE_FALLBACK_REFRESH_SECONDS} seconds.`,
} as const;
