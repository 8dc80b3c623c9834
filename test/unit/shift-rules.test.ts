import { describe, expect, it } from 'vitest';
import { UNIT_STATUSES } from '@/domain/common/enums';
import { canTakeShiftOn, crewUnitStatus, SHIFT_MESSAGES } from '@/domain/crew/shift-rules';

describe('the units a crew may sign on to', () => {
  it('are the active ones in service: available or committed', () => {
    const takes = UNIT_STATUSES.filter((currentStatus) => canTakeShiftOn({ isActive: true, currentStatus }));
    expect(takes).toEqual(['AVAILABLE', 'COMMITTED']);
    expect(canTakeShiftOn({ isActive: false, currentStatus: 'AVAILABLE' })).toBe(false);
  });
});

describe("the status the crew's choice sets", () => {
  const none = { accepted: false, inProgress: false };
  it('out of service, unless a patient is aboard', () => {
    expect(crewUnitStatus('OUT_OF_SERVICE', none)).toEqual({ status: 'OUT_OF_SERVICE' });
    expect(crewUnitStatus('OUT_OF_SERVICE', { accepted: true, inProgress: false })).toEqual({ status: 'OUT_OF_SERVICE' });
    expect(crewUnitStatus('OUT_OF_SERVICE', { accepted: false, inProgress: true })).toEqual({ refusal: SHIFT_MESSAGES.patientAboard });
  });

  it('back in service: available when free, committed while it holds a trip', () => {
    expect(crewUnitStatus('AVAILABLE', none)).toEqual({ status: 'AVAILABLE' });
    expect(crewUnitStatus('AVAILABLE', { accepted: true, inProgress: false })).toEqual({ status: 'COMMITTED' });
  });
});
