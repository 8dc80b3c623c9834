// The access log of patients' trip data: what an entry holds, how it is searched, and how it is answered.
import { z } from 'zod';
import { pageLimit, pageOffset } from '../common/list-paging';

export const ACCESS_LOG_PATH = '/api/access-log';

export const ACCESS_ACTIONS = ['READ', 'CHANGE'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** One request's look at (or change of) patients' trips: who, what, when and from where. */
export const accessEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().describe('When the answer was given (ISO 8601)'),
    action: z.enum(ACCESS_ACTIONS),
    view: z.string().describe('The call that read or changed the data, as method and route: "GET /api/trips/:id"'),
    actorUserId: z.string().nullable(),
    actorName: z.string(),
    actorRole: z.string(),
    keyId: z.string().nullable().describe('The API key the call was made with, if any'),
    hospitalId: z.string().nullable(),
    agencyId: z.string().nullable(),
    address: z.string().describe('The client address the call came from'),
    tripIds: z.array(z.string()),
    patientIds: z.array(z.string()),
  })
  .meta({ id: 'AccessLogEntry' });
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/** GET /api/access-log: by patient id, by user, by period; newest first, paged. */
export const accessLogQuery = z.strictObject({
  patientId: z.string().trim().min(1).max(100).optional(),
  userId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: pageLimit.default(100),
  offset: pageOffset.default(0),
});
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

/** GET /api/access-log/export: the same filters, every matching entry. */
export const accessLogExportQuery = accessLogQuery.omit({ limit: true, offset: true });
export type AccessLogExportQuery = z.infer<typeof accessLogExportQuery>;

/** The export's columns, in order. */
export const ACCESS_LOG_CSV_COLUMNS = ['Entry', 'Time (UTC)', 'Action', 'Call', 'User', 'Role', 'User ID', 'API key', 'Facility ID', 'Agency ID', 'Address', 'Trips', 'Patient IDs'] as const;
export const accessLogCsvFileName = (date: string) => `access-log-${date}.csv`;

/** The chain's first entry's stand-in for the hash before it. */
export const ACCESS_CHAIN_START = '0'.repeat(64);

/** An entry as stored: as answered, with the facilities whose trips it concerns. */
export type AccessRecord = Omit<AccessEntry, 'id'> & { tripHospitalIds: string[] };

/** What an entry's hash covers, in a fixed order: every field but its id and hashes. */
export const accessEntryContent = (e: AccessRecord): string =>
  JSON.stringify([
    e.at,
    e.action,
    e.view,
    e.actorUserId,
    e.actorName,
    e.actorRole,
    e.keyId,
    e.hospitalId,
    e.agencyId,
    e.address,
    e.tripIds,
    e.patientIds,
    e.tripHospitalIds,
  ]);

export const ACCESS_LOG_MESSAGES = {
  intact: (n: number) => `Access log intact: ${n.toLocaleString('en-US')} entries, each chained to the one before`,
  broken: (id: number) => `Access log broken at entry ${id}: it was changed, or an entry before it was removed`,
} as const;
