import { describe, expect, it } from 'vitest';
import { canServeLevel } from '@/domain/trips/agency-matching';
import { UNIT_CAPABILITIES, UNIT_TYPES } from '@/domain/common/enums';
import {
  CAPABILITY_FIT,
  highestLevelCarried,
  BARIATRIC_WEIGHT_KG,
  needsBariatric,
  patientPosition,
  UNIT_TYPE_FIT,
  unitCanCarry,
  unitCarries,
  vehicleMisfit,
  type VehicleNeed,
} from '@/domain/units/vehicle-fit';

const trip = (transportLevel: VehicleNeed['transportLevel'], mobilityLevel = 'Ambulatory', bariatric = false): VehicleNeed => ({ transportLevel, mobilityLevel, bariatric });

describe('the vehicle-fit table', () => {
  it('has one line for every unit type and every capability', () => {
    expect(UNIT_TYPE_FIT.map((r) => r.type).sort()).toEqual([...UNIT_TYPES].sort());
    expect(CAPABILITY_FIT.map((r) => r.capability).sort()).toEqual([...UNIT_CAPABILITIES].sort());
  });

  it('reads the request forms\' mobility levels, any case; an unknown wording needs a stretcher', () => {
    expect(['Ambulatory', 'Wheelchair', 'Stretcher', 'Bedbound'].map(patientPosition)).toEqual(['SEATED', 'WHEELCHAIR', 'LYING', 'LYING']);
    expect(patientPosition(' wheelchair ')).toBe('WHEELCHAIR');
    expect(patientPosition(undefined)).toBe('SEATED');
    expect(patientPosition('Gurney with isolette')).toBe('LYING');
    // the wordings facilities add: read as the need badges read them
    expect(['Bed-bound', 'Bedridden', 'Bariatric stretcher'].map(patientPosition)).toEqual(['LYING', 'LYING', 'LYING']);
    expect(['Walker', 'Assisted', 'Bariatric wheelchair', ''].map(patientPosition)).toEqual(['SEATED', 'SEATED', 'WHEELCHAIR', 'SEATED']);
    expect(patientPosition('Transfer board')).toBe('LYING');
  });
});

describe('unit type lines', () => {
  it('AMBULANCE: carries every position; its levels come from its crew capabilities', () => {
    const bls = { type: 'AMBULANCE' as const, capabilities: ['BLS' as const] };
    expect(unitCanCarry(bls, trip('BLS', 'Stretcher'))).toBe(true);
    expect(unitCanCarry(bls, trip('BLS', 'Wheelchair'))).toBe(true);
    expect(vehicleMisfit(bls, trip('ALS'))).toBe('LEVEL_OF_CARE');
    expect(vehicleMisfit({ type: 'AMBULANCE', capabilities: ['OXYGEN'] }, trip('BLS'))).toBe('LEVEL_OF_CARE');
  });

  it('CRITICAL_CARE: every level and position, without listing a capability', () => {
    const cc = { type: 'CRITICAL_CARE' as const, capabilities: [] };
    for (const level of ['BLS', 'ALS', 'CCT'] as const) expect(unitCanCarry(cc, trip(level, 'Bedbound'))).toBe(true);
  });

  it('WHEELCHAIR_VAN: never a level of care, so never a BLS trip even of a seated patient, and never a stretcher', () => {
    const van = { type: 'WHEELCHAIR_VAN' as const, capabilities: ['WHEELCHAIR' as const] };
    expect(unitCarries(van).positions).toEqual(new Set(['SEATED', 'WHEELCHAIR']));
    expect(vehicleMisfit(van, trip('BLS', 'Wheelchair'))).toBe('LEVEL_OF_CARE');
    expect(vehicleMisfit(van, trip('BLS', 'Ambulatory'))).toBe('LEVEL_OF_CARE');
    // capabilities never widen a van
    const listed = { type: 'WHEELCHAIR_VAN' as const, capabilities: ['BLS' as const, 'STRETCHER' as const], customCapabilities: ['Bariatric lift'] };
    expect(unitCarries(listed)).toEqual({ levels: new Set(), positions: new Set(['SEATED', 'WHEELCHAIR']), bariatric: false });
  });

  it('OTHER: levels and positions both from its capabilities', () => {
    const car = { type: 'OTHER' as const, capabilities: ['BLS' as const] };
    expect(unitCanCarry(car, trip('BLS', 'Ambulatory'))).toBe(true);
    expect(vehicleMisfit(car, trip('BLS', 'Wheelchair'))).toBe('MOBILITY');
    expect(unitCanCarry({ ...car, capabilities: ['BLS', 'WHEELCHAIR'] }, trip('BLS', 'Wheelchair'))).toBe(true);
    expect(vehicleMisfit({ ...car, capabilities: ['BLS', 'WHEELCHAIR'] }, trip('BLS', 'Stretcher'))).toBe('MOBILITY');
    expect(unitCanCarry({ ...car, capabilities: ['BLS', 'STRETCHER'] }, trip('BLS', 'Stretcher'))).toBe(true);
  });
});

