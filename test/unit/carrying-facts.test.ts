import { describe, expect, it } from 'vitest';
import { carryingFacts, mobilityInWords, weightInWords, type CarryingFactsSource } from '@/domain/trips/carrying-facts';

const NOTHING: CarryingFactsSource = {
  mobilityLevel: 'Ambulatory',
  patientWeight: null,
  oxygenRequired: false,
  monitoringRequired: false,
  isolation: false,
  bariatric: false,
  specialNeeds: null,
  specialRequirements: null,
  notes: null,
  facilityContact: null,
  fromDepartment: null,
  fromFloor: null,
  fromRoom: null,
  toDepartment: null,
  toFloor: null,
  toRoom: null,
};

describe('the facts of how a patient is carried', () => {
  it('lists every fact the facility entered, in one order and in words', () => {
    const facts = carryingFacts({
      ...NOTHING,
      mobilityLevel: 'Stretcher',
      patientWeight: 120,
      oxygenRequired: true,
      monitoringRequired: true,
      isolation: true,
      specialNeeds: 'bring slide board',
      specialRequirements: 'Second crew member',
      notes: 'Use the east elevator',
      facilityContact: { name: 'Riverside General', contactName: 'Dana Whitfield', phone: '+14125550100' },
      fromDepartment: 'Radiology',
      fromFloor: '3',
      fromRoom: '312',
      toRoom: 'B2',
    });
    expect(facts.map((f) => [f.label, f.value, f.phone])).toEqual([
      ['Mobility', 'Stretcher', null],
      ['Weight', '120 kg / 265 lb', null],
      ['Needs', 'Oxygen, Cardiac monitoring, Isolation precautions', null],
      ['Special needs', 'bring slide board', null],
      ['Special requirements', 'Second crew member', null],
      ['Notes', 'Use the east elevator', null],
      ['Facility contact', 'Dana Whitfield, Riverside General, (412) 555-0100', '+14125550100'],
      ['At pickup', 'Department Radiology · Floor 3 · Room 312', null],
      ['At destination', 'Room B2', null],
    ]);
  });

  it('leaves out what was not entered, and keeps the mobility always', () => {
    expect(carryingFacts(NOTHING).map((f) => f.key)).toEqual(['mobility']);
    expect(carryingFacts({ ...NOTHING, specialNeeds: '  ', facilityContact: { name: 'X', contactName: null, phone: null } })).toHaveLength(1);
  });

  it('reads bariatric as the need badges do: the flag, the mobility level or the weight', () => {
    const needs = (s: Partial<CarryingFactsSource>) => carryingFacts({ ...NOTHING, ...s }).find((f) => f.key === 'equipment')?.value;
    expect(needs({ patientWeight: 200 })).toBe('Bariatric');
    expect(needs({ bariatric: true })).toBe('Bariatric');
    expect(needs({ patientWeight: 80 })).toBeUndefined();
  });

  it('writes the mobility level in words, saying when the patient lies on a stretcher', () => {
    expect(mobilityInWords('Wheelchair')).toBe('Wheelchair');
    expect(mobilityInWords('Bedbound')).toBe('Bedbound, on a stretcher');
    expect(mobilityInWords('BED_BOUND')).toBe('Bed bound, on a stretcher');
    expect(mobilityInWords('STRETCHER')).toBe('Stretcher');
  });

  it('gives the weight in kilograms and whole pounds', () => {
    expect(weightInWords(82)).toBe('82 kg / 181 lb');
    expect(weightInWords(72.5)).toBe('72.5 kg / 160 lb');
  });
});
