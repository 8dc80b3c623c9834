// What the preferred-agency calls answer: the facility's list as its Settings panel reads it.
import { z } from 'zod';

/** One of the facility's preferred agencies. */
export const preferredAgencySchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'PreferredAgency' });
export type PreferredAgency = z.output<typeof preferredAgencySchema>;

/** GET and PUT /api/auth/healthcare/facility/preferred-agencies: the active ones among them, first preferred first. */
export const preferredAgenciesSchema = z.array(preferredAgencySchema);
