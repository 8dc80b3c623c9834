import { describe, expect, it } from 'vitest';
import { GENERATED_PATIENT_ID, generatePatientId, PATIENT_ID_ALPHABET } from '@/domain/trips/patient-id';

describe('Generate ID', () => {
  it('is the letter P and 8 random uppercase alphanumerics', () => {
    for (let i = 0; i < 500; i++) expect(generatePatientId()).toMatch(/^P[A-Z0-9]{8}$/);
    expect(GENERATED_PATIENT_ID.test('P1A2B3C4D')).toBe(true);
    expect(GENERATED_PATIENT_ID.test('p1a2b3c4d')).toBe(false);
  });

  it('uses every character of the alphabet and rarely repeats an id', () => {
    const ids = Array.from({ length: 2000 }, generatePatientId);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(1)]));
    for (const ch of PATIENT_ID_ALPHABET) expect(seen.has(ch), ch).toBe(true);
  });
});
