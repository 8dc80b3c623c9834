// The control center's clock: the zone its administrators chose in Settings, else the zone most of its active
// facilities read (their chosen zone, else their state's), else the server's `TZ`. Its staff, the figures it counts by
// day, its CSV files and its alerts read this zone, and so does an organisation whose own zone is unknown.
import { z } from 'zod';
import { organisationTimeZone, TIME_ZONE_CHOICES, TIME_ZONE_VALUES, timeZoneLabel } from './time-zones';

export const CENTER_TIME_ZONE_PATH = '/api/tcc/settings/time-zone';

/** Active facilities sharing a chosen zone and a state, and how many there are. */
export interface FacilityZoneGroup {
  timeZone: string | null;
  state: string | null;
  count: number;
}

const choiceOrder = (zone: string) => {
  const i = TIME_ZONE_CHOICES.findIndex((c) => c.value === zone);
  return i < 0 ? TIME_ZONE_CHOICES.length : i;
};

/** The zone most active facilities read, a tie going to the easternmost of the tied zones; null when no facility's is known. */
export function facilitiesTimeZone(facilities: readonly FacilityZoneGroup[]): string | null {
  const counts = new Map<string, number>();
  for (const f of facilities) {
    const zone = organisationTimeZone(f);
    if (zone) counts.set(zone, (counts.get(zone) ?? 0) + f.count);
  }
  const [first] = [...counts].sort(([a, n], [b, m]) => m - n || choiceOrder(a) - choiceOrder(b));
  return first?.[0] ?? null;
}

/** The zone in force while none is chosen: the facilities' zone, else `fallback` (the server's `TZ`). */
export const automaticCenterTimeZone = (facilities: readonly FacilityZoneGroup[], fallback: string): string =>
  facilitiesTimeZone(facilities) ?? fallback;

/** The zone the control center reads: its administrators' choice, else the automatic one. */
export const centerTimeZone = (chosen: string | null, facilities: readonly FacilityZoneGroup[], fallback: string): string =>
  chosen ?? automaticCenterTimeZone(facilities, fallback);

export const CENTER_TIME_ZONE_MESSAGES = {
  timeZone: `timeZone must be null (automatic) or one of ${TIME_ZONE_VALUES.join(', ')}`,
} as const;

/** PUT body: the zone the control center reads, or null for the automatic one. */
export const centerTimeZoneBody = z.strictObject({
  timeZone: z.enum(TIME_ZONE_VALUES, CENTER_TIME_ZONE_MESSAGES.timeZone).nullable(),
});
export type CenterTimeZoneBody = z.output<typeof centerTimeZoneBody>;

/** What the time zone setting answers: the choice, the automatic zone and the zone in force. */
export const centerTimeZoneSchema = z
  .object({
    timeZone: z.enum(TIME_ZONE_VALUES).nullable().describe('The zone an administrator chose; null: the automatic one'),
    automaticTimeZone: z.string().describe("The zone in force while none is chosen: the one most active facilities read, else the server's TZ"),
    automaticFromFacilities: z.boolean().describe('Whether the automatic zone is the facilities\' (false: no facility\'s zone is known, the server\'s TZ)'),
    centerTimeZone: z.string().describe('The zone the control center reads now'),
  })
  .meta({ id: 'CenterTimeZone' });
export type CenterTimeZone = z.output<typeof centerTimeZoneSchema>;

/** How the settings name the automatic choice, its zone first (a phone's select shows the start alone): "Automatic (Eastern): the zone most facilities are in". */
export const automaticChoiceLabel = (s: Pick<CenterTimeZone, 'automaticTimeZone' | 'automaticFromFacilities'>) =>
  `Automatic (${timeZoneLabel(s.automaticTimeZone)}): ${s.automaticFromFacilities ? 'the zone most facilities are in' : "the server's zone"}`;
