// The text messages a trip's patient gets at the contact number the facility recorded with consent, and the rules
// around them. A text says only when and by whom: never the patient's name, diagnosis, level of care, needs or notes,
// because a phone's lock screen shows it to whoever holds the phone.
import { z } from 'zod';
import { parsePhoneNumber, PHONE_INPUT_MAX_LENGTH, TEXTABLE_NUMBER_MESSAGE } from '../common/phone-number';
import { isTextableNumber } from '../common/textable-number';
import { clockTime } from '../common/time-zones';

/** The moments the patient is texted about. */
export type PatientTextEvent =
  | { kind: 'booked'; pickupAt: Date; agencyName: string }
  | { kind: 'onItsWay'; arrivalAt: Date | null; agencyName: string }
  | { kind: 'unbooked'; pickupAt: Date }
  | { kind: 'cancelled'; pickupAt: Date };

export const PATIENT_TEXT_STOP_LINE = 'Reply STOP to opt out.';

/** Each text without its STOP line, its times already written on the facility's clock. */
export const PATIENT_TEXTS = {
  booked: (time: string, agency: string) => `Your transport is booked for ${time} with ${agency}.`,
  onItsWay: (agency: string) => `${agency} is on its way to pick you up.`,
  onItsWayAt: (agency: string, time: string) => `${agency} is on its way to pick you up, arriving about ${time}.`,
  unbooked: (time: string) => `Your transport for ${time} is not booked after all. We will text you once it is.`,
  cancelled: (time: string) => `Your transport for ${time} has been cancelled. Your care team will contact you.`,
} as const;

/** The whole text for the event, its times in the facility's zone. */
export function patientText(event: PatientTextEvent, timeZone: string): string {
  const at = (d: Date) => clockTime(d, timeZone);
  const text =
    event.kind === 'booked'
      ? PATIENT_TEXTS.booked(at(event.pickupAt), event.agencyName)
      : event.kind === 'onItsWay'
        ? event.arrivalAt
          ? PATIENT_TEXTS.onItsWayAt(event.agencyName, at(event.arrivalAt))
          : PATIENT_TEXTS.onItsWay(event.agencyName)
        : event.kind === 'unbooked'
          ? PATIENT_TEXTS.unbooked(at(event.pickupAt))
          : PATIENT_TEXTS.cancelled(at(event.pickupAt));
  return `${text} ${PATIENT_TEXT_STOP_LINE}`;
}

export const PATIENT_CONTACT_MESSAGES = {
  notAPhone: 'patientContactPhone must be a phone number, like (412) 555-0123 or +44 20 7946 0958',
  consentRequired: 'patientContactConsent: confirm the patient agreed to be texted at this number, or leave the patient contact phone empty',
  notTextable: `patientContactPhone: ${TEXTABLE_NUMBER_MESSAGE}`,
} as const;

/** The patient's contact number as typed, kept in E.164; a refusal names the field, which the request has among many. */
export const patientContactPhoneField = z
  .string()
  .max(PHONE_INPUT_MAX_LENGTH, PATIENT_CONTACT_MESSAGES.notAPhone)
  .transform((text, ctx) => {
    const e164 = parsePhoneNumber(text);
    if (e164) return e164;
    ctx.issues.push({ code: 'custom', message: PATIENT_CONTACT_MESSAGES.notAPhone, input: text });
    return z.NEVER;
  });

/** What a request says of the patient's contact: the number as read (E.164, or none) and whether consent was given. */
export interface PatientContactInput {
  patientContactPhone?: string | null;
  patientContactConsent?: boolean;
}

/** The number to record, null when none was given, or the refusal naming the field. */
export function patientContactOf(b: PatientContactInput): { ok: true; phone: string | null } | { ok: false; message: string } {
  const phone = b.patientContactPhone ?? null;
  if (phone === null) return { ok: true, phone: null };
  if (!isTextableNumber(phone)) return { ok: false, message: PATIENT_CONTACT_MESSAGES.notTextable };
  if (b.patientContactConsent !== true) return { ok: false, message: PATIENT_CONTACT_MESSAGES.consentRequired };
  return { ok: true, phone };
}

// the words carriers treat as an opt-out or an opt-in, whatever the case and spacing
const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN_WORDS = new Set(['START']);

/** What an incoming text asks: to stop texts, to start them again, or nothing TCC acts on. */
export function optOutRequest(body: string): 'OPT_OUT' | 'OPT_IN' | null {
  const word = body.trim().toUpperCase();
  if (OPT_OUT_WORDS.has(word)) return 'OPT_OUT';
  return OPT_IN_WORDS.has(word) ? 'OPT_IN' : null;
}

/** How long after its trip ended a patient's number is kept. */
export const PATIENT_CONTACT_RETENTION_DAYS = 30;

/** A number as the facility's details show it: only its last 4 digits, "•••-•••-0123". */
export const maskedPhone = (e164: string): string => `•••-•••-${e164.slice(-4)}`;

/** The patient's contact as the requesting facility's trip details show it: the number masked, with who recorded consent. */
export const patientContactViewSchema = z
  .object({
    phone: z.string().describe('Only its last 4 digits: •••-•••-0123'),
    consentRecordedBy: z.string(),
    consentRecordedAt: z.string(),
  })
  .meta({ id: 'PatientContact' });
