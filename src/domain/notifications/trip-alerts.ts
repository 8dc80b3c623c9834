// What people are told about a trip, in the bell, by e-mail and by text message. Only what a dispatcher or a ward
// needs to act on: the trip number, the levels, the places and the times. Never the patient's diagnosis, notes,
// special needs or any free text, which must not travel through mailboxes and phones.
import type { NotificationType, TransportLevel, TripPriority, TripStatus } from '../common/enums';
import { alertEmailInForce, alertPhoneInForce, NO_CONFIRMATIONS, type StoredAlertSettings } from './alert-confirmation';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notification-settings';
import { readableTime } from '../common/time-zones';
import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '../common/code-labels';

/** The setting that decides whether an alert goes beyond the bell: new requests for agencies, moves for the rest. */
export type AlertTopic = 'newTripAlerts' | 'statusUpdates';

export type TripAlertEvent =
  | { kind: 'requested' }
  // `reason`: the control center's words when it cancels a trip, which everyone told reads
  | { kind: 'moved'; status: TripStatus; by: string; reason?: string }
  | { kind: 'declinedByAll' }
  | { kind: 'escalated'; waitedMinutes: number; newlyOffered: number; radiusMiles: number }
  // a compare-offers request: the winning agency's award, and the facility's alert that no offer met its window in time
  | { kind: 'awarded'; by: string; pickupAt: Date }
  | { kind: 'noFittingOffer' }
  | { kind: 'offerToConfirm'; minutes: number; changed: 'time' | 'destination' | 'time and destination' }
  // the control center's dispatch plan asks the agency of one of its units for a pickup offer
  | { kind: 'offerInvited'; unitNumber: string; deadline: Date | null };

export interface TripAlertFacts {
  tripNumber: string;
  transportLevel: TransportLevel;
  priority: TripPriority;
  fromLocation: string;
  toLocation: string;
  scheduledTime: Date;
}

export interface TripAlert {
  topic: AlertTopic;
  /** The bell's notice */
  type: NotificationType;
  title: string;
  message: string;
  /** Where the bell's notice leads: Trip Management for the control center's escalations */
  link: string | null;
  /** The e-mail */
  subject: string;
  text: string;
  /** The text message */
  sms: string;
}

const TRIP_MANAGEMENT_LINK = '/dashboard/trips';

const MOVED: Record<TripStatus, (by: string) => string> = {
  PENDING: (by) => `returned to pending by ${by}`,
  ACCEPTED: (by) => `accepted by ${by}`,
  IN_PROGRESS: (by) => `patient picked up by ${by}`,
  COMPLETED: (by) => `patient delivered by ${by}`,
  CANCELLED: (by) => `cancelled by ${by}`,
};

const priorityWords = (p: TripPriority) => `${TRIP_PRIORITY_LABELS[p].toLowerCase()} priority`;

/** `at` writes a time in the readers' zone. */
function headline(e: TripAlertEvent, at: (d: Date) => string): string {
  switch (e.kind) {
    case 'requested':
      return 'new transport request';
    case 'moved':
      return e.reason ? `${MOVED[e.status](e.by)}: ${e.reason}` : MOVED[e.status](e.by);
    case 'declinedByAll':
      return 'declined by every agency it was offered to, and cancelled';
    case 'escalated':
      return `no agency has accepted it after ${e.waitedMinutes} minutes: escalated`;
    case 'awarded':
      return `your agency's pickup offer for ${at(e.pickupAt)} was awarded by ${e.by}`;
    case 'noFittingOffer':
      return 'no pickup offer met the ready window by the offer deadline';
    case 'offerToConfirm':
      return `its ${e.changed} changed: confirm or change your pickup offer within ${e.minutes} minutes`;
    case 'offerInvited':
      return `the control center asks your agency to offer a pickup time with unit ${e.unitNumber}${e.deadline ? ` by ${at(e.deadline)}` : ''}`;
  }
}

