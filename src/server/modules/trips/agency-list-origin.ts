// Where the wizard's Agency Selection list (GET /api/trips/agencies/{id}) measures its distances from.
import { and, eq } from 'drizzle-orm';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { facilities, hospitals } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { hospitalLocation, type TripPlace } from './trip-places';

/** An active directory place or an active hospital: a destination the wizard may have picked. */
async function isDestination(db: Db, id: string): Promise<boolean> {
  const [place] = await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, id), eq(facilities.isActive, true)));
  if (place) return true;
  const [hospital] = await db.select({ id: hospitals.id }).from(hospitals).where(and(eq(hospitals.id, id), eq(hospitals.isActive, true)));
  return hospital !== undefined;
}

/**
 * A facility names the destination it picked, yet is shown the agencies able to serve a request from
 * its own location, where the ambulance goes first; the control center looks from the hospital it names.
 */
export async function agencyListOrigin(db: Db, caller: Caller, id: string): Promise<TripPlace> {
  if (caller.userType !== 'HEALTHCARE') return hospitalLocation(db, knownIdOr404(id, TRIP_ERRORS.hospitalNotFound));
  if (!caller.hospitalId) throw forbidden(TRIP_ERRORS.noHospitalAccount);
  if (!(await isDestination(db, knownIdOr404(id, TRIP_ERRORS.destinationNotFound)))) throw notFound(TRIP_ERRORS.destinationNotFound);
  return hospitalLocation(db, caller.hospitalId);
}
