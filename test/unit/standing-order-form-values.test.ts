import { describe, expect, it } from 'vitest';
import { standingOrderBody } from '@/domain/standing-orders/standing-order-body';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import type { Weekday } from '@/domain/standing-orders/standing-order-rule';
import { bodyOf, EMPTY_SERIES, valuesOfSeries } from '@/web/features/standing-orders/components/series-form-values';

const typed = {
  ...EMPTY_SERIES,
  patientId: 'DIAL0042',
  toFacilityId: '5f0c6a4e-2b1d-4c3e-9f8a-1a2b3c4d5e6f',
  toLocation: 'Baum Boulevard Dialysis Center',
  days: ['MON', 'WED', 'FRI'] as Weekday[],
  time: '06:30',
  startDate: '2027-03-01',
  count: '36',
};

describe('the standing-order form', () => {
  it('sends a body the server takes: the trip, the days, the time and the end', () => {
    const body = bodyOf(typed);
    expect(body).toEqual({
      trip: {
        patientId: 'DIAL0042',
        toLocation: 'Baum Boulevard Dialysis Center',
        toFacilityId: typed.toFacilityId,
        transportLevel: 'BLS',
        urgencyLevel: 'Routine',
        mobilityLevel: 'Ambulatory',
        oxygenRequired: false,
        monitoringRequired: false,
        notes: '',
        acceptanceMode: 'FIRST_TO_ACCEPT',
      },
      daysOfWeek: ['MON', 'WED', 'FRI'],
      time: '06:30',
      startDate: '2027-03-01',
      count: 36,
    });
    expect(standingOrderBody.safeParse(body).success).toBe(true);
    expect(bodyOf({ ...typed, endMode: 'date', endDate: '2027-05-31' })).toMatchObject({ endDate: '2027-05-31' });
    expect(bodyOf({ ...typed, endMode: 'date', endDate: '2027-05-31' })).not.toHaveProperty('count');
  });

  it('books the ride home with each trip: a timed return after the appointment, read back when the series is edited', () => {
    const body = bodyOf({ ...typed, returnKind: 'TIMED', appointmentMinutes: '240' });
    const parsed = standingOrderBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.trip.returnTrip).toEqual({ kind: 'TIMED', appointmentMinutes: 240 });
    const kept = { ...body, trip: parsed.data!.trip, daysOfWeek: body.daysOfWeek, everyDays: null, endDate: null } as unknown as StandingOrderView;
    expect(valuesOfSeries(kept)).toMatchObject({ returnKind: 'TIMED', appointmentMinutes: '240' });
    expect(bodyOf({ ...valuesOfSeries(kept), returnKind: '' }, kept).trip.returnTrip).toBeUndefined();
    expect(standingOrderBody.safeParse(bodyOf({ ...typed, returnKind: 'WILL_CALL' })).data?.trip.returnTrip).toEqual({ kind: 'WILL_CALL' });
  });

  it('edits a series keeping what the form does not show (the wizard\'s other fields) and its interval', () => {
    const kept = {
      trip: { patientId: 'DIAL0042', toLocation: 'Rehab', transportLevel: 'ALS', urgencyLevel: 'Routine', notes: 'Ramp at side door', notificationRadius: 50 },
      daysOfWeek: null,
      everyDays: 2,
      time: '07:00',
      startDate: '2027-03-01',
      endDate: '2027-04-30',
      count: null,
    } as unknown as StandingOrderView;
    const values = valuesOfSeries(kept);
    expect(values).toMatchObject({ days: [], endMode: 'date', endDate: '2027-04-30', transportLevel: 'ALS' });
    const body = bodyOf({ ...values, time: '07:30' }, kept);
    expect(body).toMatchObject({ everyDays: 2, time: '07:30', trip: { notes: 'Ramp at side door', notificationRadius: 50 } });
    expect(body).not.toHaveProperty('daysOfWeek');
  });

  /** A series as the server answers it for `body`: the number taken out of the request and shown masked. */
  const answered = (body: ReturnType<typeof bodyOf>): StandingOrderView => {
    const { patientContactPhone, patientContactConsent: _consent, ...trip } = standingOrderBody.parse(body).trip;
    return {
      ...body,
      trip,
      patientContact: patientContactPhone ? { phone: `•••-•••-${patientContactPhone.slice(-4)}` } : null,
      daysOfWeek: body.daysOfWeek ?? null,
      everyDays: body.everyDays ?? null,
      endDate: body.endDate ?? null,
      count: body.count ?? null,
    } as unknown as StandingOrderView;
  };
  const full = {
    ...typed,
    mobilityLevel: 'Wheelchair',
    oxygenRequired: true,
    monitoringRequired: true,
    notes: 'Dialysis chair 4, side entrance',
    patientContactPhone: '(412) 555-0142',
    patientContactConsent: true,
    acceptanceMode: 'COMPARE_OFFERS' as const,
    offerDeadlineMinutes: '30',
    repeat: 'interval' as const,
    days: [],
    everyDays: '2',
  };

  it('sends the patient contact with consent, the clinical needs, notes, compare offers and an interval, and reads them back', () => {
    const body = bodyOf(full);
    const parsed = standingOrderBody.parse(body);
    expect(parsed).toMatchObject({ everyDays: 2, count: 36 });
    expect(parsed).not.toHaveProperty('daysOfWeek');
    expect(parsed.trip).toMatchObject({
      mobilityLevel: 'Wheelchair',
      oxygenRequired: true,
      monitoringRequired: true,
      notes: 'Dialysis chair 4, side entrance',
      patientContactPhone: '+14125550142',
      patientContactConsent: true,
      acceptanceMode: 'COMPARE_OFFERS',
      offerDeadlineMinutes: 30,
    });

    // the kept series loads every field back; the number is on file, so it is kept rather than typed again
    const kept = answered(body);
    const values = valuesOfSeries(kept);
    expect(values).toEqual({ ...full, patientContactPhone: '', patientContactConsent: false, keepContact: true });
    const again = bodyOf(values, kept);
    expect(again).toMatchObject({ keepPatientContact: true, everyDays: 2 });
    expect(again.trip.patientContactPhone).toBeUndefined();
    expect(standingOrderBody.parse(again).trip).toEqual({ ...parsed.trip, patientContactPhone: undefined, patientContactConsent: undefined });
  });

  it('replaces the number on file with a typed one, or drops it, once keeping it is turned off', () => {
    const kept = answered(bodyOf(full));
    const values = { ...valuesOfSeries(kept), keepContact: false };
    const replaced = bodyOf({ ...values, patientContactPhone: '(412) 555-0177', patientContactConsent: true }, kept);
    expect(replaced).not.toHaveProperty('keepPatientContact');
    expect(standingOrderBody.parse(replaced).trip).toMatchObject({ patientContactPhone: '+14125550177', patientContactConsent: true });
    const dropped = bodyOf(values, kept);
    expect(dropped).not.toHaveProperty('keepPatientContact');
    expect(standingOrderBody.parse(dropped).trip.patientContactPhone).toBeUndefined();
    // a new series has no number on file to keep
    expect(bodyOf({ ...EMPTY_SERIES, ...typed, keepContact: true })).not.toHaveProperty('keepPatientContact');
  });

  it('goes back to first to accept without the kept deadline, and from an interval to days of the week', () => {
    const kept = answered(bodyOf(full));
    const body = bodyOf({ ...valuesOfSeries(kept), acceptanceMode: 'FIRST_TO_ACCEPT', repeat: 'days', days: ['TUE', 'THU'] }, kept);
    expect(body.trip.acceptanceMode).toBe('FIRST_TO_ACCEPT');
    expect(body.trip.offerDeadlineMinutes).toBeUndefined();
    expect(body).toMatchObject({ daysOfWeek: ['TUE', 'THU'] });
    expect(body).not.toHaveProperty('everyDays');
    expect(standingOrderBody.safeParse(body).success).toBe(true);
  });

  it('opens a series made before these fields existed with the wizard\'s defaults', () => {
    const old = { trip: { patientId: 'DIAL0042', toLocation: 'Rehab', transportLevel: 'BLS', urgencyLevel: 'Routine' }, patientContact: null, daysOfWeek: ['MON'], everyDays: null, time: '06:30', startDate: '2027-03-01', endDate: null, count: 5 };
    expect(valuesOfSeries(old as unknown as StandingOrderView)).toMatchObject({
      mobilityLevel: 'Ambulatory',
      oxygenRequired: false,
      notes: '',
      keepContact: false,
      acceptanceMode: 'FIRST_TO_ACCEPT',
      offerDeadlineMinutes: '15',
      repeat: 'days',
      everyDays: '',
    });
  });
});
