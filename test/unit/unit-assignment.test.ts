import { describe, expect, it } from 'vitest';
import type { UnitCapability, UnitStatus, UnitType } from '../../src/domain/enums';
import { holdsUnit, UNIT_ASSIGNMENT_MESSAGES as M, unitCanCarry, unitRefusal, unitsForTrip } from '../../src/domain/unit-assignment';

const unit = (unitNumber: string, capabilities: UnitCapability[], currentStatus: UnitStatus = 'AVAILABLE', type: UnitType = 'AMBULANCE', isActive = true) => ({
  unitNumber,
  capabilities,
  currentStatus,
  type,
  isActive,
});

describe('which unit may go', () => {
  it('carries its own level and those below it', () => {
    expect(unitCanCarry(unit('A', ['ALS']), 'BLS')).toBe(true);
    expect(unitCanCarry(unit('A', ['ALS']), 'ALS')).toBe(true);
    expect(unitCanCarry(unit('A', ['ALS']), 'CCT')).toBe(false);
    expect(unitCanCarry(unit('C', [], 'AVAILABLE', 'CRITICAL_CARE'), 'CCT')).toBe(true);
    expect(unitCanCarry(unit('N', []), 'BLS')).toBe(false);
  });

  it('says why a unit cannot go: inactive, not in service, or not equipped', () => {
    expect(unitRefusal(unit('A-1', ['ALS'], 'AVAILABLE', 'AMBULANCE', false), 'BLS')).toBe(M.inactive('A-1'));
    expect(unitRefusal(unit('A-1', ['ALS'], 'OFF_DUTY'), 'BLS')).toBe(M.notInService('A-1', 'OFF_DUTY'));
    expect(unitRefusal(unit('A-1', ['BLS']), 'ALS')).toBe(M.cannotCarry('A-1', 'ALS'));
    expect(unitRefusal(unit('A-1', ['ALS'], 'COMMITTED'), 'ALS')).toBeNull();
  });

  it('lists the units able to go, available ones first, each by number', () => {
    const units = [
      unit('A-10', ['ALS'], 'COMMITTED'),
      unit('A-9', ['ALS']),
      unit('A-2', ['BLS']),
      unit('A-1', ['ALS'], 'MAINTENANCE'),
      unit('A-3', ['CCT'], 'AVAILABLE'),
    ];
    expect(unitsForTrip(units, 'ALS').map((u) => u.unitNumber)).toEqual(['A-3', 'A-9', 'A-10']);
    expect(unitsForTrip(units, 'BLS').map((u) => u.unitNumber)).toEqual(['A-2', 'A-3', 'A-9', 'A-10']);
  });

  it('holds a unit only while accepted or in progress', () => {
    expect(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'].map((s) => holdsUnit(s as never))).toEqual([false, true, true, false, false]);
  });
});
