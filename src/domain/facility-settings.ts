// The healthcare portal's Settings form (spec part 2 §2, §3 facility settings, §5): no required markers, e-mail format checked.
import { z } from 'zod';
import type { SessionUser } from './auth';
import { FACILITY_TYPES } from './choices';
import { optionalEmail, optionalText, optionalUsState, optionalZipCode } from './form-fields';
import type { Hospital } from './hospital-forms';

/** PUT /api/auth/healthcare/facility/update: a field left out keeps its value; the name, when sent, must not be blank. */
export const facilitySettingsBody = z.object({
  facilityName: z.string().trim().min(1).max(200).optional(),
  facilityType: z.enum(FACILITY_TYPES).optional(),
  email: optionalEmail,
  phone: optionalText(40),
  address: optionalText(),
  city: optionalText(100),
  state: optionalUsState,
  zipCode: optionalZipCode,
});
export type FacilitySettingsBody = z.output<typeof facilitySettingsBody>;

/** The answer: the hospital as stored, and the session user with the new facility name and type for local storage. */
export interface FacilitySettingsResult {
  success: true;
  data: Hospital;
  user: SessionUser;
}
