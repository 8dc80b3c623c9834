import type { GeocodeQuery } from '@/domain/places/geocode';
import type { GeocodeResult } from '@/domain/places/geocode-answers';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { HttpError } from '@/server/http/errors';
import { setBounded } from '@/server/bounded-map';

const TIMEOUT_MS = 5000;
const CACHE_LIMIT = 1000;

export interface Geocoder {
  lookup(q: GeocodeQuery): Promise<GeocodeResult>;
}

/**
 * Looks an address up on a Nominatim-compatible service (GEOCODER_URL) and falls back to the ZIP code's
 * centroid from bundled data when the service is unset, down, slow or finds nothing.
 */
export function createGeocoder(serviceUrl: string | undefined): Geocoder {
  const cache = new Map<string, GeocodeResult>();

  async function askService(q: GeocodeQuery): Promise<GeocodeResult | 'not-found' | 'unavailable'> {
    if (!serviceUrl) return 'unavailable';
    const url = new URL(serviceUrl);
    url.searchParams.set('format', 'json');
    url.searchParams.set('q', [q.address, q.city, q.state, q.zipCode].join(', '));
    url.searchParams.set('limit', '1');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'user-agent': 'TCC/1.0' } });
      if (!res.ok) return 'unavailable';
      const body = (await res.json()) as { lat?: string; lon?: string }[];
      const first = Array.isArray(body) ? body[0] : undefined;
      if (!first) return 'not-found';
      const latitude = Number(first.lat);
      const longitude = Number(first.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return 'unavailable';
      return { latitude, longitude, source: 'geocoder' };
    } catch {
      return 'unavailable';
    }
  }

  async function zipCentroid(zip: string): Promise<GeocodeResult | null> {
    // loaded on first use: the table of every ZIP code is large and slow to load
    const { default: zipcodes } = await import('zipcodes');
    const info = zipcodes.lookup(zip.slice(0, 5));
    return info ? { latitude: info.latitude, longitude: info.longitude, source: 'zip-centroid' } : null;
  }

  return {
    async lookup(q) {
      const key = [q.address, q.city, q.state, q.zipCode].join('|').toLowerCase();
      const cached = cache.get(key);
      if (cached) return cached;
      const answer = await askService(q);
      const result = typeof answer === 'object' ? answer : await zipCentroid(q.zipCode);
      if (!result) {
        throw answer === 'not-found' || !serviceUrl
          ? new HttpError(404, GEOCODE_MESSAGES.notFound)
          : new HttpError(502, GEOCODE_MESSAGES.serviceUnavailable);
      }
      setBounded(cache, key, result, CACHE_LIMIT);
      return result;
    },
  };
}
