// Linked returns: the ride home booked with the outbound trip (docs/rules.md, "Linked returns"). The return is an
// ordinary trip from the outbound's destination back to its origin, held unoffered until it opens, then offered to
// the outbound's agency alone for a first look (a backhaul it takes in one step), then to the outbound's agencies.
import { z } from 'zod';
import { TRANSPORT_LEVELS, type TripStatus, type UserType } from '../common/enums';

export const RETURN_KINDS = ['TIMED', 'WILL_CALL'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** How long the patient stays at the destination before a timed return, in minutes. */
export const APPOINTMENT_MINUTES = { min: 15, max: 720 } as const;
/** Minutes the outbound's agency alone is offered the return once it opens, before every other agency is. */
export const FIRST_LOOK_MINUTES = 10;
/** The travel a timed return waits for when either end has no point, so the fee schedule gives no minutes. */
export const UNLOCATED_TRAVEL_MINUTES = 60;

export const RETURN_MESSAGES = {
  appointmentMinutes: `must be a whole number of minutes from ${APPOINTMENT_MINUTES.min} to ${APPOINTMENT_MINUTES.max}`,
  appointmentRequired: 'returnTrip.appointmentMinutes is required for a timed return',
  notAReturn: 'This trip is not a return trip',
  timedNotReleased: 'This return is timed: it is offered when the outbound trip is accepted, not released by hand',
  alreadyReleased: 'This return has already been released',
  notWaiting: 'This return is no longer waiting to be released',
  noReturnToCancel: 'cancelReturn: this trip has no return trip',
  returnTaken: 'The ride home booked with this request is already taken by an agency: cancel it first to change the request',
  returnStarted: 'The return trip has already started and can no longer be cancelled. Send cancelReturn: false to cancel the outbound trip alone.',
  cancelReturnOnlyOnCancel: 'cancelReturn can be sent only when the requesting facility or the control center cancels a trip',
} as const;

// A number input sends '' when cleared and may send the number as text.
const numberInput = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

/** The return a request carries: timed (after an appointment of so many minutes) or will call (released by hand). */
export const returnTripField = z
  .strictObject({
    kind: z.enum(RETURN_KINDS),
    appointmentMinutes: z.preprocess(
      numberInput,
      z
        .number(RETURN_MESSAGES.appointmentMinutes)
        .int(RETURN_MESSAGES.appointmentMinutes)
        .min(APPOINTMENT_MINUTES.min, RETURN_MESSAGES.appointmentMinutes)
        .max(APPOINTMENT_MINUTES.max, RETURN_MESSAGES.appointmentMinutes)
        .optional(),
    ),
    /** The return's own level of care, when it differs from the outbound's. */
    transportLevel: z.enum(TRANSPORT_LEVELS).optional(),
  })
  .refine((r) => r.kind !== 'TIMED' || r.appointmentMinutes !== undefined, { message: RETURN_MESSAGES.appointmentRequired, path: ['appointmentMinutes'] });

/**
 * A timed return's pickup: the outbound's scheduled time, its travel (the fee schedule's minutes, or a fixed
 * allowance without them) and the appointment.
 */
export function timedReturnPickup(outboundAt: Date, travelMinutes: number | null, appointmentMinutes: number): Date {
  return new Date(outboundAt.getTime() + ((travelMinutes ?? UNLOCATED_TRAVEL_MINUTES) + appointmentMinutes) * 60_000);
}

/** An outbound in these statuses has an agency carrying it, which gets its return's first look. */
export const OUTBOUND_CARRIED: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];

/**
 * A return in its first look, offered to the outbound's agency alone: that agency's decline does not end it as every
 * agency's would, it goes on at once to every agency the outbound was offered to.
 */
export const inFirstLook = (t: { returnKind: ReturnKind | null; returnOpenedAt: Date | null; offeredToAllAt: Date | null }): boolean =>
  t.returnKind !== null && t.returnOpenedAt !== null && t.offeredToAllAt === null;

/** What judging a release reads of the trip. */
export interface ReturnState {
  returnKind: ReturnKind | null;
  returnOpenedAt: Date | null;
  status: TripStatus;
}

/** Why a release is refused (409, or 400 for a trip that is no return), or null when it may be released. */
export function releaseRefusal(r: ReturnState): { status: 400 | 409; message: string } | null {
  if (r.returnKind === null) return { status: 400, message: RETURN_MESSAGES.notAReturn };
  if (r.returnKind === 'TIMED') return { status: 409, message: RETURN_MESSAGES.timedNotReleased };
  if (r.returnOpenedAt !== null) return { status: 409, message: RETURN_MESSAGES.alreadyReleased };
  if (r.status !== 'PENDING') return { status: 409, message: RETURN_MESSAGES.notWaiting };
  return null;
}

/**
 * Who may release a will-call return: the control center's administrators, the requesting facility's users, and the
 * users of the facility the patient waits at (the outbound's destination, when it is a facility in TCC).
 */
export function mayRelease(
  caller: { userType: UserType; hospitalId: string | null },
  trip: { hospitalId: string | null; pickupHospitalId: string | null },
): boolean {
  if (caller.userType === 'ADMIN') return true;
  if (caller.userType !== 'HEALTHCARE' || caller.hospitalId === null) return false;
  return caller.hospitalId === trip.hospitalId || caller.hospitalId === trip.pickupHospitalId;
}

/** The trip history's notes of a return. */
export const RETURN_NOTES = {
  created: (kind: ReturnKind, outboundNumber: string) =>
    kind === 'TIMED'
      ? `Return trip of ${outboundNumber} created: offered once the outbound trip is accepted`
      : `Return trip of ${outboundNumber} created: will call, offered once released`,
  released: 'Return released: the patient is ready',
  firstLook: (agency: string) => `Offered first to ${agency}, which carries the outbound trip, for ${FIRST_LOOK_MINUTES} minutes`,
  offeredToAll: (count: number) => `Offered to ${count} ${count === 1 ? 'agency' : 'agencies'} the outbound trip was offered to`,
  cancelledWithOutbound: 'its outbound trip was cancelled',
  movedWithOutbound: (outboundNumber: string, pickupAt: Date, from: string) =>
    `Changed with its outbound trip ${outboundNumber}: pickup at ${from}, scheduled ${pickupAt.toISOString()}`,
} as const;

/** POST /api/trips/{id}/release-return: the return as released, for whoever released it. */
export const releasedReturnSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    scheduledTime: z.string(),
    returnOpenedAt: z.string(),
    firstLookAgency: z.string().nullable().describe("The outbound's agency, offered the return alone for the first minutes; null when offered to all at once"),
  })
  .meta({ id: 'ReleasedReturn' });
export type ReleasedReturn = z.output<typeof releasedReturnSchema>;

/** GET /api/trips/returns-to-release: a will-call return waiting at one of the caller's places, booked by another facility. */
export const returnToReleaseSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    patientId: z.string(),
    fromLocation: z.string(),
    toLocation: z.string(),
    requestedBy: z.string().nullable().describe('The facility that booked the trip'),
  })
  .meta({ id: 'ReturnToRelease' });
export type ReturnToRelease = z.output<typeof returnToReleaseSchema>;
