import { describe, expect, it } from 'vitest';
import { DEFAULT_DROPDOWN_OPTIONS } from '@/domain/trips/trip-options';
import { needsStretcher, TRIP_NEED_LABELS, TRIP_NEEDS, tripNeeds, type TripNeedFacts } from '@/domain/trips/trip-needs';
import { BARIATRIC_WEIGHT_KG } from '@/domain/units/vehicle-fit';

/** A walking patient needing nothing special, never escalated. */
const plain: TripNeedFacts = { mobilityLevel: 'Ambulatory', oxygenRequired: false, isolation: false, bariatric: false, patientWeight: 80, escalatedAt: null };
const needsOf = (over: Partial<TripNeedFacts>) => tripNeeds({ ...plain, ...over });

describe('the need badges of a trip row', () => {
  it('shows none for a walking patient of ordinary weight who needs no oxygen or isolation', () => {
    expect(tripNeeds(plain)).toEqual([]);
    expect(needsOf({ patientWeight: null })).toEqual([]);
  });

  it('asks for a stretcher when the patient travels lying down, whatever the facility calls the level', () => {
    expect(DEFAULT_DROPDOWN_OPTIONS.mobility.filter(needsStretcher)).toEqual(['Stretcher', 'Bedbound']);
    for (const level of ['stretcher', 'Bed-bound', 'Bed bound', 'Bedridden', 'Gurney transfer', 'Bariatric stretcher']) {
      expect(needsStretcher(level), level).toBe(true);
    }
    for (const level of ['Ambulatory', 'Wheelchair', 'Walker', 'Assisted', '']) expect(needsStretcher(level), level).toBe(false);
  });

  it('asks for bariatric equipment when marked so, when the mobility level says so, or from 159 kg (350 lb) up', () => {
    expect(BARIATRIC_WEIGHT_KG).toBe(159);
    expect(needsOf({ bariatric: true })).toEqual(['bariatric']);
    expect(needsOf({ mobilityLevel: 'Bariatric wheelchair' })).toEqual(['bariatric']);
    expect(needsOf({ patientWeight: 159 })).toEqual(['bariatric']);
    expect(needsOf({ patientWeight: 158.9 })).toEqual([]);
  });

  it('reads oxygen, isolation and escalation from their own fields', () => {
    expect(needsOf({ oxygenRequired: true })).toEqual(['oxygen']);
    expect(needsOf({ isolation: true })).toEqual(['isolation']);
    expect(needsOf({ escalatedAt: '2030-06-03T09:45:00.000Z' })).toEqual(['escalated']);
  });

  it('lists every need once, the vehicle first and escalation last', () => {
    const all = { mobilityLevel: 'Bariatric stretcher', oxygenRequired: true, isolation: true, bariatric: true, patientWeight: 200, escalatedAt: '2030-06-03T09:45:00.000Z' };
    expect(tripNeeds(all)).toEqual(['stretcher', 'bariatric', 'oxygen', 'isolation', 'escalated']);
    expect(TRIP_NEEDS.map((n) => TRIP_NEED_LABELS[n])).toEqual(['Stretcher', 'Bariatric', 'Oxygen', 'Isolation', 'Escalated']);
  });
});
