// The credential calls: their paths, the record form an agency fills in, and the list's filters.
import { z } from 'zod';
import { optionalText } from '../common/form-fields';
import { CREDENTIAL_KINDS, CREDENTIAL_MESSAGES } from './credential-rules';

export const CREDENTIALS_PATH = '/api/credentials';
export const credentialPath = (id: string) => `${CREDENTIALS_PATH}/${encodeURIComponent(id)}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** What an agency records of one credential: its kind and expiry date, and optionally its number, issuer and a note. */
const credentialFields = {
  kind: z.enum(CREDENTIAL_KINDS, { error: `kind must be one of ${CREDENTIAL_KINDS.join(', ')}` }),
  expiresOn: z.string({ error: 'expiresOn is required (YYYY-MM-DD)' }).refine(isRealDate, 'expiresOn must be a date written YYYY-MM-DD'),
  number: optionalText(60),
  issuer: optionalText(120),
  note: optionalText(500),
};

/** POST /api/credentials: a credential of one of the agency's units or crew members (exactly one of the two ids). */
export const credentialCreateBody = z
  .strictObject({ ...credentialFields, unitId: z.string().trim().min(1).max(100).optional(), crewMemberId: z.string().trim().min(1).max(100).optional() })
  .refine((b) => (b.unitId === undefined) !== (b.crewMemberId === undefined), CREDENTIAL_MESSAGES.oneHolder);
export type CredentialCreateBody = z.output<typeof credentialCreateBody>;

/** PUT /api/credentials/{id}: the credential as it now reads (a renewal is a new expiry date); its holder stays. */
export const credentialUpdateBody = z.strictObject(credentialFields);
export type CredentialUpdateBody = z.output<typeof credentialUpdateBody>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/credentials: the credentials in the caller's sight, of one unit or crew member, or only those expired or expiring. */
export const credentialListQuery = z.strictObject({
  unitId: z.string().trim().min(1).max(100).optional(),
  crewMemberId: z.string().trim().min(1).max(100).optional(),
  lapsing: flag.optional().describe('true: only the credentials expired or expiring within 30 days'),
});
export type CredentialListQuery = z.output<typeof credentialListQuery>;
