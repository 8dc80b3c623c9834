import { describe, expect, it } from 'vitest';
import { NO_CONFIRMATIONS } from '@/domain/notifications/alert-confirmation';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/domain/notifications/notification-settings';
import { TRIP_STATUSES } from '@/domain/common/enums';
import { alertDestinations, tripAlert, type TripAlertEvent } from '@/domain/notifications/trip-alerts';

const trip = {
  tripNumber: 'TRP-20261125-0007',
  transportLevel: 'ALS' as const,
  priority: 'HIGH' as const,
  fromLocation: 'General Hospital',
  toLocation: 'Riverside Rehab',
  scheduledTime: new Date('2026-11-25T19:30:00Z'),
};
const opts = { timeZone: 'America/New_York', publicUrl: 'https://tcc.example.org' };

describe('alertDestinations', () => {
  const confirmed = { emailAddressConfirmed: true, phoneNumberConfirmed: true };

  it('sends to the account address by default, and texts only to a number the user gave', () => {
    expect(alertDestinations(null, 'me@example.org', 'newTripAlerts')).toEqual({ email: 'me@example.org', phone: null });
    expect(alertDestinations({ ...DEFAULT_NOTIFICATION_SETTINGS, ...confirmed, emailAddress: 'desk@example.org', phoneNumber: '+14125550100' }, 'me@example.org', 'statusUpdates')).toEqual({
      email: 'desk@example.org',
      phone: '+14125550100',
    });
  });

  it('sends nothing to an address or number not confirmed: e-mail to the account address instead, and no text', () => {
    const unconfirmed = { ...DEFAULT_NOTIFICATION_SETTINGS, ...NO_CONFIRMATIONS, emailAddress: 'desk@example.org', phoneNumber: '+14125550100' };
    expect(alertDestinations(unconfirmed, 'me@example.org', 'statusUpdates')).toEqual({ email: 'me@example.org', phone: null });
    expect(alertDestinations({ ...unconfirmed, phoneNumberConfirmed: true }, 'me@example.org', 'statusUpdates')).toEqual({ email: 'me@example.org', phone: '+14125550100' });
    // the account's own address, however it is written, needs no code
    expect(alertDestinations({ ...unconfirmed, emailAddress: 'Me@Example.org' }, 'me@example.org', 'statusUpdates').email).toBe('Me@Example.org');
  });

  it('follows the topic and each channel', () => {
    const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...confirmed, phoneNumber: '+14125550100' };
    expect(alertDestinations({ ...s, newTripAlerts: false }, 'me@example.org', 'newTripAlerts')).toEqual({ email: null, phone: null });
    expect(alertDestinations({ ...s, newTripAlerts: false }, 'me@example.org', 'statusUpdates')).toEqual({ email: 'me@example.org', phone: '+14125550100' });
    expect(alertDestinations({ ...s, emailNotifications: false }, 'me@example.org', 'statusUpdates')).toEqual({ email: null, phone: '+14125550100' });
    expect(alertDestinations({ ...s, smsNotifications: false }, 'me@example.org', 'statusUpdates')).toEqual({ email: 'me@example.org', phone: null });
  });
});

