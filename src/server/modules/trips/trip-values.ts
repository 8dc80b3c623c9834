// What a new trip is stored from, and the miles, minutes and fee the fee schedule fixes for it.
import { priceTrip } from '@/domain/planning/pricing';
import { pointOrNull } from '@/domain/places/geo';
import type { trips } from '@/server/db/schema';

export type TripValues = Omit<
  typeof trips.$inferInsert,
  'id' | 'tripNumber' | 'status' | 'qrCode' | 'createdById' | 'createdAt' | 'updatedAt' | 'version' | 'loadedMiles' | 'estimatedMinutes' | 'revenue'
>;

/** Miles, minutes and fee from the one fee schedule, fixed when the request is made. */
export const pricingOf = (v: TripValues) =>
  priceTrip({
    from: pointOrNull(v.fromLatitude, v.fromLongitude),
    to: pointOrNull(v.toLatitude, v.toLongitude),
    level: v.transportLevel ?? 'BLS',
    priority: v.priority ?? 'MEDIUM',
  });

