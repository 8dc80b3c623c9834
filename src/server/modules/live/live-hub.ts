// The live updates of one instance: it listens on tcc_live once (the database carries every instance's changes to every
// other), and passes each change only to the open streams entitled to it, by the same rule as the trip lists.
// The triggers that announce the changes: src/server/db/functions/live-events.sql.
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENT, LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER, LIVE_TEXTS } from '@/domain/notifications/live-updates';
import type { Database } from '@/server/db/connect';
import { HttpError, tooManyRequests } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { agenciesConcerned, agencyViewOfOffer, agencyViewOfTrip, type AgencyView } from './agency-view';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent, type OfferEvent, type TripEvent, type UnitEvent } from '@/server/db/live-event';
import { stillAuthorised } from './live-sessions';
import { createLiveStream, type LiveStream } from './live-stream';
import { commentFrame, eventFrame } from './sse-frame';
import { createStreamRegistry } from './stream-registry';
import { tripNow, type TripNow } from './trip-state';
import { carrierHospitalId } from './unit-state';

export interface LiveHub {
  /** Opens a stream for an authorised caller: 429 past the per-user limit, 503 while live updates cannot run. */
  open(caller: Caller): Promise<LiveStream>;
  /** Ends every stream and stops listening (before the server closes, so shutdown does not wait on them). */
  stop(): Promise<void>;
  /** Open streams on this instance. */
  readonly size: number;
}

export interface LiveHubDeps {
  database: Database;
  log: FastifyBaseLogger;
  /** How often a heartbeat is written and the open streams' sessions are checked again. */
  heartbeatMs?: number;
}

type Delivery = () => void;
// what the streams pass on; the control center's zone is read by the session check, not pushed
const STREAM_EVENTS = ['trip', 'offer', 'unit', 'notice', 'session', 'account'] as const;
type StreamEvent = Exclude<LiveEvent, { kind: 'center' }>;

