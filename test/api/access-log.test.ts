import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_CSV_COLUMNS, ACCESS_LOG_PATH, type AccessEntry } from '@/domain/audit/access-log';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { rawRows } from '@/server/db/raw-query';
import type { FastifyRequest } from 'fastify';
import { checkChain, purgeOldAccessEntries, recordAccess } from '@/server/modules/access-log';
import type { Caller } from '@/server/plugins/auth';
import { fhirCall, serviceRequest } from './fhir-fixtures';
import { newKey } from './integration-key-fixtures';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

/**
 * Every route whose answers hold patients' trip data, or that reads or changes one trip by its id: each call is
 * written to the access log. A new route that returns trip data joins this list, or this test fails.
 */
const PATIENT_DATA_ROUTES = [
  'GET /api/standing-orders/',
  'POST /api/standing-orders/',
  'GET /api/standing-orders/:id',
  'PUT /api/standing-orders/:id',
  'DELETE /api/standing-orders/:id',
  'PUT /api/standing-orders/:id/dates/:date',
  'GET /api/tcc/overview/attention',
  'GET /api/optimize/backhaul',
  'POST /api/optimize/backhaul',
  'GET /api/trips/returns-to-release',
  'POST /api/trips/:id/release-return',
  'POST /api/trips/:id/reoffer',
  'POST /api/trips/:id/phone-acceptance',
  'POST /api/trips/:id/notes',
  'POST /api/trips/enhanced',
  'POST /api/trips/',
  'GET /api/trips/',
  'GET /api/trips/:id',
  'GET /api/trips/:id/contacts',
  'PUT /api/trips/:id/status',
  'PUT /api/trips/:id/unit',
  'GET /api/trips/:id/offers',
  'PUT /api/trips/:id/offers/mine',
  'DELETE /api/trips/:id/offers/mine',
  'PUT /api/trips/:id/schedule',
  'POST /api/trips/:id/offers/:offerId/award',
  'GET /fhir/r4/metadata',
  'POST /fhir/r4/',
  'POST /fhir/r4/ServiceRequest',
  'GET /fhir/r4/Task/:id',
  'GET /api/crew/trips',
  'GET /api/crew/trips/:id/sheet',
  'POST /api/crew/steps',
];

const entries = async () => rawRows<{ id: number; view: string; action: string; actor_user_id: string | null; key_id: string | null; trip_ids: string[]; patient_ids: string[]; address: string }>(
  w.t.db,
  sql`select id::int as id, view, action, actor_user_id, key_id, trip_ids, patient_ids, address from access_log order by id`,
);
const lastEntry = async () => (await entries()).at(-1)!;
const newRequest = async (who: Headers = w.nurse) => {
  const res = await w.call('POST', '/api/trips/enhanced', who, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; patientId: string };
};

