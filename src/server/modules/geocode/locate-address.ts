import type { GeocodeQuery } from '@/domain/places/geocode';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { missingLookupParts } from '@/domain/organisations/registration';
import { badRequest, HttpError } from '@/server/http/errors';
import type { Geocoder } from './geocoder';

/**
 * The coordinates of an address being saved, with the lookup's ZIP-centroid fallback; 400 when the address is
 * incomplete or cannot be found, so an address is never stored beside coordinates of another place.
 */
export async function locateAddress(geocoder: Geocoder, address: GeocodeQuery): Promise<{ latitude: number; longitude: number }> {
  if (missingLookupParts(address).length > 0) throw badRequest(GEOCODE_MESSAGES.fillAddressFirst);
  try {
    const { latitude, longitude } = await geocoder.lookup(address);
    return { latitude, longitude };
  } catch (err) {
    if (err instanceof HttpError) throw badRequest(GEOCODE_MESSAGES.savedAddressNotFound);
    throw err;
  }
}
