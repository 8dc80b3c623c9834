// The standing-order form's values, and the request body they make.
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import type { StandingOrderInput } from '@/domain/standing-orders/standing-order-body';
import type { Weekday } from '@/domain/standing-orders/standing-order-rule';
import type { ReturnKind } from '@/domain/trips/linked-returns';
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
  days: Weekday[];
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
  days: [],
  time: '',
  startDate: '',
  endMode: 'count',
  count: '',
  endDate: '',
};

/** A kept series as the form edits it: the trip's other fields stay as they were. */
export function valuesOfSeries(s: StandingOrderView): SeriesFormValues {
  const trip = s.trip as Record<string, unknown>;
  const ride = trip.returnTrip as { kind: ReturnKind; appointmentMinutes?: number } | undefined;
  return {
    patientId: s.trip.patientId,
    toFacilityId: typeof trip.toFacilityId === 'string' ? trip.toFacilityId : '',
    toLocation: s.trip.toLocation,
    transportLevel: s.trip.transportLevel,
    urgencyLevel: s.trip.urgencyLevel,
    returnKind: ride?.kind ?? '',
    appointmentMinutes: ride?.appointmentMinutes ? String(ride.appointmentMinutes) : '',
    days: s.daysOfWeek ?? [],
    time: s.time,
    startDate: s.startDate,
    endMode: s.endDate ? 'date' : 'count',
    count: s.count ? String(s.count) : '',
    endDate: s.endDate ?? '',
  };
}

/** The body the server checks; what the form cannot say (an interval, the wizard's other fields) comes from `kept`. */
export function bodyOf(v: SeriesFormValues, kept?: StandingOrderView): StandingOrderInput {
  const trip = {
    ...(kept?.trip as Record<string, unknown> | undefined),
    patientId: v.patientId,
    toLocation: v.toLocation,
    toFacilityId: v.toFacilityId || undefined,
    transportLevel: v.transportLevel,
    urgencyLevel: v.urgencyLevel,
    returnTrip: v.returnKind ? { kind: v.returnKind, appointmentMinutes: v.returnKind === 'TIMED' ? v.appointmentMinutes : undefined } : undefined,
  } as StandingOrderInput['trip'];
  const pattern = v.days.length > 0 || !kept?.everyDays ? { daysOfWeek: v.days } : { everyDays: kept.everyDays };
  const end = v.endMode === 'count' ? { count: Number(v.count) || 0 } : { endDate: v.endDate };
  return { trip, ...pattern, time: v.time, startDate: v.startDate, ...end };
}
