// The insert of a crew step's row (trip_steps), as a part of the statement that changes its trip: a status move's
// (move-write.ts: the dispatcher's Start and Complete, and the crew's Patient loaded and Handed over) or a step's own
// (record-step.ts). One text for both, so a step is stored the same way whoever records it.
import { sql, type SQL } from 'drizzle-orm';
import type { Handover } from '@/domain/trips/handover';
import type { TripStep } from '@/domain/trips/trip-steps';
import type { trips } from '@/server/db/schema';

/**
 * The arrivals the trip keeps beside its own pickup and completion times (Patient loaded and Handed over set those),
 * so that the analytics read every step time from the trip: the step's time, or null when it is taken back.
 */
export function arrivalOnTrip(step: TripStep, at: Date | null): Partial<typeof trips.$inferInsert> {
  if (step === 'AT_PICKUP') return { arrivedAtPickup: at };
  if (step === 'AT_DESTINATION') return { arrivedAtDestination: at };
  return {};
}

/** A recorded step as it arrived: from the phone (its own time, the clock offset, where it was) or from a dispatcher's move. */
export interface StepFacts {
  /** Made on the phone, so a resend is recognised; a dispatcher's move makes one. */
  id: string;
  step: TripStep;
  /** When it happened: the phone's time corrected by its clock offset, or the server's clock for a dispatcher. */
  at: Date;
  /** The phone's own time, before the correction; null for a dispatcher's move. */
  deviceTime: Date | null;
  clockOffsetMs: number | null;
  position: { latitude: number; longitude: number; accuracyMeters?: number | undefined } | null;
  /** Handed over from the crew app: who received the patient and their signature, or why no one signed; else null. */
  handover: Handover | null;
}

/** The step's columns as a statement's values: parameters, or placeholders of a prepared statement. */
export type StepParams = Record<
  'stepId' | 'step' | 'at' | 'deviceTime' | 'clockOffsetMs' | 'latitude' | 'longitude' | 'accuracyMeters' | 'recordedById' | 'recordedByName' | 'now',
  SQL
>;

/** The facts as a statement's parameters (a prepared move takes them by these names). */
export const stepParameters = (s: StepFacts) => ({
  stepId: s.id,
  step: s.step,
  at: s.at.toISOString(),
  deviceTime: s.deviceTime?.toISOString() ?? null,
  clockOffsetMs: s.clockOffsetMs,
  latitude: s.position?.latitude ?? null,
  longitude: s.position?.longitude ?? null,
  accuracyMeters: s.position?.accuracyMeters ?? null,
});

/**
 * The step's row for the trip that part `moved` (named w0, w1, …) updated, with that trip's unit: nothing when the part
 * updated nothing, or when the trip already holds this step live (the crew recorded it before a dispatcher's move).
 */
export const stepInsert = (moved: string, p: StepParams) =>
  sql`insert into trip_steps (id, trip_id, step, unit_id, recorded_by_id, recorded_by_name, occurred_at, device_time, clock_offset_ms,
      received_at, latitude, longitude, accuracy_meters)
    select ${p.stepId}::uuid, m.id, ${p.step}::text, m.assigned_unit_id, ${p.recordedById}::uuid, ${p.recordedByName}::text, ${p.at}::timestamptz,
      ${p.deviceTime}::timestamptz, ${p.clockOffsetMs}::int, ${p.now}::timestamptz, ${p.latitude}::double precision,
      ${p.longitude}::double precision, ${p.accuracyMeters}::double precision
    from ${sql.raw(moved)} as m
    where not exists (select 1 from trip_steps as s where s.trip_id = m.id and s.step = ${p.step}::text and s.undone_at is null)`;
