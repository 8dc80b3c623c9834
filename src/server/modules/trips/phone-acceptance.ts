// POST /api/trips/{id}/phone-acceptance: the control center records the acceptance an agency gave it by phone. The
// agency and its unit are checked here; the accept itself is the agency's own (acceptByPhone in change-trip-status.ts).
import { eq } from 'drizzle-orm';
import { namedAgencyRefusal, type PhoneAcceptanceBody } from '@/domain/trips/center-actions';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { agencies, trips } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { isUuid, knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { candidateColumns } from './agency-matching';
import { acceptByPhone, checkAgencyUnit } from './change-trip-status';
import { todayAtCenter } from '../credentials';
import { openOnAcceptance } from './open-return';
import { getTripDetails } from './trip-details';

const agencyColumns = { ...candidateColumns, requireUnitOnAccept: agencies.requireUnitOnAccept };

export async function recordPhoneAcceptance(ctx: AppContext, caller: Caller, id: string, body: PhoneAcceptanceBody): Promise<TripDetails> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const [need] = await ctx.db
    .select({ transportLevel: trips.transportLevel, mobilityLevel: trips.mobilityLevel, bariatric: trips.bariatric, patientWeight: trips.patientWeight })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!need) throw notFound(TRIP_ERRORS.notFound);
  const [agency] = isUuid(body.agencyId) ? await ctx.db.select(agencyColumns).from(agencies).where(eq(agencies.id, body.agencyId)) : [];
  const refusal = namedAgencyRefusal(body.agencyId, agency, need.transportLevel);
  if (refusal) throw badRequest(refusal);
  const unit = body.unitId === undefined ? null : { id: body.unitId, number: await checkAgencyUnit(ctx.db, agency!.id, need, body.unitId, todayAtCenter(ctx.center)) };
  const moved = await acceptByPhone(ctx.db, caller, tripId, { agency: agency!, unit, acceptedBy: body.acceptedBy }, ctx.center);
  // the outbound's timed return opens to the agency first, as after its own accept
  if (moved.returnTripId) await ctx.db.transaction((tx) => openOnAcceptance(tx, moved.returnTripId!, agency!.id, ctx.center));
  return getTripDetails(ctx.db, caller, tripId, ctx.now());
}
