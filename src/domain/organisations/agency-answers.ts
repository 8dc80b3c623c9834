// What the agency calls answer: the control center's EMS Agencies and an agency's own Settings.
import { z } from 'zod';
import { sessionUserSchema } from '../session/session-answers';
import { pendingIdentityFields } from './organisation-answers';

/** The agency as the EMS Agencies list reads it, plus its review state and unit count. */
export const agencySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    requiresReview: z.boolean(),
    status: z.string().describe('ACTIVE, INACTIVE, PENDING or REJECTED'),
    serviceType: z.string(),
    capabilities: z.array(z.string()),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    createdAt: z.iso.datetime(),
    contactInfo: z.object({
      contactName: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      capabilities: z.array(z.string()),
      serviceArea: z.array(z.string()),
      operatingHours: z.object({ start: z.string(), end: z.string() }).nullable(),
      pricingStructure: z.record(z.string(), z.number()).nullable(),
      status: z.string(),
    }),
    unitCount: z.number().int(),
    ...pendingIdentityFields,
  })
  .meta({ id: 'Agency' });
export type Agency = z.output<typeof agencySchema>;

/** GET /api/auth/ems/agency: the caller's agency as the form reads it; serviceType may be a registration type outside the four choices. */
export const agencySettingsSchema = z
  .object({
    id: z.string(),
    agencyName: z.string(),
    contactName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    serviceType: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    timeZone: z.string().nullable().describe('The zone it chose; null: the zone of its state'),
    ...pendingIdentityFields,
  })
  .meta({ id: 'AgencySettings' });
export type AgencySettings = z.output<typeof agencySettingsSchema>;

/**
 * PUT /api/auth/ems/agency/update: the agency as stored, and the session user with the agency name in force for local
 * storage; while a new name or e-mail awaits the control center, `message` says so.
 */
export const agencySettingsSavedAnswer = z.object({
  success: z.literal(true),
  data: agencySettingsSchema,
  user: sessionUserSchema,
  message: z.string().optional(),
});
export type AgencySettingsResult = z.output<typeof agencySettingsSavedAnswer>;

/** GET and PUT /api/auth/ems/agency/dispatch: the agency's own rule for naming units, from its EMS Settings tab. */
export const agencyDispatchRulesSchema = z
  .object({ requireUnitOnAccept: z.boolean().describe('An accept must name the unit that will carry the trip') })
  .meta({ id: 'AgencyDispatchRules' });
export type AgencyDispatchRules = z.output<typeof agencyDispatchRulesSchema>;
