// The Task that follows a trip, read with the caller's own scope: another facility's trip is not found.
import { eq } from 'drizzle-orm';
import { taskOf } from '@/domain/fhir/transport-order-mapping';
import type { FhirTask } from '@/domain/fhir/fhir-resources';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { getTripDetails } from '../trips';

export async function readTask(db: Db, caller: Caller, id: string): Promise<FhirTask> {
  const trip = await getTripDetails(db, caller, knownIdOr404(id, TRIP_ERRORS.notFound));
  const [order] = await db.select({ system: trips.orderSystem, value: trips.orderIdentifier }).from(trips).where(eq(trips.id, trip.id));
  return taskOf({ ...trip, order: order?.system && order.value ? { system: order.system, value: order.value } : null });
}
