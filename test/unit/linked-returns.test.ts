import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MINUTES,
  mayRelease,
  releaseRefusal,
  RETURN_MESSAGES,
  returnTripField,
  timedReturnPickup,
  UNLOCATED_TRAVEL_MINUTES,
} from '@/domain/trips/linked-returns';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { initialWizardValues, toRequestBody } from '@/web/features/trip-requests/wizard/wizard-values';

describe('the return a request carries', () => {
  it('takes a timed return with an appointment within bounds, as a number or the text of one', () => {
    expect(returnTripField.parse({ kind: 'TIMED', appointmentMinutes: '240' })).toEqual({ kind: 'TIMED', appointmentMinutes: 240 });
    expect(returnTripField.safeParse({ kind: 'TIMED', appointmentMinutes: APPOINTMENT_MINUTES.min }).success).toBe(true);
    expect(returnTripField.safeParse({ kind: 'TIMED', appointmentMinutes: APPOINTMENT_MINUTES.max }).success).toBe(true);
  });

  it.each([14, 721, 30.5, 'soon'])('refuses an appointment of %j minutes', (appointmentMinutes) => {
    const parsed = returnTripField.safeParse({ kind: 'TIMED', appointmentMinutes });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['appointmentMinutes'], message: RETURN_MESSAGES.appointmentMinutes });
  });

  it('needs the appointment of a timed return, not of a will-call one', () => {
    expect(returnTripField.safeParse({ kind: 'TIMED' }).error?.issues[0]?.message).toBe(RETURN_MESSAGES.appointmentRequired);
    expect(returnTripField.parse({ kind: 'WILL_CALL' })).toEqual({ kind: 'WILL_CALL' });
  });

  it('is part of the request body, so a request kept whole carries its return', () => {
    const body = { patientId: 'P1', toLocation: 'Rehab', scheduledTime: '2026-11-21T14:30', transportLevel: 'BLS', urgencyLevel: 'Routine' };
    expect(enhancedTripBody.parse({ ...body, returnTrip: { kind: 'WILL_CALL' } }).returnTrip).toEqual({ kind: 'WILL_CALL' });
    expect(enhancedTripBody.parse(body).returnTrip).toBeUndefined();
  });
});

describe('a timed return’s pickup', () => {
  const at = new Date('2026-07-01T13:00:00Z');
  it('follows the outbound’s travel and the appointment', () => {
    expect(timedReturnPickup(at, 25, 240).toISOString()).toBe('2026-07-01T17:25:00.000Z');
  });
  it('allows a fixed travel when the fee schedule has no minutes', () => {
    expect(timedReturnPickup(at, null, 15).getTime()).toBe(at.getTime() + (UNLOCATED_TRAVEL_MINUTES + 15) * 60_000);
  });
});

describe('releasing a will-call return', () => {
  const waiting = { returnKind: 'WILL_CALL' as const, returnOpenedAt: null, status: 'PENDING' as const };
  it('is allowed once, while the return waits', () => {
    expect(releaseRefusal(waiting)).toBeNull();
    expect(releaseRefusal({ ...waiting, returnOpenedAt: new Date() })).toEqual({ status: 409, message: RETURN_MESSAGES.alreadyReleased });
    expect(releaseRefusal({ ...waiting, status: 'CANCELLED' })).toEqual({ status: 409, message: RETURN_MESSAGES.notWaiting });
  });
  it('is refused for a timed return and for a trip that is no return', () => {
    expect(releaseRefusal({ ...waiting, returnKind: 'TIMED' })).toEqual({ status: 409, message: RETURN_MESSAGES.timedNotReleased });
    expect(releaseRefusal({ ...waiting, returnKind: null })).toEqual({ status: 400, message: RETURN_MESSAGES.notAReturn });
  });
  it('belongs to the requesting facility, the facility the patient waits at, and the administrators', () => {
    const trip = { hospitalId: 'h-request', pickupHospitalId: 'h-dialysis' };
    expect(mayRelease({ userType: 'HEALTHCARE', hospitalId: 'h-request' }, trip)).toBe(true);
    expect(mayRelease({ userType: 'HEALTHCARE', hospitalId: 'h-dialysis' }, trip)).toBe(true);
    expect(mayRelease({ userType: 'HEALTHCARE', hospitalId: 'h-other' }, trip)).toBe(false);
    expect(mayRelease({ userType: 'ADMIN', hospitalId: null }, trip)).toBe(true);
    expect(mayRelease({ userType: 'USER', hospitalId: null }, trip)).toBe(false);
    expect(mayRelease({ userType: 'EMS', hospitalId: null }, trip)).toBe(false);
    expect(mayRelease({ userType: 'HEALTHCARE', hospitalId: 'h-other' }, { hospitalId: 'h-request', pickupHospitalId: null })).toBe(false);
  });
});

describe('the wizard’s return choice', () => {
  const values = { ...initialWizardValues('General Hospital'), patientId: 'P1', toLocation: 'Rehab', scheduledTime: '2026-11-21T14:30' };
  it('sends no return unless one is chosen', () => {
    expect(toRequestBody(values, []).returnTrip).toBeUndefined();
  });
  it('sends a timed return with its appointment, a will-call return without one', () => {
    expect(toRequestBody({ ...values, returnKind: 'TIMED', appointmentMinutes: '240' }, []).returnTrip).toEqual({ kind: 'TIMED', appointmentMinutes: '240' });
    expect(toRequestBody({ ...values, returnKind: 'WILL_CALL', appointmentMinutes: '240' }, []).returnTrip).toEqual({ kind: 'WILL_CALL', appointmentMinutes: undefined });
    expect(enhancedTripBody.parse(toRequestBody({ ...values, returnKind: 'TIMED', appointmentMinutes: '240' }, [])).returnTrip).toEqual({ kind: 'TIMED', appointmentMinutes: 240 });
  });
});
