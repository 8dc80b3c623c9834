// What the credential calls answer: one credential with its holder, its state and its days left at the control center.
import { z } from 'zod';
import { CREDENTIAL_HOLDERS, CREDENTIAL_KINDS, CREDENTIAL_STATES } from './credential-rules';

export const credentialViewSchema = z
  .object({
    id: z.string(),
    agencyId: z.string(),
    agencyName: z.string(),
    holder: z.object({
      type: z.enum(CREDENTIAL_HOLDERS),
      id: z.string(),
      name: z.string().describe("The crew member's name, or the unit's number"),
    }),
    kind: z.enum(CREDENTIAL_KINDS),
    number: z.string().nullable(),
    issuer: z.string().nullable(),
    expiresOn: z.string().describe('YYYY-MM-DD: the last day it is valid'),
    note: z.string().nullable(),
    state: z.enum(CREDENTIAL_STATES).describe("EXPIRED once the expiry date has passed in the control center's zone; EXPIRING within 30 days of it"),
    daysLeft: z.number().int().describe('Days from today at the control center to the expiry date; negative once expired'),
    updatedAt: z.string(),
  })
  .meta({ id: 'Credential' });
export type CredentialView = z.output<typeof credentialViewSchema>;
