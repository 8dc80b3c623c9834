import { z } from 'zod';
import { AGENCY_SERVICE_TYPES, REGISTRATION_CAPABILITIES } from '../common/choices';
import {
  coordinates,
  coordinatesPaired,
  coordinatesPairedIssue,
  labelList,
  optionalPhone,
  optionalText,
  optionalUsState,
  optionalZipCode,
  requiredText,
} from '../common/form-fields';
import { organisationName } from './organisation-name';

/** contactInfo.status: ACTIVE by default; the review and the edit form move it. */
export const AGENCY_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING', 'REJECTED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

export const AGENCY_SERVICE_TYPE_VALUES = AGENCY_SERVICE_TYPES.map((s) => s.value) as [
  (typeof AGENCY_SERVICE_TYPES)[number]['value'],
  ...(typeof AGENCY_SERVICE_TYPES)[number]['value'][],
];

const agencyFields = {
  name: organisationName(),
  contactName: requiredText(),
  email: z.email().max(254),
  phone: optionalPhone,
  address: optionalText(),
  city: optionalText(100),
  state: optionalUsState,
  zipCode: optionalZipCode,
  capabilities: labelList(z.enum(REGISTRATION_CAPABILITIES)).optional(),
  ...coordinates,
};

// The spec's client nests the contact fields under contactInfo; a flat body is read the same way.
const flattenContactInfo = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { contactInfo, ...rest } = body as Record<string, unknown>;
  if (!contactInfo || typeof contactInfo !== 'object' || Array.isArray(contactInfo)) return rest;
  const nested = contactInfo as Record<string, unknown>;
  const allowed = ['contactName', 'phone', 'email', 'address', 'city', 'state', 'zipCode', 'capabilities'];
  return { ...Object.fromEntries(allowed.filter((k) => k in nested).map((k) => [k, nested[k]])), ...rest };
};

/** POST /api/tcc/agencies: an agency the control center adds itself is active at once. */
export const agencyCreateBody = z.preprocess(
  flattenContactInfo,
  z
    .object({ ...agencyFields, serviceType: z.enum(AGENCY_SERVICE_TYPE_VALUES).default('BLS') })
    .refine(coordinatesPaired, coordinatesPairedIssue),
);
export type AgencyCreateBody = z.infer<typeof agencyCreateBody>;

/** PUT /api/tcc/agencies/{id}: the Edit Agency modal. */
export const agencyEditBody = z.preprocess(
  flattenContactInfo,
  z
    .object({ ...agencyFields, serviceType: z.enum(AGENCY_SERVICE_TYPE_VALUES).optional(), isActive: z.boolean().optional() })
    .refine(coordinatesPaired, coordinatesPairedIssue),
);
export type AgencyEditBody = z.infer<typeof agencyEditBody>;
