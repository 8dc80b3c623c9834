// Recording a trip's events for the endpoints that hear them, in the transaction (or the one statement) of the change
// that raised them: a delivery exists exactly when its change does. Who hears what is the domain's rule
// (src/domain/webhooks/webhook-events.ts).
import { randomUUID } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { TripStatus } from '@/domain/common/enums';
import { eventAudience, type EventAudience, eventOfMove, type TripEventScope, type TripEventType } from '@/domain/webhooks/webhook-events';
import { type AcceptanceForWebhook, type StepForWebhook, type TripForWebhook, webhookPayload } from '@/domain/webhooks/webhook-payload';
import type { Db } from '@/server/db/connect';

/** One event, ready to record: its id, its body as it will be signed and sent, and its audience. */
export interface TripEvent extends EventAudience {
  eventId: string;
  type: TripEventType;
  tripId: string;
  body: string;
}

export function tripEvent(
  type: TripEventType,
  trip: TripForWebhook,
  scope: TripEventScope,
  at: Date,
  step?: StepForWebhook,
  acceptance?: AcceptanceForWebhook,
): TripEvent {
  const eventId = randomUUID();
  return { eventId, type, tripId: trip.id, body: JSON.stringify(webhookPayload(type, eventId, at, trip, step, acceptance)), ...eventAudience(type, scope) };
}

/** A trip's own columns' view of who hears its events: its facility and the agency carrying it. */
const scopeOf = (trip: TripForWebhook, offeredTo: readonly string[] = []): TripEventScope => ({
  hospitalId: trip.hospitalId,
  assignedAgencyId: trip.assignedAgencyId,
  offeredTo,
});

/**
 * The event of a status move, of the trip as the move leaves it. An undone acceptance leaves the trip nobody's: the
 * agency whose acceptance it was hears it, with the acceptance it takes back.
 */
export function moveEvents(before: TripForWebhook & { acceptedTimestamp?: Date | null }, to: TripStatus, actingAgencyId: string | null, at: Date): TripEvent[] {
  const type = eventOfMove(to);
  if (to === 'PENDING') {
    const after = { ...before, status: to, assignedAgencyId: null };
    const acceptance = before.assignedAgencyId ? { agencyId: before.assignedAgencyId, acceptedAt: before.acceptedTimestamp ?? at } : undefined;
    return [tripEvent(type, after, { ...scopeOf(after), assignedAgencyId: before.assignedAgencyId }, at, undefined, acceptance)];
  }
  const after = { ...before, status: to, assignedAgencyId: to === 'ACCEPTED' ? actingAgencyId : before.assignedAgencyId };
  return [tripEvent(type, after, scopeOf(after), at)];
}

/** A step recorded on the trip (`after`: the trip as the step left it), at the time it happened. */
export const stepEvent = (after: TripForWebhook, step: StepForWebhook) => tripEvent('trip.step_recorded', after, scopeOf(after), step.at, step);

/** A step the crew undid (`after`: the trip as the undo left it), at the time it was undone. */
export const stepUndoneEvent = (after: TripForWebhook, step: StepForWebhook, at: Date) => tripEvent('trip.step_undone', after, scopeOf(after), at, step);

/** A new request, heard by the agencies it is offered to as well. */
export const createdEvent = (trip: TripForWebhook, offeredTo: readonly string[], at: Date) => tripEvent('trip.created', trip, scopeOf(trip, offeredTo), at);

/** A request offered to more agencies after it was made: only they hear of it, as new to them. */
export const offeredLaterEvent = (trip: TripForWebhook, offeredTo: readonly string[], at: Date) =>
  tripEvent('trip.created', trip, { ...scopeOf(trip, offeredTo), offeredLater: true }, at);

/** Every offered agency declined: the trip, now cancelled, for its facility and the control center. */
export const declinedByAllEvent = (trip: TripForWebhook, at: Date) => tripEvent('trip.declined_by_all', trip, scopeOf(trip), at);

/** The events as tripEventsInsert takes them: a JSON array of its record's columns. */
export const tripEventsJson = (events: readonly TripEvent[]): string =>
  JSON.stringify(
    events.map((e) => ({
      event_id: e.eventId,
      type: e.type,
      trip_id: e.tripId,
      body: e.body,
      control_center: e.controlCenter,
      hospital_id: e.hospitalId,
      agency_ids: e.agencyIds,
    })),
  );

/**
 * The insert of one delivery per event and enabled endpoint that subscribed to its type and belongs to its audience:
 * one text however many events, so that a prepared statement can hold it with a placeholder for them.
 */
export const tripEventsInsert = (events: string | Placeholder) =>
  sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, trip_id, body)
    select e.id, ev.event_id, ev.type, ev.trip_id, ev.body
    from json_to_recordset(${events}::text::json)
      as ev(event_id uuid, type text, trip_id uuid, body text, control_center boolean, hospital_id uuid, agency_ids json)
    join webhook_endpoints as e on e.enabled and ev.type = any(e.events)
      and ((e.owner_kind = 'CONTROL_CENTER' and ev.control_center) or e.hospital_id = ev.hospital_id
           or e.agency_id in (select value::uuid from json_array_elements_text(ev.agency_ids)))`;

/** Records the events' deliveries (inside the caller's transaction). */
export async function recordTripEvents(db: Db, events: readonly TripEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(tripEventsInsert(tripEventsJson(events)));
}
