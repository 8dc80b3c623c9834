// How the patient is carried and where to go, in words: the one ordered list of labelled facts that the crew app, the
// agency's trip panel, the facility's and the control center's details and the trip sheet all show, so every reader
// sees the same facts in the same words and order. Only what the facility entered is listed; nothing is guessed.
import { z } from 'zod';
import { phoneForDisplay } from '../common/phone-number';
import { needsBariatric, patientPosition } from '../units/vehicle-fit';

/** Department, floor and room at one end of the trip, as the facility entered them (each may be missing). */
export interface BuildingDetails {
  department: string | null;
  floor: string | null;
  room: string | null;
}

/** Whom the crew calls at the requesting facility. */
export interface FacilityContact {
  /** The facility's name. */
  name: string;
  contactName: string | null;
  phone: string | null;
}

/** The trip's fields the facts are read from: the trip details and the crew's trip both hold them under these names. */
export interface CarryingFactsSource {
  mobilityLevel: string;
  patientWeight: number | null;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  isolation: boolean;
  bariatric: boolean;
  specialNeeds: string | null;
  specialRequirements: string | null;
  notes: string | null;
  facilityContact: FacilityContact | null;
  fromDepartment: string | null;
  fromFloor: string | null;
  fromRoom: string | null;
  toDepartment: string | null;
  toFloor: string | null;
  toRoom: string | null;
}

export const CARRYING_FACT_KEYS = [
  'mobility',
  'weight',
  'equipment',
  'specialNeeds',
  'specialRequirements',
  'notes',
  'facilityContact',
  'pickupWhere',
  'destinationWhere',
] as const;
export type CarryingFactKey = (typeof CARRYING_FACT_KEYS)[number];

export const CARRYING_FACT_LABELS: Record<CarryingFactKey, string> = {
  mobility: 'Mobility',
  weight: 'Weight',
  equipment: 'Needs',
  specialNeeds: 'Special needs',
  specialRequirements: 'Special requirements',
  notes: 'Notes',
  facilityContact: 'Facility contact',
  pickupWhere: 'At pickup',
  destinationWhere: 'At destination',
};

export const CARRYING_FACT_WORDS = {
  oxygen: 'Oxygen',
  monitoring: 'Cardiac monitoring',
  isolation: 'Isolation precautions',
  bariatric: 'Bariatric',
  onStretcher: 'on a stretcher',
  department: 'Department',
  floor: 'Floor',
  room: 'Room',
} as const;

/** One fact: its label and value in words; `phone` is the number to dial (digits and +) where the fact names one. */
export interface CarryingFact {
  key: CarryingFactKey;
  label: string;
  value: string;
  phone: string | null;
}

export const carryingFactSchema = z
  .object({
    key: z.enum(CARRYING_FACT_KEYS),
    label: z.string(),
    value: z.string(),
    phone: z.string().nullable().describe('The number to dial (digits and +) where the fact names one; else null'),
  })
  .meta({ id: 'CarryingFact' });

export const facilityContactSchema = z
  .object({ name: z.string(), contactName: z.string().nullable(), phone: z.string().nullable() })
  .meta({ id: 'FacilityContact' });

const POUNDS_PER_KG = 2.20462;

/** "120 kg / 265 lb": the weight as the facility entered it (kg) and in pounds, whole. */
export const weightInWords = (kg: number) => `${Number(kg.toFixed(1))} kg / ${Math.round(kg * POUNDS_PER_KG)} lb`;

/**
 * The mobility level in words: a code such as BED_BOUND reads "Bed bound"; a wording that means lying down without
 * saying so (Bedbound) adds "on a stretcher", read as the vehicle-fit table reads it.
 */
export function mobilityInWords(level: string): string {
  const text = level.trim();
  const words = /^[A-Z_]+$/.test(text) ? text.charAt(0) + text.slice(1).toLowerCase().replaceAll('_', ' ') : text;
  if (words === '') return words;
  return patientPosition(text) === 'LYING' && !/stretcher/i.test(words) ? `${words}, ${CARRYING_FACT_WORDS.onStretcher}` : words;
}

/** "Department Radiology · Floor 3 · Room 312", the parts the facility entered; null when none. */
export function buildingInWords(b: BuildingDetails): string | null {
  const W = CARRYING_FACT_WORDS;
  const parts = [
    b.department && `${W.department} ${b.department}`,
    b.floor && `${W.floor} ${b.floor}`,
    b.room && `${W.room} ${b.room}`,
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' · ');
}

const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');
const blank = (text: string | null) => text === null || text.trim() === '';

/** The facts in their fixed order, each only when the facility entered it (mobility always). */
export function carryingFacts(t: CarryingFactsSource): CarryingFact[] {
  const W = CARRYING_FACT_WORDS;
  const equipment = [
    t.oxygenRequired && W.oxygen,
    t.monitoringRequired && W.monitoring,
    t.isolation && W.isolation,
    // as the need badges read it: the flag, a bariatric mobility level or the weight
    needsBariatric(t) && W.bariatric,
  ].filter((w) => w !== false);
  const contact = t.facilityContact;
  const contactWords =
    contact && (contact.contactName || contact.phone)
      ? [contact.contactName, contact.name, contact.phone && phoneForDisplay(contact.phone)].filter(Boolean).join(', ')
      : null;
  const values: Record<CarryingFactKey, { value: string | null; phone?: string | null }> = {
    mobility: { value: mobilityInWords(t.mobilityLevel) || null },
    weight: { value: t.patientWeight === null ? null : weightInWords(t.patientWeight) },
    equipment: { value: equipment.length === 0 ? null : equipment.join(', ') },
    specialNeeds: { value: blank(t.specialNeeds) ? null : t.specialNeeds },
    specialRequirements: { value: blank(t.specialRequirements) ? null : t.specialRequirements },
    notes: { value: blank(t.notes) ? null : t.notes },
    facilityContact: { value: contactWords, phone: contact?.phone ? dialable(contact.phone) : null },
    pickupWhere: { value: buildingInWords({ department: t.fromDepartment, floor: t.fromFloor, room: t.fromRoom }) },
    destinationWhere: { value: buildingInWords({ department: t.toDepartment, floor: t.toFloor, room: t.toRoom }) },
  };
  return CARRYING_FACT_KEYS.flatMap((key) => {
    const { value, phone = null } = values[key];
    return value === null ? [] : [{ key, label: CARRYING_FACT_LABELS[key], value, phone }];
  });
}
