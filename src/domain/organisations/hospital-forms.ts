import { z } from 'zod';
import type { PendingIdentityChange } from './identity-review';
import { FACILITY_TYPES } from '../common/choices';
import type { PlaceDetails } from '../places/place-forms';
import {
  coordinates,
  coordinatesPaired,
  coordinatesPairedIssue,
  labelList,
  optionalEmail,
  optionalPhone,
  requiredText,
  usState,
  zipCode,
} from '../common/form-fields';
import { organisationName } from './organisation-name';

/** A registered healthcare organisation as the Healthcare Facilities list shows it. */
export interface Hospital extends PlaceDetails, PendingIdentityChange {
  id: string;
  capabilities: string[];
  isActive: boolean;
  requiresReview: boolean;
  contactName: string | null;
  /** The zone it chose (src/domain/common/time-zones.ts); null: the zone of its state. */
  timeZone: string | null;
  createdAt: string;
}

/** PUT /api/tcc/hospitals/{id}: the control center's facility edit form. */
export const hospitalEditBody = z
  .strictObject({
    name: organisationName(),
    address: requiredText(),
    city: requiredText(100),
    state: usState,
    zipCode,
    type: z.enum(FACILITY_TYPES),
    region: requiredText(100),
    phone: optionalPhone,
    email: optionalEmail,
    ...coordinates,
    capabilities: labelList().optional(),
    isActive: z.boolean().optional(),
  })
  .refine(coordinatesPaired, coordinatesPairedIssue);
export type HospitalEditBody = z.infer<typeof hospitalEditBody>;
