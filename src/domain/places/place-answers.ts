// What the directory of places answers (/api/tcc/facilities), and the place fields a registered facility shares.
import { z } from 'zod';

/** What every place of care has, registered hospital or directory entry: a name, a type, an address, contacts, a point. */
export const placeDetailsFields = {
  name: z.string(),
  type: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  region: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
export type PlaceDetails = z.output<z.ZodObject<typeof placeDetailsFields>>;

/** A place of the facilities directory: trips go from and to these (origin and destination lists). */
export const placeSchema = z
  .object({ id: z.string(), ...placeDetailsFields, hospitalId: z.string().nullable(), isActive: z.boolean() })
  .meta({ id: 'Place' });
export type Place = z.output<typeof placeSchema>;
