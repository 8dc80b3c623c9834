// The EMS dashboard's Settings form: name, contact and e-mail required.
import { z } from 'zod';
import { AGENCY_SERVICE_TYPE_VALUES } from './agency-forms';
import { optionalPhone, optionalText, optionalUsState, optionalZipCode, requiredText } from '../common/form-fields';
import { timeZoneChoice } from '../common/time-zones';
import { organisationName } from './organisation-name';

/** Required and in e-mail format: a blank one reads "email is required", a malformed one "must be a valid email address". */
const requiredEmail = z.string().trim().min(1).max(254).pipe(z.email());

/**
 * PUT /api/auth/ems/agency/update: the agency is the caller's own, never named in the body, so a field outside the
 * form (agencyId, isActive, ...) is refused rather than silently dropped. An optional field left out keeps its value.
 */
export const agencySettingsBody = z.strictObject({
  agencyName: organisationName(),
  contactName: requiredText(),
  email: requiredEmail,
  phone: optionalPhone,
  serviceType: z.enum(AGENCY_SERVICE_TYPE_VALUES).optional(),
  address: optionalText(),
  city: optionalText(100),
  state: optionalUsState,
  zipCode: optionalZipCode,
  timeZone: timeZoneChoice,
});
export type AgencySettingsBody = z.output<typeof agencySettingsBody>;

