// Crew members: the people on an agency's units, who record a transport's steps from the crew app (docs/crew.md).

export const CERTIFICATIONS = ['EMT', 'AEMT', 'PARAMEDIC', 'CRITICAL_CARE'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

export const CERTIFICATION_LABELS: Record<Certification, string> = {
  EMT: 'EMT',
  AEMT: 'AEMT',
  PARAMEDIC: 'Paramedic',
  CRITICAL_CARE: 'Critical Care',
};
