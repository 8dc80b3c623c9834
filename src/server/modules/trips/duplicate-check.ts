// The duplicate rule (src/domain/trips/duplicate-requests.ts) at the moment a request is stored: under a lock on the
// facility's patient, so two identical requests sent at once cannot both pass.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DUPLICATE_MESSAGES, DUPLICATE_WINDOW_MINUTES, OPEN_TRIP_STATUSES, duplicateOf, type OpenRequest, type RequestKey } from '@/domain/trips/duplicate-requests';
import type { Tx } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';

export interface WantedRequest extends RequestKey {
  hospitalId: string | null;
  scheduledTime: Date;
}

/** A request refused as a repeat of an open one: the match travels in the answer's `duplicateOf`. */
export class DuplicateRequest extends HttpError {
  constructor(
    readonly match: OpenRequest,
    timeZone: string,
  ) {
    const { id, tripNumber, patientId, toLocation, scheduledTime, status } = match;
    super(409, `${DUPLICATE_MESSAGES.trip(match, timeZone)}; ${DUPLICATE_MESSAGES.apiHint}`, {}, {
      duplicateOf: { id, tripNumber, patientId, toLocation, scheduledTime, status },
    });
  }
}

/** Throws DuplicateRequest when the facility has an open request the wanted one repeats; call inside the storing transaction. */
export async function refuseDuplicate(tx: Tx, wanted: WantedRequest, timeZone: string): Promise<void> {
  const patient = wanted.patientId.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trip-patient:${wanted.hospitalId ?? ''}:${patient}`}))`);
  const window = DUPLICATE_WINDOW_MINUTES * 60_000;
  const open: OpenRequest[] = await tx
    .select({
      id: trips.id,
      tripNumber: trips.tripNumber,
      patientId: trips.patientId,
      destinationFacilityId: trips.destinationFacilityId,
      toLocation: trips.toLocation,
      scheduledTime: trips.scheduledTime,
      status: trips.status,
    })
    .from(trips)
    .where(
      and(
        wanted.hospitalId ? eq(trips.hospitalId, wanted.hospitalId) : sql`${trips.hospitalId} is null`,
        sql`lower(trim(${trips.patientId})) = ${patient}`,
        inArray(trips.status, [...OPEN_TRIP_STATUSES]),
        gte(trips.scheduledTime, new Date(wanted.scheduledTime.getTime() - window)),
        lte(trips.scheduledTime, new Date(wanted.scheduledTime.getTime() + window)),
      ),
    );
  const match = duplicateOf(wanted, open);
  if (match) throw new DuplicateRequest(match, timeZone);
}
