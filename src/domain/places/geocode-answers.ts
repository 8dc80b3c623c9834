// What GET /api/geocode answers: the schema the route declares and the web app's type come from.
import { z } from 'zod';

/** Coordinates for an address; where they came from tells the user how exact they are. */
export const geocodeResultSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    source: z.enum(['geocoder', 'zip-centroid']).describe("geocoder: the address itself; zip-centroid: only its ZIP code's centre"),
  })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.output<typeof geocodeResultSchema>;
