import { describe, expect, it } from 'vitest';
import { accessViewWords } from '@/domain/audit/access-log-texts';
import { accessFiltersOf, accessLogParams, NO_ACCESS_FILTERS, nextDay } from '@/web/features/access-log/access-log-query';

// midnight in New York in December: UTC-5
const newYork = (local: string) => new Date(`${local}:00-05:00`).toISOString();

describe('the access log screen', () => {
  it('names the common calls in words and shows any other call as stored', () => {
    expect(accessViewWords('GET /api/trips/:id')).toBe('Opened trip details');
    expect(accessViewWords('GET /api/trips/export')).toBe('Exported trips (CSV)');
    expect(accessViewWords('PUT /api/trips/:id/status')).toBe('Changed trip status');
    expect(accessViewWords('POST /api/crew/steps')).toBe('Crew step');
    expect(accessViewWords('GET /fhir/r4/Task/:id')).toBe('FHIR Task read');
    // a module's root call is stored with or without its closing slash
    expect(accessViewWords('GET /api/trips/')).toBe('Trip list');
    expect(accessViewWords('GET /api/crew/trips/:id/sheet')).toBe('Crew opened the trip sheet');
    expect(accessViewWords('GET /api/something/new')).toBe('GET /api/something/new');
  });

  it('asks for whole days in the reader’s zone, To included to its last millisecond', () => {
    const f = { ...NO_ACCESS_FILTERS, from: '2026-12-01', to: '2026-12-02', patientId: ' P-1 ' };
    expect(accessLogParams(f, newYork)).toEqual({ patientId: 'P-1', from: '2026-12-01T05:00:00.000Z', to: '2026-12-03T04:59:59.999Z' });
  });

  it('leaves out a range in the wrong order and the filters that do not narrow', () => {
    expect(accessLogParams({ ...NO_ACCESS_FILTERS, from: '2026-12-05', to: '2026-12-01' }, newYork)).toEqual({});
    expect(accessLogParams(NO_ACCESS_FILTERS, newYork)).toEqual({});
  });

  it('counts days on the calendar across a month’s and a year’s end', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('reads the address, ignoring a malformed date or user id', () => {
    const f = accessFiltersOf(new URLSearchParams('patient=P-9&from=2026-1-1&to=2026-12-02&user=not-a-uuid&userName=Ann'));
    expect(f).toEqual({ ...NO_ACCESS_FILTERS, patientId: 'P-9', to: '2026-12-02' });
    const id = '0b8f7d2e-4c1a-4e5b-9a61-2f3c4d5e6f70';
    expect(accessFiltersOf(new URLSearchParams(`user=${id}&userName=Ann`))).toMatchObject({ userId: id, userName: 'Ann' });
  });
});
