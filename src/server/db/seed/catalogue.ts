// Vocabulary of the demo data: form options, clinical texts and settings defaults.
import type { DemoAccount } from '@/domain/session/session-answers';
import type { Certification } from '@/domain/crew/crew-members';

// the defaults every installation starts with, shared with the dropdown-option calls
export { DEFAULT_DROPDOWN_OPTIONS } from '@/domain/trips/trip-options';

/** Diagnoses that call for critical care during transport. */
export const CRITICAL_DIAGNOSES = ['Acute Myocardial Infarction', 'Sepsis', 'Respiratory Failure', 'Stroke (CVA)'];

export const SPECIAL_NEEDS = [
  'Hard of hearing; speak clearly and face the patient',
  'Patient uses a walker; bring it along',
  'Non-English speaker (Spanish); interpreter line on file',
  'Confused at times; family member will ride along',
];

export const SPECIAL_REQUIREMENTS = {
  CCT: ['Continuous IV drips (heparin, nitroglycerin)', 'Ventilator-dependent; RT to accompany', 'Arterial line monitoring'],
  isolation: 'Contact isolation (MRSA); gown and gloves required',
  bariatric: 'Bariatric stretcher and lift assist required',
};

export const TRIP_NOTES = [
  'Call the charge nurse 15 minutes before arrival.',
  'Discharge paperwork is at the nurses\u2019 station.',
  'Family will meet the patient at the destination.',
  'Patient has an appointment chair reserved at 10:30.',
  'Use the ambulance entrance on the east side.',
];

export const CANCELLATION_REASONS = [
  'Discharge postponed by attending physician',
  'Family arranged private transport',
  'Patient condition changed; admitted for further care',
  'Appointment rescheduled by the receiving facility',
  'Duplicate request',
];

/** Names of the demo accounts by role (numbers in E.164 form, as notification settings keep them); the organisation follows from the e-mail domain. */
/** The demo's desk people, by role (the crew members are named by address below). */
export const DEMO_PEOPLE: Record<Exclude<DemoAccount['role'], 'crew'>, { name: string; phone: string }> = {
  admin: { name: 'Alex Morgan', phone: '+14125550190' },
  user: { name: 'Jordan Price', phone: '+14125550191' },
  healthcare: { name: 'Sarah Mitchell, RN', phone: '+14125550192' },
  ems: { name: 'Mike Kowalski', phone: '+14125550193' },
};

/** The demo crew members of Metro EMS, by their sign-in address. */
export const DEMO_CREW: Record<string, { name: string; certification: Certification }> = {
  'medic@metro-ems.com': { name: 'Jordan Reyes', certification: 'PARAMEDIC' },
  'emt@metro-ems.com': { name: 'Sam Okafor', certification: 'EMT' },
};

/** The password of the two accounts waiting for approval (they cannot sign in until approved). */
export const PENDING_PASSWORD = 'pending1234';
