import type { Place } from '@/domain/places/place-answers';
import { refusedKey } from '@/domain/common/field-words';
import { readTripRequest, TRIP_REQUEST_RULE_MESSAGES } from '@/domain/trips/trip-request-rules';
import { FIELD_STEP, type WizardField, type WizardValues } from './wizard-values';

/** The directory entry of the user's own facility (its own name first): the origin of every wizard request. */
export function ownPlace(places: readonly Place[] | undefined, hospitalId: string | null, facilityName: string | null): Place | undefined {
  const own = (places ?? []).filter((p) => p.hospitalId !== null && p.hospitalId === hospitalId);
  return own.find((p) => p.name === facilityName) ?? own[0];
}

/** The field a broken request rule is fixed in, so the step holding it opens. */
export function ruleField(message: string, v: Pick<WizardValues, 'destinationMode'>): WizardField | null {
  if (message === TRIP_REQUEST_RULE_MESSAGES.samePlace) return v.destinationMode === 'list' ? 'toFacilityId' : 'toLocation';
  if (message === TRIP_REQUEST_RULE_MESSAGES.longPast) return 'scheduledTime';
  return null;
}

/** The field a refusal from the server is about: a broken rule's, or the one its sentence starts with ("scheduledTime must be …"). */
export function refusedField(message: string, v: Pick<WizardValues, 'destinationMode'>): string | null {
  const named = refusedKey(message);
  return ruleField(message, v) ?? (named !== null && named in FIELD_STEP ? named : null);
}

/** The rule of every request that the wizard's values break, judged as the server will (trip-request-rules.ts); null when none. */
export function wizardRuleProblem(
  v: WizardValues,
  origin: { placeId: string | undefined; facilityName: string | null },
  now: Date,
): string | null {
  const start = new Date(v.scheduledTime);
  if (Number.isNaN(start.getTime())) return null;
  const reading = readTripRequest(
    {
      origin: { placeId: origin.placeId, names: [v.fromLocation, origin.facilityName] },
      destination: { placeId: v.destinationMode === 'list' ? v.toFacilityId : null, names: [v.toLocation] },
      start,
    },
    now,
  );
  return reading.ok ? null : reading.message;
}
