// The server names a refused field by its payload key ("scheduledTime must be a date and time") so that an API client
// can correct itself; a person reads the same sentence with the field named as the screens name it.

/** Payload keys whose screen label is not simply the key's words. */
const SCREEN_LABELS: Readonly<Record<string, string>> = {
  toFacilityId: 'Destination Facility',
  fromFacilityId: 'From Location',
  diagnosis: 'Primary Diagnosis',
  selectedAgencies: 'Agencies to Ask',
  generateQRCode: 'Generate QR Code',
  escalationMinutes: 'Escalate after',
  refreshInterval: 'Refresh interval',
  daysOfWeek: 'Days of the week',
};

const ACRONYMS = new Set(['id', 'qr', 'zip', 'url', 'eta', 'sms', 'csv', 'ems', 'tcc']);

const capitalised = (word: string): string => {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  if (lower.endsWith('s') && ACRONYMS.has(lower.slice(0, -1))) return `${lower.slice(0, -1).toUpperCase()}s`;
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** A payload key in the screens' words: "scheduledTime" → "Scheduled Time", "patientId" → "Patient ID". */
export function fieldWords(key: string): string {
  return SCREEN_LABELS[key] ?? key.split(/(?=[A-Z])/).map(capitalised).join(' ');
}

// a sentence that starts with a payload key (and maybe a path inside it) followed by what is wrong with it
const NAMED_FIELD = /^([a-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9.]+)?(?= is | must | should |: )/;

/** The payload key a refusal's sentence starts with ("scheduledTime must be …" → scheduledTime), or null. */
export const refusedKey = (message: string): string | null => NAMED_FIELD.exec(message)?.[1] ?? null;

/** A refusal as a person reads it: a leading payload key becomes the field's name; any other sentence is unchanged. */
export function refusalInWords(message: string): string {
  const named = NAMED_FIELD.exec(message);
  return named ? fieldWords(named[1]!) + message.slice(named[0].length) : message;
}