// streams still open this long after stop() ended them belong to clients that stopped reading: they are cut
const STOP_GRACE_MS = 1_000;
const READY = eventFrame(LIVE_EVENT.ready);
const UNNAMED_TRIPS = eventFrame(LIVE_EVENT.trips);
const NOTIFICATIONS = eventFrame(LIVE_EVENT.notifications);

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const { db } = deps.database;
  const registry = createStreamRegistry();
  const heartbeat = commentFrame('heartbeat');
  let listening: Promise<() => Promise<void>> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // deliveries happen in the order the database committed the changes, though their lookups run side by side
  let tail: Promise<void> = Promise.resolve();

  const send = (streams: Iterable<LiveStream>, frame: string) => {
    for (const s of streams) s.write(frame);
  };
  const close = (streams: Iterable<LiveStream>) => {
    for (const s of [...streams]) s.end();
  };

  /** The trip's state for the agencies' rule, when an agency is connected to hear it; on failure only what the event names. */
  async function lookUp(tripId: string): Promise<TripNow | null | undefined> {
    if (!registry.hasAgencies()) return undefined;
    try {
      return await tripNow(db, tripId);
    } catch (err) {
      deps.log.warn({ err, tripId }, 'live update: trip lookup failed; agencies hear only what the event names');
      return null;
    }
  }

  function toAgency(agencyId: string, view: AgencyView, named: string) {
    if (view) send(registry.ofAgency(agencyId), view === 'named' ? named : UNNAMED_TRIPS);
  }

  async function prepareTrip(event: TripEvent): Promise<Delivery> {
    const now = await lookUp(event.tripId);
    const named = eventFrame(LIVE_EVENT.trips, { tripId: event.tripId });
    return () => {
      send(registry.controlCenter(), named);
      send(registry.ofHospital(event.hospitalId), named);
      if (now === undefined) return;
      for (const agencyId of agenciesConcerned(event, now)) toAgency(agencyId, agencyViewOfTrip(agencyId, event, now), named);
    };
  }

  async function prepareOffer(event: OfferEvent): Promise<Delivery> {
    if (registry.ofAgency(event.agencyId).size === 0) return () => undefined;
    const now = await lookUp(event.tripId);
    const named = eventFrame(LIVE_EVENT.trips, { tripId: event.tripId });
    return () => toAgency(event.agencyId, agencyViewOfOffer(event, now ?? null), named);
  }

  /**
   * A unit moved or changed status: the control center and the unit's agency hear of it, and the facility whose open
   * trip it carries; on a failed lookup no facility does (its map still refreshes on its trips' events and by itself).
   */
  async function prepareUnit(event: UnitEvent): Promise<Delivery> {
    let hospitalId: string | null = null;
    if (registry.hasHospitals()) {
      try {
        hospitalId = await carrierHospitalId(db, event.unitId);
      } catch (err) {
        deps.log.warn({ err, unitId: event.unitId }, 'live update: unit lookup failed; no facility hears of it');
      }
    }
    const frame = eventFrame(LIVE_EVENT.units, { unitId: event.unitId });
    return () => {
      send(registry.controlCenter(), frame);
      send(registry.ofAgency(event.agencyId), frame);
      send(registry.ofHospital(hospitalId), frame);
    };
  }

  function prepare(event: StreamEvent): Promise<Delivery> {
    switch (event.kind) {
      case 'trip':
        return prepareTrip(event);
      case 'offer':
        return prepareOffer(event);
      case 'unit':
        return prepareUnit(event);
      case 'notice':
        return Promise.resolve(() => send(registry.ofUser(event.userId), NOTIFICATIONS));
      // the client reconnects at once and is authorised afresh: refused when signed out, with its new scope otherwise
      case 'session':
        return Promise.resolve(() => close(registry.ofSession(event.sessionId)));
      case 'account':
        return Promise.resolve(() => close(registry.ofUser(event.userId)));
    }
  }

  function onPayload(payload: string) {
    if (registry.all().size === 0) return;
    const event = parseLiveEvent(payload, STREAM_EVENTS) as StreamEvent | null;
    if (!event) return;
    const ready = prepare(event);
    tail = tail
      .then(() => ready)
      .then((deliver) => deliver())
      .catch((err: unknown) => deps.log.warn({ err, kind: event.kind }, 'live update not delivered'));
  }

  /** Closes the streams whose session ended or whose scope changed without this instance hearing of it. */
  async function recheck(streams: LiveStream[]) {
    const open = streams.filter((s) => !s.closed);
    const callers = await stillAuthorised(
      db,
      open.map((s) => s.caller),
    );
    close(open.filter((s) => !callers.has(s.caller)));
  }

  function tick() {
    send(registry.all(), heartbeat);
    recheck([...registry.all()]).catch((err: unknown) => deps.log.warn({ err }, 'live update: session check failed'));
  }

  function listen() {
    listening ??= deps.database.listen(LIVE_CHANNEL, onPayload).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    async open(caller) {
      if (stopped) throw new HttpError(503, LIVE_TEXTS.unavailable);
      try {
        await listen();
      } catch (err) {
        deps.log.warn({ err }, 'live update: cannot listen on the database');
        throw new HttpError(503, LIVE_TEXTS.unavailable);
      }
      if (registry.ofUser(caller.id).size >= LIVE_STREAMS_PER_USER) throw tooManyRequests(LIVE_TEXTS.tooManyStreams);
      const stream = createLiveStream(caller, (s) => registry.remove(s));
      registry.add(stream);
      stream.write(READY);
      timer ??= setInterval(tick, deps.heartbeatMs ?? LIVE_HEARTBEAT_MS).unref();
      // a sign-out committed between the caller's check and this registration sent its event before the stream could hear it
      void recheck([stream]).catch((err: unknown) => deps.log.warn({ err }, 'live update: session check failed'));
      return stream;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const streams = [...registry.all()];
      close(streams);
      setTimeout(() => streams.forEach((s) => s.closed || s.body.destroy()), STOP_GRACE_MS).unref();
      const unlisten = await listening?.catch(() => null);
      await unlisten?.();
    },
    get size() {
      return registry.all().size;
    },
  };
}
