// What facilities and agencies share in their answers: a change of name or e-mail awaiting review, and a removal.
import { z } from 'zod';

/** The change an organisation asked for, beside its record; all null when none waits. An e-mail of '' asks to remove it. */
export const pendingIdentityFields = {
  pendingName: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  emailAwaitsConfirmation: z
    .boolean()
    .describe('The new address has not yet opened the link sent to it; until it does, the change cannot be approved'),
  changeRequestedAt: z.iso.datetime().nullable(),
};
export const pendingIdentityChangeSchema = z.object(pendingIdentityFields);
export type PendingIdentityChange = z.output<typeof pendingIdentityChangeSchema>;

/** DELETE of an agency, a facility or a place: the id of the record removed. */
export const removedRecordSchema = z.object({ id: z.string() });
