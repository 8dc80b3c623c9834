import { z } from 'zod';

export const geocodeQuery = z.object({
  address: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(50).default(''),
  zipCode: z.string().trim().max(20).default(''),
});
export type GeocodeQuery = z.infer<typeof geocodeQuery>;
