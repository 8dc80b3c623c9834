import { describe, expect, it } from 'vitest';
import { ADMIN_TRIP_MESSAGES, adminTripProblem } from '@/domain/trips/admin-trip-request';
import { tripListQuery } from '@/domain/trips/trip-views';
import {
  activeFilterCount,
  DEFAULT_TRIP_SORT,
  NO_TRIP_FILTERS,
  nextSort,
  tripFilterParams,
  tripListFromLink,
  tripListLink,
} from '@/web/features/trip-management/trip-list-state';

const ORIGIN = '11111111-1111-4111-8111-111111111111';
const DESTINATION = '22222222-2222-4222-8222-222222222222';
const form = (over: Record<string, unknown> = {}) => ({
  patientId: 'P12345678',
  originFacilityId: ORIGIN,
  destinationFacilityId: DESTINATION,
  readyStart: '2026-12-01T08:00',
  readyEnd: '2026-12-01T09:30',
  ...over,
});
/** The moment the form is checked: a month before the form's window. */
const NOW = new Date('2026-11-01T12:00:00Z');
const problem = (over: Record<string, unknown> = {}) => adminTripProblem(form(over), NOW);

describe('the admin form checks in the spec order', () => {
  it('accepts a complete request', () => {
    expect(problem()).toBeNull();
  });

  it.each(['patientId', 'originFacilityId', 'destinationFacilityId'])('asks for every required field when %s is missing', (field) => {
    expect(problem({ [field]: '' })).toBe(ADMIN_TRIP_MESSAGES.requiredFields);
  });

  it('names the required fields before the ready window, and the window before the two extra checks', () => {
    expect(problem({ patientId: ' ', readyStart: '', destinationFacilityId: ORIGIN })).toBe(ADMIN_TRIP_MESSAGES.requiredFields);
    expect(problem({ readyStart: '' })).toBe(ADMIN_TRIP_MESSAGES.readyWindow);
    expect(problem({ readyEnd: 'tomorrow' })).toBe(ADMIN_TRIP_MESSAGES.readyWindow);
    expect(problem({ readyEnd: '', destinationFacilityId: ORIGIN })).toBe(ADMIN_TRIP_MESSAGES.readyWindow);
  });

  it('refuses the same facility at both ends, then a window that ends before it starts', () => {
    expect(problem({ destinationFacilityId: ORIGIN, readyEnd: '2026-12-01T07:00' })).toBe(ADMIN_TRIP_MESSAGES.samePlace);
    expect(problem({ readyEnd: '2026-12-01T07:00' })).toBe(ADMIN_TRIP_MESSAGES.readyWindowOrder);
    expect(problem({ readyEnd: '2026-12-01T08:00' })).toBe(ADMIN_TRIP_MESSAGES.readyWindowOrder);
  });

  it('refuses a window starting more than an hour ago, and reads one starting within the hour as now', () => {
    expect(problem({ readyStart: '2026-10-25T12:00', readyEnd: '2026-10-25T13:00' })).toBe(ADMIN_TRIP_MESSAGES.longPast);
    expect(problem({ readyStart: '2026-11-01T10:59', readyEnd: '2026-11-01T13:00' })).toBe(ADMIN_TRIP_MESSAGES.longPast);
    expect(problem({ readyStart: '2026-11-01T11:30', readyEnd: '2026-11-01T13:00' })).toBeNull();
    // started half an hour ago and already over: read from now, it ends before it starts
    expect(problem({ readyStart: '2026-11-01T11:30', readyEnd: '2026-11-01T11:45' })).toBe(ADMIN_TRIP_MESSAGES.readyWindowOrder);
    expect(adminTripProblem(form({ readyStart: '2026-11-01T06:30', readyEnd: '2026-11-01T08:00' }), NOW, 'America/New_York')).toBeNull();
  });
});

describe('the Trip Management list state', () => {
  it('sorts a newly clicked column ascending and toggles it on the next click', () => {
    expect(DEFAULT_TRIP_SORT).toEqual({ sort: 'createdAt', order: 'desc' });
    const first = nextSort(DEFAULT_TRIP_SORT, 'tripNumber');
    expect(first).toEqual({ sort: 'tripNumber', order: 'asc' });
    expect(nextSort(first, 'tripNumber')).toEqual({ sort: 'tripNumber', order: 'desc' });
    expect(nextSort(nextSort(first, 'tripNumber'), 'tripNumber')).toEqual({ sort: 'tripNumber', order: 'asc' });
    expect(nextSort(first, 'scheduledTime')).toEqual({ sort: 'scheduledTime', order: 'asc' });
  });

  it('sends only the filters that narrow, in a query the server accepts', () => {
    expect(tripFilterParams(NO_TRIP_FILTERS, DEFAULT_TRIP_SORT)).toEqual({ sort: 'createdAt', order: 'desc' });
    const filters = { search: '  riverside ', status: 'PENDING', priority: 'HIGH', transportLevel: 'Other', dateRange: '7d', hospitalId: ORIGIN, escalated: 'true' } as const;
    const params = tripFilterParams(filters, { sort: 'scheduledTime', order: 'asc' });
    expect(params).toEqual({ ...filters, search: 'riverside', escalated: 'true', sort: 'scheduledTime', order: 'asc' });
    expect(tripListQuery.safeParse(params).data).toMatchObject({ escalated: true });
    expect(activeFilterCount(filters)).toBe(7);
    expect(activeFilterCount({ ...NO_TRIP_FILTERS, search: '   ' })).toBe(0);
  });

  it('a link opens the list with the filters and order it names, and nothing else', () => {
    const link = tripListLink({ status: 'PENDING', escalated: true, sort: { sort: 'createdAt', order: 'asc' } });
    expect(link).toBe('/dashboard/trips?status=PENDING&escalated=true&sort=createdAt&order=asc');
    const opened = tripListFromLink(new URL(link, 'http://tcc.test').searchParams);
    expect(opened).toEqual({ filters: { ...NO_TRIP_FILTERS, status: 'PENDING', escalated: 'true' }, sort: { sort: 'createdAt', order: 'asc' } });
    expect(tripListFromLink(new URLSearchParams(tripListLink({ escalated: false }).split('?')[1])).filters.escalated).toBe('false');
    // what a link cannot name is the list's default
    expect(tripListFromLink(new URLSearchParams('status=SLEEPING&sort=id&order=asc&escalated=1'))).toEqual({ filters: NO_TRIP_FILTERS, sort: DEFAULT_TRIP_SORT });
    expect(tripListLink({})).toBe('/dashboard/trips');
  });
});
