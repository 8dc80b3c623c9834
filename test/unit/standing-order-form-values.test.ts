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
      trip: { patientId: 'DIAL0042', toLocation: 'Baum Boulevard Dialysis Center', toFacilityId: typed.toFacilityId, transportLevel: 'BLS', urgencyLevel: 'Routine' },
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

  it('edits a series keeping what the form does not show: the wizard fields and an interval', () => {
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
});
