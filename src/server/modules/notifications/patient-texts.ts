// The patient's texts (src/domain/notifications/patient-texts.ts) as outbox messages, written in the statement or
// transaction of the change they tell of. Read beside the trip: a trip without a contact costs one index lookup.
import { sql, type SQL } from 'drizzle-orm';
import { organisationTimeZone } from '@/domain/common/time-zones';
import { patientText, type PatientTextEvent } from '@/domain/notifications/patient-texts';
import type { OutgoingMessage } from '../outbox';

/** A trip's patient contact that may be texted now, with its facility and the facility's zone; null when there is none to text. */
export interface PatientContact {
  phone: string;
  hospitalId: string;
  timeZone: string | null;
  state: string | null;
}

/**
 * The trip's PatientContact in a query over `trips`: none when the facility turned texts off or the number answered
 * STOP (the outbox looks at both again when it sends).
 */
export const patientContactOfTrip: SQL<PatientContact | null> = sql<PatientContact | null>`(select json_build_object('phone', c.phone,
    'hospitalId', h.id, 'timeZone', h.time_zone, 'state', h.state)
  from trip_patient_contacts as c join hospitals as h on h.id = trips.hospital_id
  where c.trip_id = trips.id and h.text_patients and not exists (select 1 from sms_opt_outs as o where o.phone = c.phone))`;

/** The text for the event to the contact, if there is one; `fallbackZone`: the control center's, for a facility without a zone. */
export function patientTexts(contact: PatientContact | null, event: PatientTextEvent, fallbackZone: string): OutgoingMessage[] {
  if (!contact) return [];
  const timeZone = organisationTimeZone(contact) ?? fallbackZone;
  return [{ channel: 'SMS', to: contact.phone, text: patientText(event, timeZone), hospitalId: contact.hospitalId }];
}
