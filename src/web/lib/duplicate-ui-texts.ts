// The question asked before saving a request or a standing order that repeats an open one of the same patient.
import { DUPLICATE_WINDOW_MINUTES } from '@/domain/trips/duplicate-requests';

export const DUPLICATE_UI = {
  tripTitle: 'This transport is already requested',
  trip: (m: { tripNumber: string; patientId: string; toLocation: string; when: string; status: string }) =>
    `Trip ${m.tripNumber} already takes patient ${m.patientId} to ${m.toLocation} at ${m.when} (${m.status}), within ${DUPLICATE_WINDOW_MINUTES} minutes of this request.`,
  tripQuestion: 'Request a second transport anyway?',
  tripConfirm: 'Request a second transport',
  seriesTitle: 'This standing order already exists',
  series: (m: { patientId: string; toLocation: string; days: string; time: string; from: string }) =>
    `Patient ${m.patientId} already has a standing order to ${m.toLocation} on ${m.days} at ${m.time}, from ${m.from}: it falls on some of the same days within ${DUPLICATE_WINDOW_MINUTES} minutes of this one.`,
  seriesQuestion: 'Save a second standing order anyway?',
  seriesConfirm: 'Save a second standing order',
  goBack: 'Go back',
} as const;
