// What the facility calls answer: the control center's Healthcare Facilities and a facility's own Settings.
import { z } from 'zod';
import { placeDetailsFields } from '../places/place-answers';
import { sessionUserSchema } from '../session/session-answers';
import { pendingIdentityFields } from './organisation-answers';

/** A registered healthcare organisation as the Healthcare Facilities list and its own Settings show it. */
export const hospitalSchema = z
  .object({
    id: z.string(),
    ...placeDetailsFields,
    capabilities: z.array(z.string()),
    isActive: z.boolean(),
    requiresReview: z.boolean(),
    contactName: z.string().nullable(),
    timeZone: z.string().nullable().describe('The zone it chose; null: the zone of its state'),
    createdAt: z.iso.datetime(),
    ...pendingIdentityFields,
  })
  .meta({ id: 'Hospital' });
export type Hospital = z.output<typeof hospitalSchema>;

/** A facility's own hospital as its Settings form reads it: with its own choices beside the record. */
export const facilitySettingsSchema = hospitalSchema
  .extend({ textPatients: z.boolean().describe('Whether patients with a contact number and consent are texted about their transport') })
  .meta({ id: 'FacilitySettings' });
export type FacilitySettings = z.output<typeof facilitySettingsSchema>;

/**
 * PUT /api/auth/healthcare/facility/update: the hospital as stored, and the session user with the facility name in
 * force and type for local storage; while a new name or e-mail awaits the control center, `message` says so.
 */
export const hospitalSettingsSavedAnswer = z.object({
  success: z.literal(true),
  data: facilitySettingsSchema,
  user: sessionUserSchema,
  message: z.string().optional(),
});
