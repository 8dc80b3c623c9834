// A facility's preferred agencies, read and replaced from its Settings: the active ones among them rank its offers
// (../pickup-offers/offer-ranking.ts); one switched off or awaiting review drops out of the list until it is open again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { agenciesNotOpen, PREFERRED_AGENCY_MESSAGES, type PreferredAgenciesBody } from '@/domain/organisations/preferred-agencies';
import type { PreferredAgency } from '@/domain/organisations/preferred-agency-answers';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, preferredAgencies } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { openForTrips } from '../trips';
import { ownHospitalId } from './hospital-settings';

/** The hospital's preferred agencies open for trips, first preferred first. */
export async function preferredAgenciesOf(db: Db, hospitalId: string): Promise<PreferredAgency[]> {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(preferredAgencies)
    .innerJoin(agencies, eq(agencies.id, preferredAgencies.agencyId))
    .where(and(eq(preferredAgencies.hospitalId, hospitalId), openForTrips))
    .orderBy(asc(preferredAgencies.position));
}

/** GET /api/auth/healthcare/facility/preferred-agencies: the caller's own facility's list. */
export const readPreferredAgencies = (db: Db, caller: Caller) => preferredAgenciesOf(db, ownHospitalId(caller));

/** Replaces the caller's facility's list; a list naming an agency not open for trips is refused whole (400), naming it. */
export async function savePreferredAgencies(db: Db, caller: Caller, body: PreferredAgenciesBody): Promise<PreferredAgency[]> {
  const hospitalId = ownHospitalId(caller);
  const ids = body.agencyIds;
  return db.transaction(async (tx) => {
    // two saves of one facility queue on its row: the list kept is one of them whole
    await tx.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, hospitalId)).for('update');
    const open = ids.length === 0 ? [] : await tx.select({ id: agencies.id }).from(agencies).where(and(openForTrips, inArray(agencies.id, ids)));
    const refused = agenciesNotOpen(ids, new Set(open.map((a) => a.id)));
    if (refused.length > 0) throw badRequest(PREFERRED_AGENCY_MESSAGES.notOpen(refused));
    await tx.delete(preferredAgencies).where(eq(preferredAgencies.hospitalId, hospitalId));
    if (ids.length > 0) await tx.insert(preferredAgencies).values(ids.map((agencyId, position) => ({ hospitalId, agencyId, position })));
    return preferredAgenciesOf(tx, hospitalId);
  });
}
