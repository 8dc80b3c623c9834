// The crew's steps between the specification's statuses (docs/crew.md): which step may follow which, and which of
// them moves the trip's status. Data, like the status transitions: one line per step.
import type { TripStatus } from '../common/enums';

export const TRIP_STEPS = ['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED', 'AT_DESTINATION', 'HANDED_OVER'] as const;
export type TripStep = (typeof TRIP_STEPS)[number];

export interface StepRule {
  step: TripStep;
  /** The trip's status the step is recorded in. */
  during: TripStatus;
  /** The status the trip moves to as the step is recorded, when it moves. */
  moves?: TripStatus;
  /** The words every screen shows for it. */
  label: string;
  /** The crew's button that records it. */
  action: string;
}

export const STEP_RULES: readonly StepRule[] = [
  { step: 'EN_ROUTE', during: 'ACCEPTED', label: 'En route', action: 'En route to pickup' },
  { step: 'AT_PICKUP', during: 'ACCEPTED', label: 'At pickup', action: 'Arrived at pickup' },
  { step: 'PATIENT_LOADED', during: 'ACCEPTED', moves: 'IN_PROGRESS', label: 'Patient loaded', action: 'Patient loaded' },
  { step: 'AT_DESTINATION', during: 'IN_PROGRESS', label: 'At destination', action: 'Arrived at destination' },
  { step: 'HANDED_OVER', during: 'IN_PROGRESS', moves: 'COMPLETED', label: 'Handed over', action: 'Patient handed over' },
];

export const stepRule = (step: TripStep): StepRule => STEP_RULES.find((r) => r.step === step)!;
const order = (step: TripStep) => TRIP_STEPS.indexOf(step);

/** The step the dispatcher's Start Trip and Complete Trip record beside their status move. */
export const STEP_OF_MOVE: Partial<Record<TripStatus, TripStep>> = { IN_PROGRESS: 'PATIENT_LOADED', COMPLETED: 'HANDED_OVER' };

/** Seconds the crew screen offers Undo after a step; the server allows a little more for the click's trip. */
export const STEP_UNDO_SECONDS = 10;
export const STEP_UNDO_SERVER_SECONDS = STEP_UNDO_SECONDS + 5;

/** The most steps one batch from a phone may carry. */
export const STEP_BATCH_MAX = 200;

/**
 * How far a corrected step time may stray past the server's clock, or before the trip's acceptance (the phone's clock
 * is read at sending, to the second).
 */
const STEP_CLOCK_TOLERANCE_MS = 5_000;

export const STEP_MESSAGES = {
  outOfOrder: (step: TripStep, latest: TripStep) => `${stepRule(step).label} cannot follow ${stepRule(latest).label}: steps go forward only`,
  wrongStatus: (step: TripStep) =>
    stepRule(step).during === 'ACCEPTED' ? `${stepRule(step).label} comes before the patient is loaded` : `${stepRule(step).label} comes after the patient is loaded`,
  notTaken: 'This trip has not been accepted yet',
  over: { COMPLETED: 'This trip has already been completed', CANCELLED: 'This trip has been cancelled' },
  inFuture: 'The step time is in the future',
  beforePrevious: 'The step time is before the previous step',
  beforeAccepted: 'The step time is before the trip was accepted',
  notYourUnit: 'This trip is not assigned to your unit',
  givenToUnit: (unitNumber: string) => `This trip was given to unit ${unitNumber}`,
  /** An accepted trip is cancelled by its facility or the control center; `clock` is the agency's time, "14:02". */
  cancelled: (byRole: string | null, clock: string) => `Cancelled by ${byRole === 'HEALTHCARE' ? 'the facility' : 'the control center'} at ${clock}`,
  noShift: 'Sign on to a unit first',
  duplicateDifferent: 'This step id was already used for a different step',
  undoTooLate: `The step can no longer be undone: Undo lasts ${STEP_UNDO_SECONDS} seconds`,
  nothingToUndo: 'There is no step to undo',
  notLatest: 'Only the latest step can be undone',
} as const;

/** The trip history's note of a step undone by the crew. */
export const undoneStepNote = (step: TripStep) => `${stepRule(step).label} undone`;

/**
 * Why `step` cannot be recorded on a trip in `status` whose latest step is `latest`, or null when it can. Steps go
 * forward only; one may be skipped (a crew that forgot En route), but never a status move.
 */
export function stepRefusal(step: TripStep, status: TripStatus, latest: TripStep | null): string | null {
  if (status === 'PENDING') return STEP_MESSAGES.notTaken;
  if (status === 'COMPLETED' || status === 'CANCELLED') return STEP_MESSAGES.over[status];
  if (latest !== null && order(step) <= order(latest)) return STEP_MESSAGES.outOfOrder(step, latest);
  if (stepRule(step).during !== status) return STEP_MESSAGES.wrongStatus(step);
  return null;
}

/**
 * Why a step's time cannot stand, or null: it is neither in the future, nor before the trip was accepted (a crew works
 * only on a trip its agency took), nor before the trip's previous step.
 */
export function stepTimeRefusal(at: Date, trip: { acceptedAt: Date | null; latestStepAt: Date | null }, now: Date): string | null {
  if (at.getTime() > now.getTime() + STEP_CLOCK_TOLERANCE_MS) return STEP_MESSAGES.inFuture;
  if (trip.acceptedAt && at.getTime() < trip.acceptedAt.getTime() - STEP_CLOCK_TOLERANCE_MS) return STEP_MESSAGES.beforeAccepted;
  if (trip.latestStepAt && at < trip.latestStepAt) return STEP_MESSAGES.beforePrevious;
  return null;
}

/** The step after `latest` on a trip in `status`: the one large button on the crew's screen, or null when none is left. */
export function nextStep(status: TripStatus, latest: TripStep | null): TripStep | null {
  return STEP_RULES.find((r) => stepRefusal(r.step, status, latest) === null && (latest === null || order(r.step) === order(latest) + 1))?.step ?? null;
}
