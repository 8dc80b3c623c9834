import { z } from 'zod';
import { FACILITY_TYPES } from '../common/choices';
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
