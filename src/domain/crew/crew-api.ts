// The crew app's calls (/api/crew): what the phone sends and what it is answered. The routes declare these schemas;
// the crew screens read their types. docs/crew.md tells the rules behind them.
import { z } from 'zod';
import { TRIP_STATUSES, UNIT_STATUSES } from '../common/enums';
import { HANDOVER_MESSAGES, handoverSchema } from '../trips/handover';
import { STEP_BATCH_MAX, TRIP_STEPS } from '../trips/trip-steps';
import { CERTIFICATIONS } from './crew-members';
import { carryingFactSchema, facilityContactSchema } from '../trips/carrying-facts';

export { CREW_PATHS } from './crew-paths';

/** A time on the phone's clock, as the crew app sends it. */
export const phoneTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time, such as 2026-11-21T14:30:00Z' });

/** Where the phone was when the step was tapped, when the crew allowed it. */
export const stepPositionSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000).optional(),
});

/** One step as the phone queued it: its id is made on the phone, its time is the phone's clock. */
export const queuedStepSchema = z.strictObject({
  id: z.uuid({ error: 'must be a UUID made on the phone' }),
  tripId: z.string().max(100),
  step: z.enum(TRIP_STEPS),
  at: phoneTime,
  position: stepPositionSchema.optional(),
  handover: handoverSchema.optional().describe('Handed over only: who received the patient and their signature, or why no one signed (the crew app always sends it)'),
}).superRefine((s, ctx) => {
  if (s.handover && s.step !== 'HANDED_OVER') ctx.addIssue({ code: 'custom', path: ['handover'], message: HANDOVER_MESSAGES.onlyHandedOver });
});
export type QueuedStep = z.output<typeof queuedStepSchema>;

/** POST /api/crew/steps: the queued steps in the order they were tapped; `sentAt` is the phone's clock as it sends. */
export const stepBatchBody = z.strictObject({
  sentAt: phoneTime,
  steps: z.array(queuedStepSchema).min(1).max(STEP_BATCH_MAX, { error: `at most ${STEP_BATCH_MAX} steps in one batch` }),
});
export type StepBatchBody = z.output<typeof stepBatchBody>;

/**
 * How each step of a batch was judged, in the batch's order: RECORDED, ALREADY_RECORDED (a resend of the same step)
 * or REFUSED with the reason the crew reads ("Cancelled by the facility at 14:02").
 */
export const stepOutcomeSchema = z
  .object({
    id: z.string(),
    outcome: z.enum(['RECORDED', 'ALREADY_RECORDED', 'REFUSED']),
    reason: z.string().nullable(),
    occurredAt: z.string().nullable().describe('The step time the server keeps: the phone time corrected by its clock offset'),
  })
  .meta({ id: 'StepOutcome' });
export type StepOutcome = z.output<typeof stepOutcomeSchema>;
export const stepBatchAnswer = z.object({ success: z.literal(true), data: z.array(stepOutcomeSchema) });

/** POST /api/crew/steps/{id}/undo: the step undone, and where its trip now stands (its latest step: null when none is left). */
export const stepUndoneSchema = z
  .object({
    id: z.string(),
    tripId: z.string(),
    status: z.enum(TRIP_STATUSES),
    latestStep: z.enum(TRIP_STEPS).nullable(),
  })
  .meta({ id: 'StepUndone' });
export type StepUndone = z.output<typeof stepUndoneSchema>;
export const stepUndoAnswer = z.object({ success: z.literal(true), data: stepUndoneSchema });

/** One recorded step, as every screen shows it (oldest first). */
export const tripStepViewSchema = z
  .object({
    id: z.string(),
    step: z.enum(TRIP_STEPS),
    occurredAt: z.string(),
    receivedAt: z.string(),
    recordedBy: z.string(),
    position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  })
  .meta({ id: 'TripStep' });
export type TripStepView = z.output<typeof tripStepViewSchema>;

/** One end of a crew's trip: the place, and where in its building to go (department, floor, room; each null when not entered). */
const crewPlaceSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  department: z.string().nullable(),
  floor: z.string().nullable(),
  room: z.string().nullable(),
});

/** A trip as the crew sees it: enough to carry it, nothing of the facility's business beyond. */
export const crewTripSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    patientId: z.string(),
    status: z.enum(TRIP_STATUSES),
    transportLevel: z.string(),
    priority: z.string(),
    scheduledTime: z.string(),
    committedPickupAt: z.string().nullable().describe('The pickup time the agency committed to when it won the trip with an offer; else null'),
    pickup: crewPlaceSchema,
    destination: crewPlaceSchema,
    mobilityLevel: z.string(),
    patientWeight: z.number().nullable().describe('In kg, as the facility entered it; else null'),
    oxygenRequired: z.boolean(),
    monitoringRequired: z.boolean(),
    isolation: z.boolean(),
    bariatric: z.boolean(),
    notes: z.string().nullable().describe("The facility's notes and special requirements"),
    specialNeeds: z.string().nullable(),
    facilityContact: facilityContactSchema.nullable().describe("The requesting facility's contact and phone; null for a trip no facility requested"),
    facts: z
      .array(carryingFactSchema)
      .describe('How the patient is carried and where to go, in words and in the order every screen shows them (src/domain/trips/carrying-facts.ts)'),
    steps: z.array(tripStepViewSchema),
  })
  .meta({ id: 'CrewTrip' });
export type CrewTrip = z.output<typeof crewTripSchema>;

/** GET /api/crew/trips: the unit's assigned trips in the order they will be carried (the current one first). */
export const crewTripsAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    unit: z.object({ id: z.string(), unitNumber: z.string(), currentStatus: z.enum(UNIT_STATUSES) }),
    trips: z.array(crewTripSchema),
    serverTime: z.string().describe("The server's clock, from which the phone measures its offset"),
  }),
});

/** GET /api/crew/units: the agency's in-service units a crew member may sign on to, with who is on each. */
export const crewUnitOptionSchema = z
  .object({
    id: z.string(),
    unitNumber: z.string(),
    type: z.string(),
    currentStatus: z.enum(UNIT_STATUSES),
    crew: z.array(z.object({ id: z.string(), name: z.string(), certification: z.enum(CERTIFICATIONS).nullable() })),
  })
  .meta({ id: 'CrewUnitOption' });
export type CrewUnitOption = z.output<typeof crewUnitOptionSchema>;

/** POST /api/crew/shift: sign on to a unit for the shift (DELETE signs off). */
export const shiftBody = z.strictObject({ unitId: z.string().max(100) });

/** PUT /api/crew/unit/status: the crew sets its unit out of service, or back in. */
export const crewUnitStatusBody = z.strictObject({ status: z.enum(['AVAILABLE', 'OUT_OF_SERVICE']) });

/** GET and POST /api/crew/shift: the unit the crew member is signed on to and since when; GET answers null off shift. */
export const crewShiftSchema = z
  .object({ unit: crewUnitOptionSchema, startedAt: z.string() })
  .meta({ id: 'CrewShift' });
export type CrewShift = z.output<typeof crewShiftSchema>;
export const crewShiftAnswer = z.object({ success: z.literal(true), data: crewShiftSchema.nullable() });

/** PUT /api/crew/unit/status: the unit as the change left it, with who is on it. */
export const crewUnitStatusAnswer = z.object({ success: z.literal(true), data: crewUnitOptionSchema });
