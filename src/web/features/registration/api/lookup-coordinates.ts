import type { DataAnswer } from '@/domain/common/answers';
import type { GeocodeQuery } from '@/domain/places/geocode';
import type { geocodeResultSchema, GeocodeResult } from '@/domain/places/geocode-answers';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { apiRequest, ApiRequestError } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** GET /api/geocode: coordinates for an address, from the geocoder or the ZIP code's centre. */
export async function lookupCoordinates(query: GeocodeQuery): Promise<GeocodeResult> {
  const answer = await apiRequest<DataAnswer<typeof geocodeResultSchema>>('/api/geocode', { query: { ...query } });
  return answer.data;
}

/** What the form says when a lookup fails: not found, or the service could not answer. */
export const lookupErrorText = (err: unknown): string =>
  err instanceof ApiRequestError && err.status === 404 ? GEOCODE_MESSAGES.notFound : GEOCODE_MESSAGES.lookupFailed;

export const useLookupCoordinates = () => useCall(lookupCoordinates);
