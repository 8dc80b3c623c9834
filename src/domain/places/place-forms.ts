import { z } from 'zod';
import { listPageFields } from '../common/list-paging';
import { FACILITY_TYPES } from '../common/choices';
import {
  coordinates,
  coordinatesPaired,
  coordinatesPairedIssue,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  usState,
  uuidPattern,
  zipCode,
} from '../common/form-fields';

/** POST and PUT /api/tcc/facilities: the six address-book fields are required, the rest optional. */
export const placeBody = z
  .strictObject({
    name: requiredText(),
    type: z.enum(FACILITY_TYPES),
    address: requiredText(),
    city: requiredText(100),
    state: usState,
    zipCode,
    phone: optionalPhone,
    email: optionalEmail,
    region: optionalText(100),
    ...coordinates,
    hospitalId: z.string().regex(uuidPattern, 'must be a hospital id').nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .refine(coordinatesPaired, coordinatesPairedIssue);
export type PlaceBody = z.infer<typeof placeBody>;

export const PLACE_LIST_SORTS = ['name', 'city'] as const;
export const placeListQuery = z.object({ active: z.enum(['true', 'false']).optional(), ...listPageFields(PLACE_LIST_SORTS) });
export type PlaceListQuery = z.output<typeof placeListQuery>;
