// The web app's words for linked returns (docs/rules.md, "Linked returns"): the wizard's return choice, the pair in
// the details and lists, Release return and the cancel dialog's question.
import { APPOINTMENT_MINUTES } from '@/domain/trips/linked-returns';

export const LINKED_RETURN_UI = {
  wizard: {
    returnLabel: 'Return trip',
    none: 'No return',
    timed: 'Pick up after the appointment',
    willCall: 'Will call: released when the patient is ready',
    appointmentMinutes: 'Appointment length (minutes)',
    appointmentHint: `From ${APPOINTMENT_MINUTES.min} to ${APPOINTMENT_MINUTES.max} minutes; the return is scheduled after the trip there and the appointment.`,
    willCallHint: 'The return waits unoffered until you, or the destination facility, press Release return.',
  },
  review: {
    none: 'No return trip',
    timed: (minutes: string) => `Return after a ${minutes}-minute appointment`,
    willCall: 'Will-call return',
  },
  details: {
    returnTrip: 'Return trip',
    outboundTrip: 'Outbound trip',
    open: (tripNumber: string) => `Open ${tripNumber}`,
    returnKind: { TIMED: 'Timed return', WILL_CALL: 'Will call' },
    awaitingRelease: 'Waiting to be released',
    awaitingOutbound: 'Offered once the outbound trip is accepted',
    release: 'Release return',
    releasing: 'Releasing…',
    released: (firstLook: string | null) =>
      firstLook ? `Return released: offered first to ${firstLook}.` : 'Return released: offered to the agencies.',
    releaseFailed: 'The return could not be released',
  },
  cancel: {
    alsoReturn: 'Also cancel the return trip',
    returnAccepted: 'An agency has accepted the return trip; it stays booked unless you tick this.',
  },
  waiting: {
    title: 'Patients here waiting to go home',
    intro: 'Will-call returns booked by the facilities that sent these patients. Release a return when the patient is ready.',
    item: (tripNumber: string, to: string, by: string | null) => `${tripNumber} · back to ${to}${by ? ` · booked by ${by}` : ''}`,
    releaseLabel: (patientId: string) => `Release the return of patient ${patientId}`,
  },
  list: {
    returnBadge: 'Return',
    withReturn: 'With return',
  },
} as const;
