// The callers of live sessions, kept in memory so that a request does not query the database for its token. The
// database announces every way a session or its account's rights end or change (migration 0012's triggers on tcc_live:
// sign-out, purge, account closure, status, role and organisation) to every instance, and the entries concerned are
// dropped as the announcement arrives. While this instance may miss announcements (its PostgreSQL listener is down) the
// cache is bypassed, and every entry is dropped after ENTRY_TTL_MS whatever happens.
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@/domain/session/session-answers';
import { setBounded } from '@/server/bounded-map';
import type { Database } from '@/server/db/connect';
import { LIVE_CHANNEL, parseLiveEvent } from '@/server/db/live-event';
import type { CenterClock } from '../center-clock';
import { loadUserForSession, zonedUser, type UnzonedUser } from './session-user';
import type { TokenClaims } from './tokens';

// a safety net for an announcement lost unnoticed, and the most a name or e-mail shown from the session can lag behind
const ENTRY_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
// the announcements that end cached sessions; a move's trip, offer and notice events are none of the cache's business
const SESSION_EVENTS = ['session', 'account'] as const;

interface Entry {
  userId: string;
  /** Kept without the control center's zone, which is added as the entry is read: it changes without an announcement of the account. */
  user: UnzonedUser;
  /** The earlier of the session's expiry and the entry's own. */
  validUntil: number;
}

export interface SessionCache {
  /** The user behind a live session of an active account, from memory when this instance can vouch for it. */
  userFor(claims: TokenClaims): Promise<SessionUser | null>;
  /** Drops every entry: this instance changed sessions or accounts, and its own announcement may not have arrived yet. */
  clear(): void;
  /** Starts hearing the database's announcements; until then, and whenever they may be lost, every lookup queries. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSessionCache(deps: { database: Database; log: FastifyBaseLogger; center: Pick<CenterClock, 'timeZone'> }): SessionCache {
  const entries = new Map<string, Entry>();
  let listening = false;
  // bumped by every drop: a lookup whose query was in flight meanwhile may have read what was just announced as gone
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;

  const clear = () => {
    generation++;
    entries.clear();
  };

  function onPayload(payload: string) {
    const event = parseLiveEvent(payload, SESSION_EVENTS);
    if (event?.kind === 'session') {
      generation++;
      entries.delete(event.sessionId);
    } else if (event?.kind === 'account') {
      generation++;
      for (const [sessionId, entry] of entries) if (entry.userId === event.userId) entries.delete(sessionId);
    }
  }

  function onListening(now: boolean) {
    // announcements made while the connection was down are lost for good: start again from the database
    clear();
    listening = now;
    if (!now) deps.log.warn('session cache bypassed: the database listener is down');
  }

  return {
    async userFor(claims) {
      const now = Date.now();
      const known = entries.get(claims.sessionId);
      if (known && listening && known.validUntil > now && known.userId === claims.userId) return zonedUser(known.user, deps.center.timeZone);
      const before = generation;
      const found = await loadUserForSession(deps.database.db, claims.sessionId, claims.userId);
      if (found && listening && generation === before) {
        const validUntil = Math.min(found.expiresAt.getTime(), now + ENTRY_TTL_MS);
        setBounded(entries, claims.sessionId, { userId: claims.userId, user: found.user, validUntil }, MAX_ENTRIES);
      }
      return found ? zonedUser(found.user, deps.center.timeZone) : null;
    },
    clear,
    async start() {
      try {
        unlisten = await deps.database.listen(LIVE_CHANNEL, onPayload, onListening);
        clear();
        listening = true;
      } catch (err) {
        // the listener keeps trying; onListening(true) says when it succeeds
        deps.log.warn({ err }, 'session cache bypassed: cannot listen on the database');
      }
    },
    async stop() {
      listening = false;
      clear();
      // the database may have closed first, which ended the listening with it
      await unlisten?.().catch(() => undefined);
    },
  };
}
