// The standing-order form's values, and the request body they make.
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import type { StandingOrderInput } from '@/domain/standing-orders/standing-order-body';
import type { Weekday } from '@/domain/standing-orders/standing-order-rule';
import type { ReturnKind } from '@/domain/trips/linked-returns';
import { OFFER_DEADLINE_MINUTES, type AcceptanceMode } from '@/domain/trips/pickup-offers';
import { TRIP_REQUEST_DEFAULTS } from '@/domain/trips/trip-request';

export interface SeriesFormValues {
  patientId: string;
  toFacilityId: string;
  toLocation: string;
  transportLevel: string;
  urgencyLevel: string;
  /** The ride home booked with each trip: none (''), TIMED or WILL_CALL, and a timed return's appointment in minutes. */
  returnKind: '' | ReturnKind;
  appointmentMinutes: string;
  mobilityLevel: string;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  notes: string;
  /** A series being edited keeps the number on file (the answers show it only masked) unless this is turned off. */
  keepContact: boolean;
  patientContactPhone: string;
  patientContactConsent: boolean;
  acceptanceMode: AcceptanceMode;
  offerDeadlineMinutes: string;
  /** On the ticked days of the week, or every so many days from the start. */
  repeat: 'days' | 'interval';
  days: Weekday[];
  everyDays: string;
  time: string;
  startDate: string;
  endMode: 'count' | 'date';
  count: string;
  endDate: string;
}

export const EMPTY_SERIES: SeriesFormValues = {
  patientId: '',
  toFacilityId: '',
  toLocation: '',
  transportLevel: TRIP_REQUEST_DEFAULTS.transportLevel,
  urgencyLevel: TRIP_REQUEST_DEFAULTS.urgencyLevel,
  returnKind: '',
  appointmentMinutes: '',
  mobilityLevel: TRIP_REQUEST_DEFAULTS.mobilityLevel,
  oxygenRequired: TRIP_REQUEST_DEFAULTS.oxygenRequired,
  monitoringRequired: TRIP_REQUEST_DEFAULTS.monitoringRequired,
  notes: '',
  keepContact: false,
  patientContactPhone: '',
  patientContactConsent: false,
  acceptanceMode: 'FIRST_TO_ACCEPT',
  offerDeadlineMinutes: String(OFFER_DEADLINE_MINUTES.default),
  repeat: 'days',
  days: [],
  everyDays: '',
  time: '',
  startDate: '',
  endMode: 'count',
  count: '',
  endDate: '',
};

/** The id of a standing-order form control. */
export const seriesFieldId = (name: string) => `so-${name}`;

/** What the form's pieces get: the values as they stand, and how to change one. */
export interface SeriesFieldsProps {
  values: SeriesFormValues;
  set: <K extends keyof SeriesFormValues>(name: K, value: SeriesFormValues[K]) => void;
}

// the kept request as the wizard's body has it; a series made before a field existed lacks it
type KeptTrip = Partial<{
  toFacilityId: string;
  returnTrip: { kind: ReturnKind; appointmentMinutes?: number };
  mobilityLevel: string;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  notes: string;
  acceptanceMode: AcceptanceMode;
  offerDeadlineMinutes: number;
}>;

/** A kept series as the form edits it: the trip's other fields stay as they were. */
export function valuesOfSeries(s: StandingOrderView): SeriesFormValues {
  const trip = s.trip as KeptTrip;
  const ride = trip.returnTrip;
  return {
    ...EMPTY_SERIES,
    patientId: s.trip.patientId,
    toFacilityId: trip.toFacilityId ?? '',
    toLocation: s.trip.toLocation,
    transportLevel: s.trip.transportLevel,
    urgencyLevel: s.trip.urgencyLevel,
    returnKind: ride?.kind ?? '',
    appointmentMinutes: ride?.appointmentMinutes ? String(ride.appointmentMinutes) : '',
    mobilityLevel: trip.mobilityLevel ?? EMPTY_SERIES.mobilityLevel,
    oxygenRequired: trip.oxygenRequired ?? false,
    monitoringRequired: trip.monitoringRequired ?? false,
    notes: trip.notes ?? '',
    keepContact: s.patientContact !== null,
    acceptanceMode: trip.acceptanceMode ?? 'FIRST_TO_ACCEPT',
    offerDeadlineMinutes: String(trip.offerDeadlineMinutes ?? OFFER_DEADLINE_MINUTES.default),
    repeat: s.everyDays ? 'interval' : 'days',
    days: s.daysOfWeek ?? [],
    everyDays: s.everyDays ? String(s.everyDays) : '',
    time: s.time,
    startDate: s.startDate,
    endMode: s.endDate ? 'date' : 'count',
    count: s.count ? String(s.count) : '',
    endDate: s.endDate ?? '',
  };
}

/** The number to text: the one on file (the server keeps it), a typed one with its consent, or none. */
function contactOf(v: SeriesFormValues, kept?: StandingOrderView) {
  if (kept?.patientContact && v.keepContact) return { contact: {}, keepPatientContact: true as const };
  const typed = v.patientContactPhone.trim() !== '';
  return { contact: typed ? { patientContactPhone: v.patientContactPhone, patientContactConsent: v.patientContactConsent } : {} };
}

/** The body the server checks; what the form cannot say (the wizard's other fields) comes from `kept`. */
export function bodyOf(v: SeriesFormValues, kept?: StandingOrderView): StandingOrderInput {
  const { contact, ...keep } = contactOf(v, kept);
  const comparing = v.acceptanceMode === 'COMPARE_OFFERS';
  const trip = {
    ...(kept?.trip as Record<string, unknown> | undefined),
    patientId: v.patientId,
    toLocation: v.toLocation,
    toFacilityId: v.toFacilityId || undefined,
    transportLevel: v.transportLevel,
    urgencyLevel: v.urgencyLevel,
    returnTrip: v.returnKind ? { kind: v.returnKind, appointmentMinutes: v.returnKind === 'TIMED' ? v.appointmentMinutes : undefined } : undefined,
    mobilityLevel: v.mobilityLevel,
    oxygenRequired: v.oxygenRequired,
    monitoringRequired: v.monitoringRequired,
    notes: v.notes,
    patientContactPhone: undefined,
    patientContactConsent: undefined,
    ...contact,
    acceptanceMode: v.acceptanceMode,
    offerDeadlineMinutes: comparing ? v.offerDeadlineMinutes : undefined,
  } as StandingOrderInput['trip'];
  const pattern = v.repeat === 'interval' ? { everyDays: Number(v.everyDays) || 0 } : { daysOfWeek: v.days };
  const end = v.endMode === 'count' ? { count: Number(v.count) || 0 } : { endDate: v.endDate };
  return { trip, ...pattern, time: v.time, startDate: v.startDate, ...end, ...keep };
}