describe('tripAlert', () => {
  it('names the trip, levels, places and local time on every channel', () => {
    const a = tripAlert({ kind: 'moved', status: 'ACCEPTED', by: 'Metro EMS' }, trip, opts);
    expect(a.topic).toBe('statusUpdates');
    expect(a.subject).toBe('TCC TRP-20261125-0007: accepted by Metro EMS');
    expect(a.sms).toBe('TCC TRP-20261125-0007: accepted by Metro EMS. ALS General Hospital to Riverside Rehab, Nov 25, 2026, 2:30 PM EST.');
    expect(a.text).toContain('Level of care: ALS, high priority');
    expect(a.text).toContain('Sign in to TCC to see it: https://tcc.example.org/');
    expect(a.message).toBe('TRP-20261125-0007 (General Hospital to Riverside Rehab) is now accepted (Metro EMS).');
  });

  it("gives the control center's reason for a cancel on every channel", () => {
    const a = tripAlert({ kind: 'moved', status: 'CANCELLED', by: 'the control center', reason: 'Patient went home' }, trip, opts);
    expect(a).toMatchObject({ type: 'warning', title: 'Transport request cancelled' });
    expect(a.subject).toBe('TCC TRP-20261125-0007: cancelled by the control center: Patient went home');
    expect(a.sms).toMatch(/^TCC TRP-20261125-0007: cancelled by the control center: Patient went home\. /);
    expect(a.text.split('\n')[0]).toBe('Cancelled by the control center: Patient went home.');
    expect(a.message).toBe('TRP-20261125-0007 (General Hospital to Riverside Rehab) was cancelled by the control center: Patient went home');
  });

  it('files new requests under new trip alerts and everything else under status updates', () => {
    expect(tripAlert({ kind: 'requested' }, trip, opts).topic).toBe('newTripAlerts');
    expect(tripAlert({ kind: 'declinedByAll' }, trip, opts).topic).toBe('statusUpdates');
    const escalated = tripAlert({ kind: 'escalated', waitedMinutes: 15, newlyOffered: 2, radiusMiles: 200 }, trip, opts);
    expect(escalated).toMatchObject({ topic: 'statusUpdates', type: 'warning', title: 'Transport request escalated', link: '/dashboard/trips' });
    expect(escalated.message).toContain('Offered to 2 more agencies within 200 miles');
  });

  const EVENTS: TripAlertEvent[] = [
    { kind: 'requested' },
    { kind: 'declinedByAll' },
    { kind: 'escalated', waitedMinutes: 15, newlyOffered: 2, radiusMiles: 200 },
    ...TRIP_STATUSES.map((status) => ({ kind: 'moved' as const, status, by: 'Metro EMS' })),
    { kind: 'awarded', by: 'General Hospital', pickupAt: new Date('2026-11-25T19:50:00Z') },
    { kind: 'noFittingOffer' },
    { kind: 'offerToConfirm', minutes: 5, changed: 'time' },
    { kind: 'offerInvited', unitNumber: 'A-101', deadline: new Date('2026-11-25T19:00:00Z') },
  ];

  it('asks the agency of a planned unit for a pickup offer on a compare-offers request, by its deadline', () => {
    const a = tripAlert({ kind: 'offerInvited', unitNumber: 'A-101', deadline: new Date('2026-11-25T19:00:00Z') }, trip, opts);
    expect(a).toMatchObject({ topic: 'newTripAlerts', title: 'Pickup offer asked' });
    expect(a.message).toBe(
      "TRP-20261125-0007 (General Hospital to Riverside Rehab), ALS, scheduled Nov 25, 2026, 2:30 PM EST: the control center's dispatch plan suggests unit A-101. Offer the pickup time your agency commits to by Nov 25, 2026, 2:00 PM EST; the facility compares the offers.",
    );
  });

  it('tells the winning agency the pickup time its awarded offer committed it to', () => {
    const a = tripAlert({ kind: 'awarded', by: 'General Hospital', pickupAt: new Date('2026-11-25T19:50:00Z') }, trip, opts);
    expect(a.message).toBe(
      "TRP-20261125-0007 (General Hospital to Riverside Rehab), scheduled Nov 25, 2026, 2:30 PM EST, is now your agency's: General Hospital awarded it your pickup offer for Nov 25, 2026, 2:50 PM EST.",
    );
    expect(a.sms).toContain("your agency's pickup offer for Nov 25, 2026, 2:50 PM EST was awarded by General Hospital");
  });

  it.each(EVENTS)('says %o in words: no status code on any channel', (event) => {
    const a = tripAlert(event, trip, opts);
    for (const text of [a.title, a.message, a.subject, a.text, a.sms]) expect(text).not.toMatch(/\b(PENDING|ACCEPTED|IN_PROGRESS|COMPLETED|CANCELLED)\b/);
  });

  it.each(EVENTS)("writes every time of %o with the reader's zone", (event) => {
    for (const [timeZone, abbreviation] of [['America/New_York', 'EST'], ['America/Los_Angeles', 'PST'], ['America/Phoenix', 'MST']] as const) {
      const a = tripAlert(event, trip, { ...opts, timeZone });
      for (const text of [a.message, a.text, a.sms]) {
        for (const time of text.match(/\d{1,2}:\d{2} [AP]M\S*( \S+)?/g) ?? []) expect(time).toMatch(new RegExp(` ${abbreviation}\\b`));
      }
      expect(a.text).toContain(abbreviation);
    }
  });
});
