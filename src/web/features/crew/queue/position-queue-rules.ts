// What the phone does with the positions it takes while carrying a patient, as pure rules: when it reports, which
// positions go next, and how many it keeps without signal (docs/crew.md).
import type { CrewTrip } from '@/domain/crew/crew-api';
import { POSITION_BATCH_MAX, POSITION_REPORT_SECONDS, type ReportedPosition } from '@/domain/units/unit-positions';
import type { TripStep } from '@/domain/trips/trip-steps';

/** A position kept on the phone: `seq` its order (IndexedDB's counter), `by` the crew member whose phone took it. */
export interface PendingPosition extends ReportedPosition {
  seq: number;
  by: string;
}

// from En route until At destination: on the way to the patient and with the patient aboard, not once handed over
const REPORTING_STEPS: readonly TripStep[] = ['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED', 'AT_DESTINATION'];

/** Whether the phone reports its position for the unit's current trip, as the crew sees it (queued steps included). */
export const reportsPosition = (status: CrewTrip['status'], latest: TripStep | null): boolean =>
  (status === 'ACCEPTED' || status === 'IN_PROGRESS') && latest !== null && REPORTING_STEPS.includes(latest);

/** How many positions the phone keeps without signal: eight hours of reports; older ones give way to newer. */
export const POSITIONS_KEPT_MAX = (8 * 60 * 60) / POSITION_REPORT_SECONDS;

/** This crew member's positions, oldest first: another's wait on the phone until they sign in again. */
export const positionsOf = (pending: readonly PendingPosition[], userId: string): PendingPosition[] =>
  pending.filter((p) => p.by === userId).sort((a, b) => a.seq - b.seq);

/** The next batch to send: the oldest first, at most as many as the server takes at once. */
export const nextPositionBatch = (pending: readonly PendingPosition[], max = POSITION_BATCH_MAX): PendingPosition[] =>
  [...pending].sort((a, b) => a.seq - b.seq).slice(0, max);

/** The ids of the oldest positions past what the phone keeps, to let go of. */
export const positionsPastKept = (pending: readonly PendingPosition[], max = POSITIONS_KEPT_MAX): string[] =>
  [...pending]
    .sort((a, b) => a.seq - b.seq)
    .slice(0, Math.max(0, pending.length - max))
    .map((p) => p.id);

/** The position as sent: the phone's own bookkeeping stays on the phone. */
export const wirePosition = ({ id, at, latitude, longitude, accuracyMeters }: ReportedPosition): ReportedPosition =>
  accuracyMeters === undefined ? { id, at, latitude, longitude } : { id, at, latitude, longitude, accuracyMeters };
