import type { PlaceDetails } from '@/domain/places/place-answers';

/** The place columns of a hospital or facility row: what the answers show and what a directory entry copies. */
export const placeDetailsOf = (row: PlaceDetails): PlaceDetails => ({
  name: row.name,
  type: row.type,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  phone: row.phone,
  email: row.email,
  region: row.region,
  latitude: row.latitude,
  longitude: row.longitude,
});
