// The crew's steps written straight into the database, as the crew's calls record them: the step's row, and the trip's
// latest step and the arrival it keeps. For the tests of what the facility, the control center and the analytics read of them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TripStep } from '@/domain/trips/trip-steps';
import type { Db } from '@/server/db/connect';
import { trips, tripSteps } from '@/server/db/schema';
import { arrivalOnTrip } from '@/server/modules/trips/step-write';

export interface WrittenStep {
  position?: { latitude: number; longitude: number };
  /** Undone by the crew: kept, but no longer counting. */
  undone?: boolean;
  by?: string;
}

/** Records `step` of a trip at `at`; a live one becomes the trip's latest step. */
export async function writeStep(db: Db, tripId: string, step: TripStep, at: Date, opts: WrittenStep = {}) {
  const id = randomUUID();
  await db.insert(tripSteps).values({
    id,
    tripId,
    step,
    recordedByName: opts.by ?? 'Casey Medic',
    occurredAt: at,
    receivedAt: at,
    latitude: opts.position?.latitude ?? null,
    longitude: opts.position?.longitude ?? null,
    undoneAt: opts.undone ? at : null,
  });
  if (!opts.undone) await db.update(trips).set({ latestStep: step, latestStepAt: at, ...arrivalOnTrip(step, at) }).where(eq(trips.id, tripId));
  return id;
}