function notice(e: TripAlertEvent, t: TripAlertFacts, at: (d: Date) => string): Pick<TripAlert, 'type' | 'title' | 'message' | 'link'> {
  const when = at(t.scheduledTime);
  const route = `${t.tripNumber} (${t.fromLocation} to ${t.toLocation})`;
  switch (e.kind) {
    case 'requested':
      return {
        type: 'info',
        title: 'New transport request',
        message: `${t.tripNumber}: ${t.transportLevel} transport from ${t.fromLocation} to ${t.toLocation}, scheduled ${when}.`,
        link: null,
      };
    case 'moved':
      return {
        type: e.status === 'CANCELLED' ? 'warning' : 'info',
        title: `Transport request ${e.status === 'CANCELLED' ? 'cancelled' : 'updated'}`,
        message: e.reason
          ? `${route} was ${MOVED[e.status](e.by)}: ${e.reason}`
          : `${route} is now ${TRIP_STATUS_LABELS[e.status].toLowerCase()} (${e.by}).`,
        link: null,
      };
    case 'declinedByAll':
      return {
        type: 'error',
        title: 'Transport request declined by every agency',
        message: `${route} was declined by every agency it was offered to and is cancelled. Please request it again or call an agency.`,
        link: null,
      };
    case 'escalated':
      return {
        type: 'warning',
        title: 'Transport request escalated',
        message:
          `${route}, ${t.transportLevel}, ${priorityWords(t.priority)}, scheduled ${when}, has waited ${e.waitedMinutes} minutes without an agency. ` +
          `Offered to ${e.newlyOffered} more ${e.newlyOffered === 1 ? 'agency' : 'agencies'} within ${e.radiusMiles} miles.`,
        // only the control center is told of an escalation, and Trip Management is where it acts on it
        link: TRIP_MANAGEMENT_LINK,
      };
    case 'awarded':
      return {
        type: 'success',
        title: 'Pickup offer awarded',
        message: `${route}, scheduled ${when}, is now your agency's: ${e.by} awarded it your pickup offer for ${at(e.pickupAt)}.`,
        link: null,
      };
    case 'noFittingOffer':
      return {
        type: 'warning',
        title: 'No pickup offer in time',
        message: `${route}, scheduled ${when}: no agency offered a pickup within the ready window by the deadline. The first agency to accept now takes it.`,
        link: null,
      };
    case 'offerToConfirm':
      return {
        type: 'warning',
        title: 'Pickup offer to confirm',
        message: `${route} is now scheduled ${when}: its ${e.changed} changed. Offer again within ${e.minutes} minutes (the same time or another) to keep your offer.`,
        link: null,
      };
    case 'offerInvited':
      return {
        type: 'info',
        title: 'Pickup offer asked',
        message:
          `${route}, ${t.transportLevel}, scheduled ${when}: the control center's dispatch plan suggests unit ${e.unitNumber}. ` +
          `Offer the pickup time your agency commits to${e.deadline ? ` by ${at(e.deadline)}` : ''}; the facility compares the offers.`,
        link: null,
      };
  }
}

/** The alert about one event of one trip, for every channel. */
/** `timeZone`: the zone of the readers' organisation, which every time in the alert is written in. */
export function tripAlert(e: TripAlertEvent, t: TripAlertFacts, opts: { timeZone: string; publicUrl: string }): TripAlert {
  const at = (d: Date) => readableTime(d, opts.timeZone);
  const when = at(t.scheduledTime);
  const what = headline(e, at);
  const capital = what.charAt(0).toUpperCase() + what.slice(1);
  return {
    topic: e.kind === 'requested' || e.kind === 'offerInvited' ? 'newTripAlerts' : 'statusUpdates',
    ...notice(e, t, at),
    subject: `TCC ${t.tripNumber}: ${what}`,
    text: [
      `${capital}.`,
      '',
      `Trip: ${t.tripNumber}`,
      `Level of care: ${t.transportLevel}, ${priorityWords(t.priority)}`,
      `From: ${t.fromLocation}`,
      `To: ${t.toLocation}`,
      `Scheduled: ${when}`,
      '',
      `Sign in to TCC to see it: ${opts.publicUrl}/`,
      '',
      'You receive this because of your notification settings in TCC.',
    ].join('\n'),
    sms: `TCC ${t.tripNumber}: ${what}. ${t.transportLevel} ${t.fromLocation} to ${t.toLocation}, ${when}.`,
  };
}

/**
 * Where a user's settings send an alert on this topic beyond the bell: an address, a number, both or neither. Only
 * to an address or number its owner confirmed: e-mail otherwise goes to the account's own address, and no text.
 */
export function alertDestinations(
  settings: StoredAlertSettings | null,
  accountEmail: string,
  topic: AlertTopic,
): { email: string | null; phone: string | null } {
  const s = settings ?? { ...DEFAULT_NOTIFICATION_SETTINGS, ...NO_CONFIRMATIONS };
  return {
    email: s[topic] && s.emailNotifications ? alertEmailInForce(s, accountEmail) : null,
    // a text message needs a number, which only the user can give
    phone: s[topic] && s.smsNotifications ? alertPhoneInForce(s) : null,
  };
}