describe('capability lines', () => {
  const other = (...capabilities: (typeof UNIT_CAPABILITIES)[number][]) => unitCarries({ type: 'OTHER', capabilities });
  it('BLS, ALS, CCT: nested levels, and a seat for a walking patient', () => {
    expect(other('BLS').levels).toEqual(new Set(['BLS']));
    expect(other('ALS').levels).toEqual(new Set(['BLS', 'ALS']));
    expect(other('CCT').levels).toEqual(new Set(['BLS', 'ALS', 'CCT']));
    for (const c of ['BLS', 'ALS', 'CCT'] as const) expect(other(c).positions).toEqual(new Set(['SEATED']));
  });
  it('WHEELCHAIR: seated and wheelchair patients; STRETCHER: every position; neither a level', () => {
    expect(other('WHEELCHAIR')).toMatchObject({ levels: new Set(), positions: new Set(['SEATED', 'WHEELCHAIR']) });
    expect(other('STRETCHER')).toMatchObject({ levels: new Set(), positions: new Set(['SEATED', 'WHEELCHAIR', 'LYING']) });
  });
  it('OXYGEN, MONITORING, VENTILATOR, CUSTOM: add nothing to what a unit can carry', () => {
    for (const c of ['OXYGEN', 'MONITORING', 'VENTILATOR', 'CUSTOM'] as const) expect(other(c)).toEqual({ levels: new Set(), positions: new Set(), bariatric: false });
  });
});

describe('bariatric patients', () => {
  it('need a unit listing bariatric equipment, and never a wheelchair van', () => {
    const ambulance = { type: 'AMBULANCE' as const, capabilities: ['BLS' as const] };
    expect(vehicleMisfit(ambulance, trip('BLS', 'Stretcher', true))).toBe('BARIATRIC');
    expect(unitCanCarry({ ...ambulance, customCapabilities: ['Bariatric stretcher'] }, trip('BLS', 'Stretcher', true))).toBe(true);
    expect(unitCanCarry({ type: 'CRITICAL_CARE', capabilities: [], customCapabilities: ['bariatric'] }, trip('CCT', 'Bedbound', true))).toBe(true);
  });

  it('are those marked so, those whose mobility level says so, and those from 159 kg (350 lb) up', () => {
    const ambulance = { type: 'AMBULANCE' as const, capabilities: ['BLS' as const] };
    expect(BARIATRIC_WEIGHT_KG).toBe(159);
    expect(vehicleMisfit(ambulance, { transportLevel: 'BLS', mobilityLevel: 'Stretcher', patientWeight: 159 })).toBe('BARIATRIC');
    expect(vehicleMisfit(ambulance, { transportLevel: 'BLS', mobilityLevel: 'Stretcher', patientWeight: 158.9 })).toBeNull();
    expect(vehicleMisfit(ambulance, { transportLevel: 'BLS', mobilityLevel: 'Bariatric stretcher' })).toBe('BARIATRIC');
    expect([needsBariatric({ bariatric: true }), needsBariatric({ patientWeight: null }), needsBariatric({})]).toEqual([true, false, false]);
  });
});

describe('the units list and agency matching read the same levels', () => {
  it('a unit\'s level of care is the highest the table gives it; a wheelchair van has none', () => {
    expect(highestLevelCarried({ type: 'AMBULANCE', capabilities: ['BLS', 'ALS', 'OXYGEN'] })).toBe('ALS');
    expect(highestLevelCarried({ type: 'CRITICAL_CARE', capabilities: [] })).toBe('CCT');
    expect(highestLevelCarried({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] })).toBeNull();
  });
  it('an agency with a level serves every level below it, as a crew does', () => {
    expect(canServeLevel({ serviceType: 'EMS', capabilities: ['ALS'] }, 'BLS')).toBe(true);
    expect(canServeLevel({ serviceType: 'EMS', capabilities: ['ALS'] }, 'CCT')).toBe(false);
  });
});
