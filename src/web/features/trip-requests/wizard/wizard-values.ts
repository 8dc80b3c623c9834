import type { AgencyOption } from '@/domain/trips/trip-answers';
import { TRIP_REQUEST_DEFAULTS, type EnhancedTripInput } from '@/domain/trips/trip-request';
import { localInstant } from '@/web/lib/local-instant';
import type { ReturnKind } from '@/domain/trips/linked-returns';
import { OFFER_DEADLINE_MINUTES, type AcceptanceMode } from '@/domain/trips/pickup-offers';

export type DestinationMode = 'list' | 'manual';

/** The wizard's fields as the inputs hold them (text until sent). */
export interface WizardValues {
  patientId: string;
  patientWeight: string;
  specialNeeds: string;
  insuranceCompany: string;
  fromLocation: string;
  destinationMode: DestinationMode;
  toFacilityId: string;
  toLocation: string;
  /** Where in the building at each end (optional). */
  fromDepartment: string;
  fromFloor: string;
  fromRoom: string;
  toDepartment: string;
  toFloor: string;
  toRoom: string;
  scheduledTime: string;
  transportLevel: string;
  urgencyLevel: string;
  notes: string;
  diagnosis: string;
  mobilityLevel: string;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  generateQRCode: boolean;
  notificationRadius: string;
  selectedAgencies: string[];
  patientContactPhone: string;
  patientContactConsent: boolean;
  /** The ride home: none (''), TIMED or WILL_CALL, and a timed return's appointment in minutes. */
  returnKind: '' | ReturnKind;
  appointmentMinutes: string;
  acceptanceMode: AcceptanceMode;
  offerDeadlineMinutes: string;
}
export type WizardField = keyof WizardValues;

/** The wizard's starting values; the origin is the user's own facility. */
export const initialWizardValues = (facilityName: string | null): WizardValues => ({
  patientId: '',
  patientWeight: '',
  specialNeeds: '',
  insuranceCompany: '',
  fromLocation: facilityName ?? '',
  destinationMode: 'list',
  toFacilityId: '',
  toLocation: '',
  fromDepartment: '',
  fromFloor: '',
  fromRoom: '',
  toDepartment: '',
  toFloor: '',
  toRoom: '',
  scheduledTime: '',
  transportLevel: TRIP_REQUEST_DEFAULTS.transportLevel,
  urgencyLevel: TRIP_REQUEST_DEFAULTS.urgencyLevel,
  notes: '',
  diagnosis: '',
  mobilityLevel: TRIP_REQUEST_DEFAULTS.mobilityLevel,
  oxygenRequired: TRIP_REQUEST_DEFAULTS.oxygenRequired,
  monitoringRequired: TRIP_REQUEST_DEFAULTS.monitoringRequired,
  generateQRCode: TRIP_REQUEST_DEFAULTS.generateQRCode,
  notificationRadius: String(TRIP_REQUEST_DEFAULTS.notificationRadius),
  selectedAgencies: [],
  patientContactPhone: '',
  patientContactConsent: false,
  returnKind: '',
  appointmentMinutes: '',
  acceptanceMode: 'FIRST_TO_ACCEPT',
  offerDeadlineMinutes: String(OFFER_DEADLINE_MINUTES.default),
});

/** The step (0-based) that holds each field, so a problem found on submit opens the step where it can be fixed. */
export const FIELD_STEP: Record<string, number> = {
  patientId: 0,
  patientWeight: 0,
  specialNeeds: 0,
  insuranceCompany: 0,
  patientContactPhone: 0,
  patientContactConsent: 0,
  fromLocation: 1,
  fromFacilityId: 1,
  destinationMode: 1,
  toFacilityId: 1,
  toLocation: 1,
  fromDepartment: 1,
  fromFloor: 1,
  fromRoom: 1,
  toDepartment: 1,
  toFloor: 1,
  toRoom: 1,
  scheduledTime: 1,
  returnTrip: 1,
  returnKind: 1,
  appointmentMinutes: 1,
  transportLevel: 1,
  urgencyLevel: 1,
  notes: 1,
  diagnosis: 2,
  mobilityLevel: 2,
  oxygenRequired: 2,
  monitoringRequired: 2,
  generateQRCode: 2,
  notificationRadius: 3,
  selectedAgencies: 3,
  acceptanceMode: 3,
  offerDeadlineMinutes: 3,
};

/** Agency ids can be picked only for a destination from the list. */
export const canPickAgencies = (v: Pick<WizardValues, 'destinationMode' | 'toFacilityId'>) =>
  v.destinationMode === 'list' && v.toFacilityId !== '';

/** The ticked agencies that the current list still offers (a smaller radius or higher level may drop some). */
export const selectedListed = (v: WizardValues, listed: readonly AgencyOption[] | undefined): AgencyOption[] =>
  canPickAgencies(v) && listed ? listed.filter((a) => v.selectedAgencies.includes(a.id)) : [];

/** The fields of `texts` that hold more than blanks. */
const typedOnly = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

/** The creation payload (POST /api/trips/enhanced) for these values. */
export function toRequestBody(v: WizardValues, listed: readonly AgencyOption[] | undefined): EnhancedTripInput {
  const fromList = v.destinationMode === 'list';
  return {
    patientId: v.patientId,
    patientWeight: v.patientWeight.trim() === '' ? null : Number(v.patientWeight),
    specialNeeds: v.specialNeeds,
    insuranceCompany: v.insuranceCompany,
    generateQRCode: v.generateQRCode,
    fromLocation: v.fromLocation,
    toLocation: v.toLocation,
    toFacilityId: fromList ? v.toFacilityId : undefined,
    // sent only when typed, as the specification's body has none of them
    ...typedOnly({
      fromDepartment: v.fromDepartment,
      fromFloor: v.fromFloor,
      fromRoom: v.fromRoom,
      toDepartment: v.toDepartment,
      toFloor: v.toFloor,
      toRoom: v.toRoom,
    }),
    scheduledTime: localInstant(v.scheduledTime),
    transportLevel: v.transportLevel,
    urgencyLevel: v.urgencyLevel,
    diagnosis: v.diagnosis,
    mobilityLevel: v.mobilityLevel,
    oxygenRequired: v.oxygenRequired,
    monitoringRequired: v.monitoringRequired,
    selectedAgencies: selectedListed(v, listed).map((a) => a.id),
    notificationRadius: v.notificationRadius,
    notes: v.notes,
    // sent only when typed, so a request without one is the specification's body as it was
    ...(v.patientContactPhone.trim() !== '' ? { patientContactPhone: v.patientContactPhone, patientContactConsent: v.patientContactConsent } : {}),
    // a draft kept from before returns existed has no returnKind
    returnTrip: v.returnKind
      ? { kind: v.returnKind, appointmentMinutes: v.returnKind === 'TIMED' ? v.appointmentMinutes : undefined }
      : undefined,
    // first to accept sends neither field, as the specification's clients do
    ...(v.acceptanceMode === 'COMPARE_OFFERS' ? { acceptanceMode: v.acceptanceMode, offerDeadlineMinutes: v.offerDeadlineMinutes } : {}),
  };
}
