// The screens' words for texting patients about their transport: the wizard's contact field, the trip details, and
// the facility's switch in Settings.
export const PATIENT_TEXT_UI = {
  wizard: {
    phone: 'Patient contact phone',
    phoneHint: 'Optional. The patient is texted when the transport is booked, when the crew is on its way, and if it changes or is cancelled. No medical details are sent.',
    consent: 'The patient agreed to receive these text messages at this number',
    consentMissing: 'Confirm that the patient agreed to receive text messages at this number, or leave the patient contact phone empty.',
    /** The Review step's line for the consent. */
    consentReview: 'Text message consent',
    consentGiven: 'The patient agreed',
    consentNotGiven: 'Not confirmed',
  },
  details: {
    phone: 'Patient texts',
    consentBy: (name: string, at: string) => `Consent recorded by ${name}, ${at}`,
  },
  settings: {
    textPatients: 'Text patients about their transport',
    textPatientsHint: 'When a request has a patient contact phone with consent, the patient gets text messages about the booking, the crew on its way and changes. They can reply STOP.',
  },
} as const;
