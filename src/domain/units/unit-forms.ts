import { z } from 'zod';
import { listPageFields } from '../common/list-paging';
import {
  UNIT_CAPABILITIES,
  UNIT_STATUSES,
  UNIT_TYPES,
  type UnitCapability,
  type UnitStatus,
  type UnitType,
} from '../common/enums';

// The unit form and the units calls, for the control center's units screens and an agency's Units Management.

export const UNIT_TEXTS = {
  title: 'Units Management',
  subtitle: 'Manage and monitor all EMS units across agencies',
  unitNumberExample: 'A-101',
  deleteConfirm: 'Are you sure you want to delete this unit?',
  emptyTitle: 'No units found',
  emptyNone: 'No units have been created yet.',
  emptyFiltered: 'No units match the current filters.',
} as const;

export const UNIT_MESSAGES = {
  fetchFailed: 'Failed to fetch units',
  deleteFailed: 'Failed to delete unit',
  saveFailed: 'Failed to save unit',
  analyticsFailed: 'Failed to fetch analytics',
  loadFailed: 'Failed to load units',
  noToken: 'No authentication token found',
  unitNotFound: 'Unit not found',
  agencyNotFound: 'Agency not found',
  agencyRequired: 'agencyId is required: choose the agency this unit belongs to',
  otherAgency: 'You can only manage the units of your own agency',
  unitNumberTaken: 'This agency already has a unit with this unit number',
  unitBusy: 'This unit is assigned to a trip that is accepted or in progress; complete or reassign that trip first',
} as const;

const uniqueList = <T>(list: T[]) => [...new Set(list)];
const unitNumber = z.string().trim().min(1).max(40);
const capabilities = z.array(z.enum(UNIT_CAPABILITIES)).max(UNIT_CAPABILITIES.length).transform(uniqueList);
const customCapabilities = z.array(z.string().trim().min(1).max(60)).max(20).transform(uniqueList);
// any text: an unknown or malformed agency id is answered 404 by the server, not 400
const agencyId = z.string().trim().max(100);

/** POST /api/units. agencyId: required from an ADMIN; an EMS user's unit always joins its own agency. */
export const unitCreateBody = z.strictObject({
  unitNumber,
  type: z.enum(UNIT_TYPES).default('AMBULANCE'),
  capabilities: capabilities.default(['BLS']),
  customCapabilities: customCapabilities.default([]),
  isActive: z.boolean().default(true),
  currentStatus: z.enum(UNIT_STATUSES).default('AVAILABLE'),
  agencyId: agencyId.optional(),
});
export type UnitCreateBody = z.infer<typeof unitCreateBody>;

/** PUT /api/units/{id}: the same fields; an absent field keeps its current value. */
export const unitUpdateBody = z.strictObject({
  unitNumber: unitNumber.optional(),
  type: z.enum(UNIT_TYPES).optional(),
  capabilities: capabilities.optional(),
  customCapabilities: customCapabilities.optional(),
  isActive: z.boolean().optional(),
  currentStatus: z.enum(UNIT_STATUSES).optional(),
  agencyId: agencyId.optional(),
});
export type UnitUpdateBody = z.infer<typeof unitUpdateBody>;

/** GET /api/units, /api/units/analytics, /api/tcc/units: control-center callers may narrow to one agency. */
export const unitListQuery = z.object({ agencyId: agencyId.optional() });

/** The orders of the units lists: agency (by agency name, then unit number: the default), unitNumber, status, lastStatusUpdate. */
export const UNIT_LIST_SORTS = ['agency', 'unitNumber', 'status', 'lastStatusUpdate'] as const;
/** GET /api/units and /api/tcc/units: the agency, status and type filters, search (unit number or agency name) and paging. */
export const unitPageQuery = unitListQuery.extend({
  status: z.enum(UNIT_STATUSES).optional(),
  type: z.enum(UNIT_TYPES).optional(),
  ...listPageFields(UNIT_LIST_SORTS),
});
export type UnitPageQuery = z.output<typeof unitPageQuery>;

/** The unit form's starting values: type AMBULANCE, capabilities BLS, active. */
export const UNIT_FORM_DEFAULTS = {
  unitNumber: '',
  type: 'AMBULANCE' as UnitType,
  capabilities: ['BLS'] as UnitCapability[],
  customCapabilities: [] as string[],
  isActive: true,
  currentStatus: 'AVAILABLE' as UnitStatus,
};

