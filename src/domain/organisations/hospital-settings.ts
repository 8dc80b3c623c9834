// The healthcare portal's Settings form: no required markers, e-mail format checked.
import { z } from 'zod';
import { FACILITY_TYPES } from '../common/choices';
import { optionalEmail, optionalPhone, optionalText, optionalUsState, optionalZipCode } from '../common/form-fields';
import type { GeocodeQuery } from '../places/geocode';
import { timeZoneChoice } from '../common/time-zones';
import { organisationName } from './organisation-name';

/** PUT /api/auth/healthcare/facility/update: a field left out keeps its value; the name, when sent, must not be blank. */
export const hospitalSettingsBody = z.strictObject({
  facilityName: organisationName().optional(),
  facilityType: z.enum(FACILITY_TYPES).optional(),
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(),
  city: optionalText(100),
  state: optionalUsState,
  zipCode: optionalZipCode,
  timeZone: timeZoneChoice,
  /** Text patients about their transport (patient-texts.ts); left out keeps the choice. */
  textPatients: z.boolean().optional(),
});
export type HospitalSettingsBody = z.output<typeof hospitalSettingsBody>;

const ADDRESS_PARTS = ['address', 'city', 'state', 'zipCode'] as const;

/** The address the edit leaves: a part left out keeps its stored value, an emptied one becomes ''. */
export const editedAddress = (stored: GeocodeQuery, b: HospitalSettingsBody): GeocodeQuery => ({
  address: b.address === undefined ? stored.address : (b.address ?? ''),
  city: b.city === undefined ? stored.city : (b.city ?? ''),
  state: b.state === undefined ? stored.state : (b.state ?? ''),
  zipCode: b.zipCode === undefined ? stored.zipCode : (b.zipCode ?? ''),
});

/** The coordinates are looked up again only when a part really changed: a change of case or spacing moves nothing. */
export const addressMoved = (before: GeocodeQuery, after: GeocodeQuery): boolean =>
  ADDRESS_PARTS.some((k) => before[k].trim().toLowerCase() !== after[k].trim().toLowerCase());

/** An address with the point looked up for it. */
export type LocatedAddress = GeocodeQuery & { latitude: number; longitude: number };

/** A save refused because the address it was located from is no longer the stored one. */
export const ADDRESS_CHANGED_MEANWHILE = "The facility's address was changed by someone else at the same moment. Please reload Settings and try again.";

/**
 * The address columns a save writes, judged on the locked row: an unmoved address keeps its coordinates; a moved one
 * takes the point looked up for exactly that address; null when the row moved meanwhile to one the lookup did not see.
 */
export function addressUpdate(locked: GeocodeQuery, b: HospitalSettingsBody, located: LocatedAddress | null): GeocodeQuery | LocatedAddress | null {
  const edited = editedAddress(locked, b);
  if (!addressMoved(locked, edited)) return edited;
  return located && !addressMoved(located, edited) ? located : null;
}

