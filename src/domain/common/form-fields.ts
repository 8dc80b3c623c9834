import { z } from 'zod';
import { US_STATES } from './choices';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { listSearch } from './list-paging';
import { REGISTRATION_MESSAGES } from './messages';
import { parsePhoneNumber, PHONE_INPUT_MAX_LENGTH, PHONE_NUMBER_MESSAGE } from './phone-number';

// Field schemas of the organisation edit forms (facility, hospital, agency), shared by server and screens.

// A form sends '' for an emptied optional field; that means "no value", stored as null.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A required text input: trimmed, not blank ("name is required"). */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max);

/** An optional text input: absent leaves the stored value, '' or null clears it. */
export const optionalText = (max = 200) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** A phone input, read as a US or international number and kept in E.164 (phone-number.ts). */
export const phoneNumber = z
  .string()
  .max(PHONE_INPUT_MAX_LENGTH, PHONE_NUMBER_MESSAGE)
  .transform((text, ctx) => {
    const e164 = parsePhoneNumber(text);
    if (e164) return e164;
    ctx.issues.push({ code: 'custom', message: PHONE_NUMBER_MESSAGE, input: text });
    return z.NEVER;
  });
/** An optional phone input: absent leaves the stored number, '' or null clears it. */
export const optionalPhone = z.preprocess(blankToNull, phoneNumber.nullable().optional());

export const optionalEmail = z.preprocess(blankToNull, z.email().max(254).nullable().optional());

export const usState = z.enum(US_STATES);
export const optionalUsState = z.preprocess(blankToNull, usState.nullable().optional());

export const zipCode = z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code');
export const optionalZipCode = z.preprocess(blankToNull, zipCode.nullable().optional());

/** Coordinates: the registration form's range texts; null clears them. */
export const latitude = z.number().min(LATITUDE_RANGE.min, REGISTRATION_MESSAGES.latitudeRange).max(LATITUDE_RANGE.max, REGISTRATION_MESSAGES.latitudeRange);
export const longitude = z.number().min(LONGITUDE_RANGE.min, REGISTRATION_MESSAGES.longitudeRange).max(LONGITUDE_RANGE.max, REGISTRATION_MESSAGES.longitudeRange);
export const coordinates = {
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
};

/** Coordinates come in pairs: a point with one half is no point. */
export function coordinatesPaired(b: { latitude?: number | null | undefined; longitude?: number | null | undefined }) {
  return (b.latitude === undefined) === (b.longitude === undefined) && (b.latitude === null) === (b.longitude === null);
}
export const coordinatesPairedIssue = { message: REGISTRATION_MESSAGES.coordinatesRequired, path: ['latitude'] };

/** A list of short labels (capabilities); duplicates and blanks are dropped. */
export const labelList = (item: z.ZodType<string> = z.string().trim().min(1).max(100)) =>
  z
    .array(item)
    .max(50)
    .transform((xs) => [...new Set(xs)]);

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?q= of every search call and the list filters: trimmed, bounded. */
export const searchQuery = z.object({ q: listSearch.default('') });
/** Search answers are for pickers and type-ahead: the first 50 matches are enough. */
export const SEARCH_RESULT_LIMIT = 50;
