// Where the units are: the positions a crew's phone reports (POST /api/crew/positions) and the live map that shows them
// with the open trips (GET /api/map). docs/crew.md tells how positions are reported, docs/overview-and-lists.md who
// sees what on the map.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES, UNIT_STATUSES } from '../common/enums';
import { phoneTime, stepPositionSchema } from '../crew/crew-api';
import { TRIP_STEPS } from '../trips/trip-steps';
import { unitViewSchema } from './unit-answers';

export const MAP_PATH = '/api/map';

/** A unit's last position older than this is shown as stale: the phone stopped reporting. */
export const POSITION_STALE_MINUTES = 10;
/** How often the crew app takes the phone's position while the unit carries a patient. */
export const POSITION_REPORT_SECONDS = 30;
/** Positions in one batch: an hour of reports at the interval, so a phone back from a dead zone sends its queue at once. */
export const POSITION_BATCH_MAX = 120;
/** A position later than the server's clock by more than this, once corrected by the phone's offset, is dropped. */
export const POSITION_FUTURE_TOLERANCE_SECONDS = 5;

/** Reported positions are kept this long (the crew's whereabouts are no one's business after), then deleted. */
export const POSITION_RETENTION_DAYS = 30;

/** Whether a position taken at `positionAt` is stale at `now`; a unit that never reported one is not "stale", just unplaced. */
export const isStalePosition = (positionAt: Date | null, now: Date): boolean =>
  positionAt !== null && now.getTime() - positionAt.getTime() > POSITION_STALE_MINUTES * 60_000;

/** One position as the phone queued it: its id is made on the phone (a resend is recorded once), its time the phone's clock. */
export const reportedPositionSchema = stepPositionSchema.extend({
  id: z.uuid({ error: 'must be a UUID made on the phone' }),
  at: phoneTime,
});
export type ReportedPosition = z.output<typeof reportedPositionSchema>;

/** POST /api/crew/positions: the queued positions of the caller's shift unit; `sentAt` is the phone's clock as it sends. */
export const positionBatchBody = z.strictObject({
  sentAt: phoneTime,
  positions: z
    .array(reportedPositionSchema)
    .min(1, { error: 'at least one position' })
    .max(POSITION_BATCH_MAX, { error: `at most ${POSITION_BATCH_MAX} positions in one batch` }),
});
export type PositionBatchBody = z.output<typeof positionBatchBody>;

export const positionBatchResultSchema = z
  .object({
    recorded: z.number().int().describe('Positions stored by this batch'),
    ignored: z.number().int().describe('Positions already stored under their id (a resend) or in the future once corrected'),
  })
  .meta({ id: 'PositionBatchResult' });
export type PositionBatchResult = z.output<typeof positionBatchResultSchema>;
export const positionBatchAnswer = z.object({ success: z.literal(true), data: positionBatchResultSchema });

/** A unit on the map: where it was last reported, and the open trip it carries. */
export const mapUnitSchema = unitViewSchema
  .pick({ id: true, unitNumber: true, agencyId: true, agencyName: true, type: true })
  .extend({
    status: z.enum(UNIT_STATUSES),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    positionAt: z.string().nullable().describe('When the unit was at its position (the phone time corrected by its clock offset); null when never reported'),
    stale: z.boolean().describe(`The position is older than ${POSITION_STALE_MINUTES} minutes`),
    trip: z
      .object({ id: z.string(), tripNumber: z.string(), status: z.enum(TRIP_STATUSES), latestStep: z.enum(TRIP_STEPS).nullable() })
      .nullable()
      .describe('The open trip (ACCEPTED or IN_PROGRESS) the unit carries now: the one in progress, else the next one due'),
  })
  .meta({ id: 'MapUnit' });
export type MapUnit = z.output<typeof mapUnitSchema>;

/** An open trip on the map, at its pickup. */
export const mapTripSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    status: z.enum(TRIP_STATUSES),
    priority: z.enum(TRIP_PRIORITIES),
    transportLevel: z.enum(TRANSPORT_LEVELS),
    fromLocation: z.string(),
    fromLatitude: z.number().nullable(),
    fromLongitude: z.number().nullable(),
    toLocation: z.string(),
    toLatitude: z.number().nullable(),
    toLongitude: z.number().nullable(),
    scheduledTime: z.string(),
    assignedAgencyName: z.string().nullable(),
    assignedUnitId: z.string().nullable(),
    escalatedAt: z.string().nullable(),
  })
  .meta({ id: 'MapTrip' });
export type MapTrip = z.output<typeof mapTripSchema>;

export const liveMapSchema = z.object({ units: z.array(mapUnitSchema), trips: z.array(mapTripSchema) }).meta({ id: 'LiveMap' });
export type LiveMap = z.output<typeof liveMapSchema>;
/** GET /api/map. */
export const liveMapAnswer = z.object({ success: z.literal(true), data: liveMapSchema });
