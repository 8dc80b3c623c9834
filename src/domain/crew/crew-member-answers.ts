// What the crew-member calls answer: the schemas the routes declare and the Crew screen's types come from.
import { z } from 'zod';
import { CERTIFICATIONS } from './crew-members';

/** A crew member as the agency's Crew screen lists it, with the unit they are signed on to now. */
export const crewMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    certification: z.enum(CERTIFICATIONS),
    isActive: z.boolean(),
    lastLoginAt: z.string().nullable().describe('When they last signed in; null: they have not yet set a password and signed in'),
    createdAt: z.string(),
    currentUnit: z.object({ id: z.string(), unitNumber: z.string() }).nullable().describe('The unit of their open shift, if any'),
  })
  .meta({ id: 'CrewMember' });
export type CrewMember = z.output<typeof crewMemberSchema>;