describe('the access log', () => {
  it('covers every route that returns or changes patients’ trip data', () => {
    const logged = w.t.app.routeList
      .filter((r) => (r.config as { patientData?: boolean } | undefined)?.patientData)
      .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`));
    expect([...new Set(logged)].sort()).toEqual([...PATIENT_DATA_ROUTES].sort());
  });

  it('writes who read which patient’s trip, through which call, when and from where', async () => {
    const trip = await newRequest();
    const reads: [string, Headers][] = [
      [`/api/trips/${trip.id}`, w.nurse],
      [`/api/trips/${trip.id}/contacts`, w.admin],
      ['/api/trips?limit=5', w.ems],
      ['/api/trips/export', w.user],
    ];
    for (const [url, who] of reads) {
      const before = (await entries()).length;
      const res = await w.call('GET', url, who);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const written = (await entries()).slice(before);
      expect(written.length, url).toBeGreaterThanOrEqual(1);
      expect(written.flatMap((e) => e.patient_ids), url).toContain(trip.patientId);
      expect(written.flatMap((e) => e.trip_ids), url).toContain(trip.id);
      expect(written.every((e) => e.action === 'READ' && e.address === '127.0.0.1')).toBe(true);
    }
    expect((await lastEntry()).view).toBe('GET /api/trips/export');
  });

  it('writes a change with the trip it changed, and a key caller with its key', async () => {
    const trip = await newRequest();
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'ACCEPTED' })).statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ view: 'PUT /api/trips/:id/status', action: 'CHANGE', actor_user_id: w.userIds.ems, trip_ids: [trip.id], patient_ids: [trip.patientId] });

    const key = await newKey(w, w.nurse, ['requests:write'], 'Access log EHR');
    const id = (await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', key.auth, serviceRequest())).json().id as string;
    await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, key.auth);
    expect(await lastEntry()).toMatchObject({ view: 'GET /fhir/r4/Task/:id', action: 'READ', key_id: key.id, trip_ids: [id] });
  });

  it('writes the crew’s reads of its trips and its steps', async () => {
    const unit = await newUnit(w, w.a.alsNear.id);
    const tripId = await acceptedFor(w, unit.id);
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    expect((await w.call('GET', CREW_PATHS.tripSheet(tripId), crew.auth)).statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ view: 'GET /api/crew/trips/:id/sheet', actor_user_id: crew.user.id, trip_ids: [tripId] });
    await sendSteps(w, crew.auth, [tapped(tripId, 'EN_ROUTE', Date.now(), 1)]);
    expect(await lastEntry()).toMatchObject({ view: 'POST /api/crew/steps', action: 'CHANGE', trip_ids: [tripId] });
  });

  it('writes nothing for a refused call or an answer without patient data', async () => {
    const before = (await entries()).length;
    expect((await w.call('GET', '/api/trips/00000000-0000-4000-8000-000000000000', w.nurse)).statusCode).toBe(404);
    expect((await w.call('GET', '/api/trips?status=PENDING&search=nobody-by-this-name', w.nurse)).statusCode).toBe(200);
    expect((await entries()).length).toBe(before);
  });

  it('writes calls made together as one chain, an entry each, and one entry the database refuses fails only its own call', async () => {
    const trip = await newRequest();
    const before = (await entries()).length;
    const answers = await Promise.all(Array.from({ length: 25 }, () => w.call('GET', `/api/trips/${trip.id}`, w.nurse)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
    expect((await entries()).length).toBe(before + 25);

    const request = { method: 'GET', routeOptions: { url: '/api/trips/:id' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const caller = (id: string) => ({ id, name: 'Batch', userType: 'ADMIN', hospitalId: null, agencyId: null }) as unknown as Caller;
    const seen = [{ tripId: trip.id, patientId: trip.patientId }];
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => recordAccess(w.t.db, request, caller(w.userIds.admin), seen)),
      recordAccess(w.t.db, request, caller('not-a-user-id'), seen),
      ...Array.from({ length: 5 }, () => recordAccess(w.t.db, request, caller(w.userIds.admin), seen)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected', ...Array(5).fill('fulfilled')]);
    expect((await entries()).length).toBe(before + 35);
    expect(await checkChain(w.t.db)).toMatchObject({ intact: true });
  });

  it('cannot be changed or removed, and a changed entry breaks the chain at that entry', async () => {
    await newRequest();
    expect(await checkChain(w.t.db)).toMatchObject({ intact: true });
    const target = (await entries())[1]!;
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(w.t.db.execute(sql`update access_log set actor_name = 'Someone else' where id = ${target.id}`))).toMatch(/append-only/);
    expect(await refusal(w.t.db.execute(sql`delete from access_log where id = ${target.id}`))).toMatch(/append-only/);
    // one who reaches the database around TCC: the trigger switched off, an entry altered
    await w.t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table access_log disable trigger access_log_no_update_or_delete`);
      await tx.execute(sql`update access_log set patient_ids = '{}' where id = ${target.id}`);
      await tx.execute(sql`alter table access_log enable trigger access_log_no_update_or_delete`);
    });
    expect(await checkChain(w.t.db)).toEqual({ intact: false, entries: 1, brokenAt: target.id });
  });
});

