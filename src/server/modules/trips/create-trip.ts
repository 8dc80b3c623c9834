// Storing a new transport request: the trip, its offers, its first history row, the agencies' alerts and the webhook
// deliveries, with its return when it carries one, all or nothing.
import { roundMiles, type MatchedAgency } from '@/domain/trips/agency-matching';
import type { Db, Tx } from '@/server/db/connect';
import { agencyResponses, tripHistory, tripPatientContacts, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { agencyStaff, alertFacts, type AlertSettings, alertUsers } from '../notifications';
import type { Candidate } from './agency-matching';
import { createdEvent, recordTripEvents } from '../webhooks';
import { refuseDuplicate } from './duplicate-check';
import { tripQrCode } from './qr-code';
import { historyActorOf } from './trip-actor';
import { nextTripNumber } from './trip-numbers';
import { storeReturn, type ReturnToStore } from './return-trip';
import { pricingOf, type TripValues } from './trip-values';

export interface TripToStore {
  values: TripValues;
  /** Exactly the agencies the Review step named; each gets an OFFERED response. */
  offers: MatchedAgency<Candidate>[];
  /** The patient's number to text, given with consent by the caller (patient-texts.ts). */
  patientPhone?: string | null;
  /** The ride home, stored unoffered in the same transaction (return-trip.ts). */
  returnTrip?: ReturnToStore | undefined;
  /** Refuse it when it repeats an open request (duplicate-check.ts), naming the match's time in this zone; unset when a second one is intended. */
  refuseDuplicate?: { timeZone: string } | undefined;
}

/**
 * A request made for a person by the server (a standing order's date): the history note naming where it came from,
 * and a claim made in the same transaction, false when that request was already made (then nothing is stored).
 */
export interface TripSource {
  note: string;
  claim(tx: Tx, tripId: string): Promise<boolean>;
}

/** Thrown when a source's claim finds its request already made: the transaction is undone. */
export class TripAlreadyMade extends Error {}

/** Stores the request as PENDING and returns its id. */
export async function storeTrip(db: Db, caller: Caller, t: TripToStore, alerts: AlertSettings, source?: TripSource): Promise<string> {
  return db.transaction(async (tx) => {
    if (t.refuseDuplicate) {
      const v = t.values;
      const wanted = { patientId: v.patientId, hospitalId: v.hospitalId ?? null, destinationFacilityId: v.destinationFacilityId ?? null, toLocation: v.toLocation, scheduledTime: v.scheduledTime };
      await refuseDuplicate(tx, wanted, t.refuseDuplicate.timeZone);
    }
    const now = new Date();
    const tripNumber = await nextTripNumber(tx, now);
    const qrCode = t.values.generateQRCode ? await tripQrCode(tripNumber) : null;
    const returnTripId = t.returnTrip ? await storeReturn(tx, caller, t.values, t.returnTrip, tripNumber, now) : null;
    const [trip] = await tx
      .insert(trips)
      .values({ ...t.values, ...pricingOf(t.values), tripNumber, qrCode, returnTripId, status: 'PENDING', createdById: caller.id, createdAt: now, updatedAt: now })
      .returning({ id: trips.id, status: trips.status, hospitalId: trips.hospitalId, assignedAgencyId: trips.assignedAgencyId, ...alertFacts });
    const tripId = trip!.id;
    if (source && !(await source.claim(tx, tripId))) throw new TripAlreadyMade();
    if (t.offers.length > 0) {
      await tx
        .insert(agencyResponses)
        .values(t.offers.map((a) => ({ tripId, agencyId: a.id, response: 'OFFERED' as const, distanceMiles: roundMiles(a.distanceMiles), createdAt: now })));
    }
    await tx
      .insert(tripHistory)
      .values({ tripId, ...historyActorOf(caller), fromStatus: null, toStatus: 'PENDING', note: source?.note ?? 'Transport request created', createdAt: now });
    if (t.patientPhone) {
      // the ride home is the same patient's: the consent given covers the texts about it too
      const consent = { phone: t.patientPhone, consentRecordedById: caller.id, consentRecordedByName: historyActorOf(caller).actorName, consentRecordedAt: now };
      await tx.insert(tripPatientContacts).values([tripId, returnTripId].flatMap((id) => (id ? [{ tripId: id, ...consent }] : [])));
    }
    const staff = await agencyStaff(
      tx,
      t.offers.map((a) => a.id),
    );
    await alertUsers(tx, staff, { kind: 'requested' }, trip!, alerts);
    const offeredTo = t.offers.map((a) => a.id);
    await recordTripEvents(tx, [createdEvent(trip!, offeredTo, now)]);
    return tripId;
  });
}
