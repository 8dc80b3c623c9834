export const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A point from two columns that may be empty: null unless both are known. */
export const pointOrNull = (lat: number | null | undefined, lng: number | null | undefined): LatLng | null =>
  lat == null || lng == null ? null : { lat, lng };

/** Great-circle (haversine) distance in statute miles. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
