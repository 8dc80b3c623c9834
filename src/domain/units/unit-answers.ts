// What the units calls answer: the schemas the routes declare and the web app's types come from.
import { z } from 'zod';
import { TRANSPORT_LEVELS, UNIT_CAPABILITIES, UNIT_STATUSES, UNIT_TYPES } from '../common/enums';
import { CERTIFICATIONS } from '../crew/crew-members';
import { CREDENTIAL_KINDS } from '../credentials/credential-rules';

/** A unit as every units call answers it. */
export const unitViewSchema = z
  .object({
    id: z.string(),
    unitNumber: z.string(),
    agencyId: z.string(),
    agencyName: z.string(),
    type: z.enum(UNIT_TYPES),
    capabilities: z.array(z.enum(UNIT_CAPABILITIES)),
    customCapabilities: z.array(z.string()),
    isActive: z.boolean(),
    currentStatus: z.enum(UNIT_STATUSES),
    totalTripsCompleted: z.number().int().describe('COMPLETED trips carried by the unit, counted from the trips'),
    averageResponseTime: z
      .number()
      .nullable()
      .describe('Mean minutes from acceptance (or the scheduled time, if later) to pickup over its completed trips; null without any'),
    lastStatusUpdate: z.string(),
    crew: z
      .array(z.object({ id: z.string(), name: z.string(), certification: z.enum(CERTIFICATIONS).nullable() }))
      .describe('The crew members signed on to the unit now, earliest first'),
    firstExpiry: z
      .object({ kind: z.enum(CREDENTIAL_KINDS), expiresOn: z.string() })
      .nullable()
      .describe('Its credential that expires first (null: none recorded); once that date has passed at the control center, the unit cannot be sent'),
  })
  .meta({ id: 'Unit' });
export type UnitView = z.output<typeof unitViewSchema>;

/** GET /api/units/analytics. */
export const unitAnalyticsSchema = z
  .object({
    totalUnits: z.number().int(),
    availableUnits: z.number().int(),
    committedUnits: z.number().int(),
    outOfServiceUnits: z.number().int(),
    maintenanceUnits: z.number().int(),
    offDutyUnits: z.number().int(),
    efficiency: z.number().describe('A share from 0 to 1: on-duty time spent COMMITTED over the last 24 hours'),
  })
  .meta({ id: 'UnitAnalytics' });
export type UnitAnalytics = z.output<typeof unitAnalyticsSchema>;

/** GET /api/units/available: a unit free to take work now, with what a planner needs of it. */
export const availableUnitSchema = unitViewSchema
  .pick({ id: true, unitNumber: true, agencyId: true, agencyName: true, type: true, capabilities: true, customCapabilities: true })
  .extend({
    levelOfCare: z.enum(TRANSPORT_LEVELS).nullable().describe('The highest level of care it carries (null: none of BLS, ALS, CCT)'),
    position: z.object({ lat: z.number(), lng: z.number() }).nullable().describe("Where it starts from: its last drop-off, else its agency's base"),
    positionSource: z.enum(['lastDropOff', 'agencyBase']).nullable(),
    shiftStart: z.string().nullable().describe('Its shift as the agency wrote it (local HH:MM)'),
    shiftEnd: z.string().nullable(),
    shiftEndsAt: z.string().nullable().describe('The next moment that shift ends'),
  })
  .meta({ id: 'AvailableUnit' });
export type AvailableUnit = z.output<typeof availableUnitSchema>;

/** GET /api/units/available also lists apart the units that would be available but for an expired credential. */
export const unavailableUnitSchema = unitViewSchema
  .pick({ id: true, unitNumber: true, agencyId: true, agencyName: true })
  .extend({ reason: z.string().describe('Why it cannot be sent, in words: which credential expired and when') })
  .meta({ id: 'UnavailableUnit' });
export type UnavailableUnit = z.output<typeof unavailableUnitSchema>;

/** Its answer: the spec's list of available units, and beside it the units set apart. */
export const availableUnitsAnswer = z.object({
  success: z.literal(true),
  data: z.array(availableUnitSchema),
  unavailable: z.array(unavailableUnitSchema),
});
