// The registration calls' bodies as the server checks them. Apart from the form's rules (registration.ts), so
// the registration screens download no schema library.
import { z } from 'zod';
import { FACILITY_TYPES, REGISTRATION_CAPABILITIES, REGISTRATION_SERVICE_TYPES, US_STATES } from '../common/choices';
import { optionalPhone } from '../common/form-fields';
import { organisationName } from './organisation-name';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max = 200) => z.string().trim().min(1).max(max);
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const coordinate = z.number().nullable().optional();

/** Fields both registrations share; only the first three are required by the spec's own client. */
const registrationBase = {
  email: z.email().max(254),
  password: z.string().max(200),
  name: text(),
  confirmPassword: z.string().max(200).optional(),
  phone: optionalPhone,
  address: optionalText(),
  city: optionalText(100),
  state: z.enum(US_STATES).optional(),
  zipCode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code').optional(),
  latitude: coordinate,
  longitude: coordinate,
};

export const healthcareRegisterBody = z.strictObject({
  ...registrationBase,
  facilityName: organisationName(),
  facilityType: z.enum(FACILITY_TYPES),
});
export type HealthcareRegisterBody = z.infer<typeof healthcareRegisterBody>;

export const operatingHoursSchema = z.object({
  start: z.string().regex(HHMM, 'must be a time as HH:MM'),
  end: z.string().regex(HHMM, 'must be a time as HH:MM'),
});
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

export const emsRegisterBody = z.strictObject({
  ...registrationBase,
  agencyName: organisationName(),
  serviceType: z.enum(REGISTRATION_SERVICE_TYPES),
  capabilities: z.array(z.enum(REGISTRATION_CAPABILITIES)).max(REGISTRATION_CAPABILITIES.length).optional(),
  // Blank hours mean the agency is available around the clock.
  operatingHours: operatingHoursSchema.nullable().optional(),
});
export type EmsRegisterBody = z.infer<typeof emsRegisterBody>;
