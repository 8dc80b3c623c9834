import { LATITUDE_RANGE, LONGITUDE_RANGE } from '../common/limits';
import { REGISTRATION_MESSAGES } from '../common/messages';
import { passwordProblem } from '../session/password-rules';
import { parsePhoneNumber, PHONE_NUMBER_MESSAGE } from '../common/phone-number';

export type RegistrationKind = 'healthcare' | 'ems';

export interface OrderedCheckInput {
  password: string;
  confirmPassword?: string | undefined;
  email?: string | undefined;
  organisationName?: string | undefined;
  capabilities?: readonly string[] | undefined;
  latitude?: string | number | null | undefined;
  longitude?: string | number | null | undefined;
  phone?: string | null | undefined;
}

const blank = (v: string | number | null | undefined) => v === undefined || v === null || String(v).trim() === '';

/**
 * The registration checks in the spec's order; returns the first failing message or null.
 * The form requires coordinates; the server requires them only when the caller sends them
 * (the spec's own client sends none), so `coordinatesRequired` says which. The password's own rules (length first,
 * as the spec orders it, then what makes it guessable) sit where the spec checks its length.
 */
export function firstRegistrationError(
  input: OrderedCheckInput,
  kind: RegistrationKind,
  { coordinatesRequired, isCommonPassword }: { coordinatesRequired: boolean; isCommonPassword?: (password: string) => boolean },
): string | null {
  if (input.confirmPassword !== undefined && input.password !== input.confirmPassword) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  const weakness = passwordProblem(input.password, input, isCommonPassword);
  if (weakness) return weakness;
  if (kind === 'ems' && input.capabilities !== undefined && input.capabilities.length === 0) {
    return REGISTRATION_MESSAGES.capabilityRequired;
  }
  return coordinatesProblem(input, coordinatesRequired) ?? phoneProblem(input.phone);
}

function coordinatesProblem(input: OrderedCheckInput, coordinatesRequired: boolean): string | null {
  const latBlank = blank(input.latitude);
  const lonBlank = blank(input.longitude);
  if (!coordinatesRequired && latBlank && lonBlank) return null;
  if (latBlank || lonBlank) return REGISTRATION_MESSAGES.coordinatesRequired;
  const lat = Number(input.latitude);
  const lon = Number(input.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return REGISTRATION_MESSAGES.coordinatesNotNumeric;
  if (lat < LATITUDE_RANGE.min || lat > LATITUDE_RANGE.max) return REGISTRATION_MESSAGES.latitudeRange;
  if (lon < LONGITUDE_RANGE.min || lon > LONGITUDE_RANGE.max) return REGISTRATION_MESSAGES.longitudeRange;
  return null;
}

// beyond the spec's list, checked after it: a phone number must read as one (blank is the browser's to refuse)
const phoneProblem = (phone: string | null | undefined) => (blank(phone) || parsePhoneNumber(phone!) ? null : PHONE_NUMBER_MESSAGE);

/** Address parts the coordinate lookup needs, named as the form labels them. */
export function missingLookupParts(a: { address: string; city: string; state: string; zipCode: string }): string[] {
  const parts: [string, string][] = [
    ['address', a.address],
    ['city', a.city],
    ['state', a.state],
    ['ZIP code', a.zipCode],
  ];
  return parts.filter(([, v]) => v.trim() === '').map(([label]) => label);
}

/** What the registration forms hold: every input is text until submitted. */
export interface RegistrationFormValues {
  organisationName: string;
  organisationType: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: string;
  longitude: string;
  capabilities: string[];
  operatingStart: string;
  operatingEnd: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegistrationForm = (): RegistrationFormValues => ({
  organisationName: '',
  organisationType: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  latitude: '',
  longitude: '',
  capabilities: [],
  operatingStart: '',
  operatingEnd: '',
  password: '',
  confirmPassword: '',
});

/** Turns a validated form into the body of its registration call (the spec's fields plus everything collected). */
export function registrationPayload(kind: RegistrationKind, f: RegistrationFormValues) {
  const common = {
    email: f.email.trim(),
    password: f.password,
    confirmPassword: f.confirmPassword,
    name: f.contactName.trim(),
    phone: f.phone.trim(),
    address: f.address.trim(),
    city: f.city.trim(),
    state: f.state,
    zipCode: f.zipCode.trim(),
    latitude: Number(f.latitude),
    longitude: Number(f.longitude),
  };
  if (kind === 'healthcare') {
    return { ...common, facilityName: f.organisationName.trim(), facilityType: f.organisationType };
  }
  const hours = f.operatingStart && f.operatingEnd ? { start: f.operatingStart, end: f.operatingEnd } : null;
  return {
    ...common,
    agencyName: f.organisationName.trim(),
    serviceType: f.organisationType,
    capabilities: f.capabilities,
    operatingHours: hours,
  };
}
