import { describe, expect, it } from 'vitest';
import type { UnitCapability, UnitStatus, UnitType } from '@/domain/common/enums';
import { holdsUnit, UNIT_ASSIGNMENT_MESSAGES, unitRefusal, unitsForTrip } from '@/domain/units/unit-assignment';
import type { VehicleNeed } from '@/domain/units/vehicle-fit';
import type { CredentialExpiry } from '@/domain/credentials/credential-rules';

const unit = (unitNumber: string, capabilities: UnitCapability[], currentStatus: UnitStatus = 'AVAILABLE', type: UnitType = 'AMBULANCE', isActive = true) => ({
  unitNumber,
  capabilities,
  currentStatus,
  type,
  customCapabilities: [] as string[],
  isActive,
  firstExpiry: null as CredentialExpiry | null,
});
const TODAY = '2026-12-02';
const trip = (transportLevel: VehicleNeed['transportLevel'], mobilityLevel = 'Stretcher', bariatric = false): VehicleNeed => ({ transportLevel, mobilityLevel, bariatric });

describe('which unit may go', () => {
  it('says why a unit cannot go: inactive, not in service, or the vehicle table says it cannot carry the patient', () => {
    expect(unitRefusal(unit('A-1', ['ALS'], 'AVAILABLE', 'AMBULANCE', false), trip('BLS'), TODAY)).toBe(UNIT_ASSIGNMENT_MESSAGES.inactive('A-1'));
    expect(unitRefusal(unit('A-1', ['ALS'], 'OFF_DUTY'), trip('BLS'), TODAY)).toBe(UNIT_ASSIGNMENT_MESSAGES.notInService('A-1', 'OFF_DUTY'));
    expect(unitRefusal(unit('A-1', ['BLS']), trip('ALS'), TODAY)).toBe(UNIT_ASSIGNMENT_MESSAGES.cannotCarry('A-1', 'ALS'));
    expect(unitRefusal(unit('W-1', ['WHEELCHAIR'], 'AVAILABLE', 'WHEELCHAIR_VAN'), trip('BLS', 'Wheelchair'), TODAY)).toBe(UNIT_ASSIGNMENT_MESSAGES.cannotCarry('W-1', 'BLS'));
    expect(unitRefusal(unit('A-1', ['ALS']), trip('BLS', 'Stretcher', true), TODAY)).toBe(UNIT_ASSIGNMENT_MESSAGES.notBariatric('A-1'));
    expect(unitRefusal(unit('A-1', ['ALS'], 'COMMITTED'), trip('ALS'), TODAY)).toBeNull();
    expect(unitRefusal(unit('C', [], 'AVAILABLE', 'CRITICAL_CARE'), trip('CCT'), TODAY)).toBeNull();
    const lapsed = { ...unit('A-1', ['ALS']), firstExpiry: { kind: 'INSURANCE' as const, expiresOn: '2026-12-01' } };
    expect(unitRefusal(lapsed, trip('ALS'), TODAY)).toBe("Unit A-1's insurance expired on 1 Dec 2026: it cannot be sent until it is renewed");
    expect(unitRefusal(lapsed, trip('ALS'), '2026-12-01')).toBeNull();
  });

  it('lists the units able to go, available ones first, each by number', () => {
    const units = [
      unit('A-10', ['ALS'], 'COMMITTED'),
      unit('A-9', ['ALS']),
      unit('A-2', ['BLS']),
      unit('A-1', ['ALS'], 'MAINTENANCE'),
      unit('A-3', ['CCT'], 'AVAILABLE'),
    ];
    expect(unitsForTrip(units, trip('ALS'), TODAY).map((u) => u.unitNumber)).toEqual(['A-3', 'A-9', 'A-10']);
    expect(unitsForTrip(units, trip('BLS'), TODAY).map((u) => u.unitNumber)).toEqual(['A-2', 'A-3', 'A-9', 'A-10']);
  });

  it('holds a unit only while accepted or in progress', () => {
    expect(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'].map((s) => holdsUnit(s as never))).toEqual([false, true, true, false, false]);
  });
});
