// The access log's filters as the address keeps them and as the server is asked: dates are calendar days read in the
// reader's zone (the control center's, or the facility's), sent as the instants that begin and end them.
import type { AccessLogExportQuery } from '@/domain/audit/access-log';

export interface AccessLogFilters {
  patientId: string;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
  userId: string;
  /** The chip's name for `userId`, kept beside it so a reload still says whose entries these are. */
  userName: string;
}

export const NO_ACCESS_FILTERS: AccessLogFilters = { patientId: '', from: '', to: '', userId: '', userName: '' };

/** The address's query keys: `?patient=&from=&to=&user=&userName=&page=` (the portal's `tab` stays beside them). */
export const ACCESS_QUERY = { patientId: 'patient', from: 'from', to: 'to', userId: 'user', userName: 'userName', page: 'page' } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address holds; a malformed date or user id (an edited link) is ignored rather than refused. */
export function accessFiltersOf(query: URLSearchParams): AccessLogFilters {
  const get = (key: string) => query.get(key) ?? '';
  const userId = UUID.test(get(ACCESS_QUERY.userId)) ? get(ACCESS_QUERY.userId) : '';
  return {
    patientId: get(ACCESS_QUERY.patientId),
    from: DATE.test(get(ACCESS_QUERY.from)) ? get(ACCESS_QUERY.from) : '',
    to: DATE.test(get(ACCESS_QUERY.to)) ? get(ACCESS_QUERY.to) : '',
    userId,
    userName: userId ? get(ACCESS_QUERY.userName) : '',
  };
}

export const pageOf = (query: URLSearchParams): number => {
  const n = Number(query.get(ACCESS_QUERY.page));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The day after a 'YYYY-MM-DD' date, counted on the calendar (no zone involved). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export const rangeBackwards = (f: AccessLogFilters): boolean => f.from !== '' && f.to !== '' && f.from > f.to;

/**
 * The query of GET /api/access-log and its export: only the filters that narrow. `instantOf` reads a date-time input's
 * value in the reader's zone; To takes its whole day (the server's `to` is inclusive, so the last millisecond of it).
 * A range in the wrong order is left out until it is put right.
 */
export function accessLogParams(f: AccessLogFilters, instantOf: (local: string) => string | null): AccessLogExportQuery {
  const q: AccessLogExportQuery = {};
  const patientId = f.patientId.trim();
  if (patientId) q.patientId = patientId;
  if (f.userId) q.userId = f.userId;
  if (rangeBackwards(f)) return q;
  const from = f.from ? instantOf(`${f.from}T00:00`) : null;
  const end = f.to ? instantOf(`${nextDay(f.to)}T00:00`) : null;
  if (from) q.from = from;
  if (end) q.to = new Date(new Date(end).getTime() - 1).toISOString();
  return q;
}

export const activeAccessFilters = (f: AccessLogFilters): number => [f.patientId.trim(), f.from, f.to, f.userId].filter(Boolean).length;
