// The control center's Create Transport Request form: one schema for form and server.
import { z } from 'zod';
import { allowDuplicateField } from './duplicate-requests';
import { TRIP_PRIORITIES } from '../common/enums';
import { uuidPattern } from '../common/form-fields';
import { isDateTimeText, parseScheduledTime } from './scheduled-time';
import { transportLevelField } from './trip-request';
import { readTripRequest, TRIP_REQUEST_RULE_MESSAGES } from './trip-request-rules';

export const ADMIN_TRIP_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  readyWindow: 'Please select ready time window',
  // beyond the spec, which shows no such checks: the rules of every request (trip-request-rules.ts)
  ...TRIP_REQUEST_RULE_MESSAGES,
  // the specification's catalogue texts
  loadPlacesFailed: 'Failed to load facilities',
  createFailed: 'Failed to create transport request',
  created: 'Transport request created successfully!',
} as const;
/** How long the admin form's success banner shows. */
export const ADMIN_TRIP_BANNER_MS = 5000;

// Each required field answers with the spec's one text, whether it is missing, blank or not an id.
const required = (inner: z.ZodString) => z.string({ error: ADMIN_TRIP_MESSAGES.requiredFields }).trim().pipe(inner);
const placeId = required(z.string().regex(uuidPattern, ADMIN_TRIP_MESSAGES.requiredFields));
const readyTime = z
  .string({ error: ADMIN_TRIP_MESSAGES.readyWindow })
  .trim()
  .refine(isDateTimeText, ADMIN_TRIP_MESSAGES.readyWindow);

/** POST /api/trips: defaults BLS, MEDIUM, no isolation, not bariatric; the server also checks the window's order and the two ends. */
export const adminTripBody = z.strictObject({
  patientId: required(z.string().min(1, ADMIN_TRIP_MESSAGES.requiredFields).max(50)),
  originFacilityId: placeId,
  destinationFacilityId: placeId,
  transportLevel: transportLevelField.default('BLS'),
  priority: z.enum(TRIP_PRIORITIES).default('MEDIUM'),
  specialRequirements: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(1000).optional(),
  ),
  readyStart: readyTime,
  readyEnd: readyTime,
  isolation: z.boolean().default(false),
  bariatric: z.boolean().default(false),
  allowDuplicate: allowDuplicateField,
});
export type AdminTripInput = z.input<typeof adminTripBody>;
export type AdminTripBody = z.output<typeof adminTripBody>;

const SPEC_ORDER: readonly string[] = [ADMIN_TRIP_MESSAGES.requiredFields, ADMIN_TRIP_MESSAGES.readyWindow];

/**
 * The one message the form shows for a body, checked in the spec's order (required fields, then the ready window),
 * then the rules of every request (different places, not long past, a window that ends after it starts); null when
 * it may be sent. Times without an offset are read in `timeZone`.
 */
export function adminTripProblem(body: AdminTripInput, now: Date, timeZone = 'UTC'): string | null {
  const parsed = adminTripBody.safeParse(body);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((i) => i.message);
    return SPEC_ORDER.find((m) => messages.includes(m)) ?? messages[0] ?? ADMIN_TRIP_MESSAGES.requiredFields;
  }
  const b = parsed.data;
  const start = parseScheduledTime(b.readyStart, timeZone);
  const end = parseScheduledTime(b.readyEnd, timeZone);
  if (!start || !end) return ADMIN_TRIP_MESSAGES.readyWindow;
  const reading = readTripRequest(
    { origin: { placeId: b.originFacilityId, names: [] }, destination: { placeId: b.destinationFacilityId, names: [] }, start, end },
    now,
  );
  return reading.ok ? null : reading.message;
}
