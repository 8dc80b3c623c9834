// Storing a new transport request: the trip, its offers, its first history row and the agencies' notices, all or nothing.
import { roundMiles, type MatchedAgency } from '../../../domain/agency-matching';
import { priceTrip } from '../../../domain/pricing';
import type { Db } from '../../db/connect';
import { agencyResponses, tripHistory, trips } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import type { Candidate } from './agency-matching';
import { tripQrCode } from './qr-code';
import { historyActorOf } from './trip-actor';
import { notifyAgencies } from './trip-notices';
import { nextTripNumber } from './trip-numbers';

type TripValues = Omit<
  typeof trips.$inferInsert,
  'id' | 'tripNumber' | 'status' | 'qrCode' | 'createdById' | 'createdAt' | 'updatedAt' | 'version' | 'loadedMiles' | 'estimatedMinutes' | 'revenue'
>;

const pointOf = (lat: number | null | undefined, lng: number | null | undefined) => (lat == null || lng == null ? null : { lat, lng });

/** Miles, minutes and fee from the one fee schedule, fixed when the request is made. */
const pricingOf = (v: TripValues) =>
  priceTrip({
    from: pointOf(v.fromLatitude, v.fromLongitude),
    to: pointOf(v.toLatitude, v.toLongitude),
    level: v.transportLevel ?? 'BLS',
    priority: v.priority ?? 'MEDIUM',
  });

export interface TripToStore {
  values: TripValues;
  /** Exactly the agencies the Review step named; each gets an OFFERED response. */
  offers: MatchedAgency<Candidate>[];
}

// the notice is read by people near the trip: its time in the configured zone, with the zone's name
const when = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);

/** Stores the request as PENDING and returns its id. */
export async function storeTrip(db: Db, caller: Caller, t: TripToStore, timeZone: string): Promise<string> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const tripNumber = await nextTripNumber(tx, now);
    const qrCode = t.values.generateQRCode ? await tripQrCode(tripNumber) : null;
    const [trip] = await tx
      .insert(trips)
      .values({ ...t.values, ...pricingOf(t.values), tripNumber, qrCode, status: 'PENDING', createdById: caller.id, createdAt: now, updatedAt: now })
      .returning({ id: trips.id });
    const tripId = trip!.id;
    if (t.offers.length > 0) {
      await tx
        .insert(agencyResponses)
        .values(t.offers.map((a) => ({ tripId, agencyId: a.id, response: 'OFFERED' as const, distanceMiles: roundMiles(a.distanceMiles), createdAt: now })));
    }
    await tx
      .insert(tripHistory)
      .values({ tripId, ...historyActorOf(caller), fromStatus: null, toStatus: 'PENDING', note: 'Transport request created', createdAt: now });
    await notifyAgencies(
      tx,
      t.offers.map((a) => a.id),
      {
        type: 'info',
        title: 'New transport request',
        message: `${tripNumber}: ${t.values.transportLevel} transport from ${t.values.fromLocation} to ${t.values.toLocation}, scheduled ${when(t.values.scheduledTime, timeZone)}.`,
      },
    );
    return tripId;
  });
}