describe('searching the access log', () => {
  it('by patient id, by user and by period for the control center; a facility sees only its own trips’ entries', async () => {
    const mine = await newRequest(w.nurse);
    const theirs = await newRequest(w.nurseB);
    await w.call('GET', `/api/trips/${mine.id}`, w.admin);
    await w.call('GET', `/api/trips/${theirs.id}`, w.admin);

    const byPatient = await w.call('GET', `${ACCESS_LOG_PATH}?patientId=${mine.patientId}`, w.admin);
    expect(byPatient.statusCode, byPatient.body).toBe(200);
    const found = byPatient.json() as { data: AccessEntry[]; total: number };
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(found.data.every((e) => e.patientIds.includes(mine.patientId))).toBe(true);
    expect(found.data[0]).toMatchObject({ actorUserId: w.userIds.admin, view: 'GET /api/trips/:id', tripIds: [mine.id] });

    const byUser = (await w.call('GET', `${ACCESS_LOG_PATH}?userId=${w.userIds.admin}&limit=50`, w.admin)).json().data as AccessEntry[];
    expect(byUser.every((e) => e.actorUserId === w.userIds.admin)).toBe(true);
    const future = (await w.call('GET', `${ACCESS_LOG_PATH}?from=2099-01-01T00:00:00Z`, w.admin)).json();
    expect(future).toMatchObject({ data: [], total: 0 });

    const facility = (await w.call('GET', `${ACCESS_LOG_PATH}?limit=500`, w.nurse)).json().data as AccessEntry[];
    expect(facility.some((e) => e.tripIds.includes(mine.id) && e.actorUserId === w.userIds.admin)).toBe(true);
    expect(facility.some((e) => e.tripIds.includes(theirs.id))).toBe(false);

    // the control center's list names both facilities' trips: each facility reads its own part of that entry alone
    expect((await w.call('GET', '/api/trips?limit=500', w.admin)).statusCode).toBe(200);
    const [listEntry] = (await w.call('GET', `${ACCESS_LOG_PATH}?userId=${w.userIds.admin}&limit=1`, w.nurse)).json().data as AccessEntry[];
    expect(listEntry!.view).toBe('GET /api/trips');
    expect(listEntry!.tripIds).toContain(mine.id);
    expect(listEntry!.tripIds).not.toContain(theirs.id);
    expect(listEntry!.patientIds).toContain(mine.patientId);
    expect(listEntry!.patientIds).not.toContain(theirs.patientId);
    const [adminView] = (await w.call('GET', `${ACCESS_LOG_PATH}?userId=${w.userIds.admin}&limit=1`, w.admin)).json().data as AccessEntry[];
    expect(adminView!.patientIds).toEqual(expect.arrayContaining([mine.patientId, theirs.patientId]));
    expect((await w.call('GET', `${ACCESS_LOG_PATH}?patientId=${theirs.patientId}`, w.nurse)).json().total).toBe(0);
  });

  it('exports the matching entries as a CSV file', async () => {
    const trip = await newRequest();
    await w.call('GET', `/api/trips/${trip.id}`, w.admin);
    const res = await w.call('GET', `${ACCESS_LOG_PATH}/export?patientId=${trip.patientId}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(ACCESS_LOG_CSV_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).every((l) => l.includes(trip.patientId))).toBe(true);
    expect(lines[1]).toContain('GET /api/trips/:id');
    expect((await w.call('GET', `${ACCESS_LOG_PATH}/export`, w.ems)).statusCode).toBe(403);
  });

  it('is refused to the agency, the read-only control center and anonymous callers, and bad filters are 400', async () => {
    expect((await w.call('GET', ACCESS_LOG_PATH, w.ems)).statusCode).toBe(403);
    expect((await w.call('GET', ACCESS_LOG_PATH, w.user)).statusCode).toBe(403);
    expect((await w.call('GET', ACCESS_LOG_PATH, {})).statusCode).toBe(401);
    expect((await w.call('GET', `${ACCESS_LOG_PATH}?userId=not-an-id`, w.admin)).statusCode).toBe(400);
    expect((await w.call('GET', `${ACCESS_LOG_PATH}?from=yesterday`, w.admin)).statusCode).toBe(400);
  });

  it('keeps entries for the retention period: the purge removes only older ones', async () => {
    const count = async () => (await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from access_log`))[0]!.n;
    const before = await count();
    await purgeOldAccessEntries(w.t.db, new Date(), 2192);
    expect(await count()).toBe(before);
    await purgeOldAccessEntries(w.t.db, new Date(Date.now() + 3 * 86_400_000), 1);
    expect(await count()).toBe(0);
  });
});
