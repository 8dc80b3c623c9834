// Writes the access log entry of every call that reads or changes patients' trip data, before its answer leaves.
// Which calls those are is decided once per route as it is registered: an answer that can hold a patient id, a FHIR
// order or Task, or a call on one trip by its id; a route that streams its data (the CSV export) records each part
// itself through recordAccess. An entry that cannot be written fails the call: no data leaves unlogged.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { FHIR_BASE_PATH } from '@/domain/fhir/fhir-systems';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { tripsInAnswer, type SeenTrip } from './answer-trips';
import { appendEntry } from './entry-chain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The trips the call touched: those its answer holds, found as it is serialized, and those its route noted. */
    seenTrips: SeenTrip[] | null;
    /** The answer went through preSerialization: it need not be read back. */
    serialized: boolean;
  }
  interface FastifyContextConfig {
    /** The route's answers hold patients' trip data: each call is written to the access log. */
    patientData?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD']);
const ONE_TRIP = [/^\/api\/trips\/:id(\/|$)/, /^\/api\/crew\/trips\/:id(\/|$)/];

const holdsPatientId = (schema: unknown): boolean => {
  if (!(schema instanceof z.ZodType)) return false;
  try {
    return JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' })).includes('"patientId"');
  } catch {
    return false;
  }
};

/** Whether a route's calls read or change patients' trip data. */
export function readsPatientData(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): boolean {
  if (route.config?.patientData) return true;
  if (ONE_TRIP.some((pattern) => pattern.test(route.url))) return true;
  // FHIR orders and Tasks name the patient by identifier, not as patientId
  if (route.url.startsWith(FHIR_BASE_PATH)) return true;
  const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.entries(answers).some(([status, schema]) => status.startsWith('2') && holdsPatientId(schema));
}

/** The trip a call names by its id, for a call whose answer does not hold it (a change, the contacts). */
const tripOfParams = (request: FastifyRequest): SeenTrip[] => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return ONE_TRIP.some((pattern) => pattern.test(request.routeOptions.url ?? '')) && typeof id === 'string' ? [{ tripId: id, patientId: null }] : [];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Writes one entry for the trips a call read or changed; nothing when it held none. */
export async function recordAccess(db: Db, request: FastifyRequest, caller: Caller, seen: readonly SeenTrip[]): Promise<void> {
  const ids = [...new Set(seen.map((s) => s.tripId).filter((id): id is string => id !== null && UUID.test(id)))];
  const found = ids.length > 0 ? await db.select({ id: trips.id, patientId: trips.patientId, hospitalId: trips.hospitalId }).from(trips).where(inArray(trips.id, ids)) : [];
  const patientIds = [...new Set([...seen.map((s) => s.patientId), ...found.map((t) => t.patientId)].filter((p): p is string => !!p))];
  if (found.length === 0 && patientIds.length === 0) return;
  await appendEntry(db, {
    at: new Date().toISOString(),
    action: READS.has(request.method) ? 'READ' : 'CHANGE',
    view: `${request.method} ${request.routeOptions.url}`,
    actorUserId: caller.id,
    actorName: caller.name,
    actorRole: caller.userType,
    keyId: caller.key?.id ?? null,
    hospitalId: caller.hospitalId,
    agencyId: caller.agencyId,
    address: request.ip,
    tripIds: found.map((t) => t.id),
    patientIds,
    tripHospitalIds: [...new Set(found.map((t) => t.hospitalId).filter((h): h is string => h !== null))],
  });
}

/** Adds trips a call touched that its answer does not show (a batch of crew steps names them in its body). */
export function noteTrips(request: FastifyRequest, seen: readonly SeenTrip[]): void {
  request.seenTrips = [...(request.seenTrips ?? []), ...seen];
}

export function registerAccessLog(app: FastifyInstance, db: Db): void {
  app.decorateRequest('seenTrips', null);
  app.decorateRequest('serialized', false);
  app.addHook('onRoute', (route) => {
    if (readsPatientData(route)) route.config = { ...route.config, patientData: true };
  });
  const logged = (request: FastifyRequest, status: number) => request.routeOptions.config.patientData === true && request.caller !== null && status < 400;
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (logged(request, reply.statusCode)) {
      request.serialized = true;
      noteTrips(request, tripsInAnswer(payload));
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!logged(request, reply.statusCode)) return payload;
    // an answer serialized by its route (FHIR's) is read back; a stream records its own parts
    if (!request.serialized && typeof payload === 'string' && /json/.test(String(reply.getHeader('content-type') ?? ''))) {
      noteTrips(request, tripsInAnswer(JSON.parse(payload)));
    }
    await recordAccess(db, request, request.caller!, [...(request.seenTrips ?? []), ...tripOfParams(request)]);
    return payload;
  });
}
