// The trips counted per hospital and status (trip_status_counts, behind the Trip Management summary) must always equal
// a fresh count of trips, whatever writes them: trips requested or inserted in bulk, every move through the API, rows
// changed or removed directly, and many changes at once.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TripSummary } from '@/domain/trips/trip-answers';
import { rawRows } from '@/server/db/raw-query';
import { trips } from '@/server/db/schema';
import { insertTrips } from './fleet-fixtures';
import { moveTrip, requestOfferedToBoth, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();

async function kept() {
  return rawRows<{ hospitalId: string | null; status: string; n: number }>(
    w.t.db,
    sql`select hospital_id as "hospitalId", status, trips as n from trip_status_counts where trips <> 0 order by 1, 2`,
  );
}
async function recounted() {
  return rawRows<{ hospitalId: string | null; status: string; n: number }>(
    w.t.db,
    sql`select hospital_id as "hospitalId", status, count(*)::int as n from trips group by 1, 2 order by 1, 2`,
  );
}
async function expectCountsRight() {
  expect(await kept()).toEqual(await recounted());
}

const request = (who?: Headers) => requestOfferedToBoth(w, who);
const move = (who: Headers, id: string, status: string) => moveTrip(w, who, id, status);
const summaryFor = async (who: Headers) => (await w.call('GET', '/api/trips?summary=true&dateRange=all', who)).json().summary as TripSummary;

describe('trips per hospital and status', () => {
  it('follow requests, every move, direct changes and removals, and answer the summary', async () => {
    // requested through the API, and inserted in bulk without a hospital
    const [t1, t2, t3, t4, t5] = [await request(), await request(), await request(), await request(), await request()];
    const bulk = await insertTrips(w.t.db, [{ status: 'PENDING' }, { status: 'PENDING' }, { status: 'CANCELLED' }]);
    await expectCountsRight();

    // accepted, started, completed; cancelled by the facility and by the control center; declined by every agency
    await move(w.ems, t1, 'ACCEPTED');
    await move(w.ems, t1, 'IN_PROGRESS');
    await move(w.ems, t1, 'COMPLETED');
    await move(w.ems, t2, 'ACCEPTED');
    await move(w.nurse, t2, 'CANCELLED');
    await move(w.admin, t3, 'CANCELLED');
    await move(w.ems, t4, 'CANCELLED');
    await expectCountsRight();
    await move(w.emsFar, t4, 'CANCELLED');
    await expectCountsRight();

    // changed directly: moved to another hospital, several statuses in one statement, a change of no count at all
    await w.t.db.update(trips).set({ hospitalId: w.hospitalB.hospital.id }).where(eq(trips.id, t5));
    await w.t.db.update(trips).set({ status: 'CANCELLED' }).where(inArray(trips.id, [bulk[0]!.id, t5]));
    await w.t.db.update(trips).set({ notes: 'checked' }).where(inArray(trips.id, [t1, t2]));
    await expectCountsRight();

    // what the control center and each facility read is the recount
    const byStatus = async (hospitalId?: string) => {
      const rows = await rawRows<{ status: string; n: number }>(
        w.t.db,
        sql`select status, count(*)::int as n from trips where ${hospitalId ? sql`hospital_id = ${hospitalId}` : sql`true`} group by 1`,
      );
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    };
    const nonZero = (s: TripSummary) => Object.fromEntries(Object.entries(s.byStatus).filter(([, n]) => n > 0));
    expect(nonZero(await summaryFor(w.admin))).toEqual(await byStatus());
    expect(nonZero(await summaryFor(w.user))).toEqual(await byStatus());
    expect(nonZero(await summaryFor(w.nurse))).toEqual(await byStatus(w.hospitalA.hospital.id));
    expect(nonZero(await summaryFor(w.nurseB))).toEqual(await byStatus(w.hospitalB.hospital.id));

    // removed one by one and in bulk
    await w.t.db.delete(trips).where(inArray(trips.id, bulk.map((t) => t.id)));
    await expectCountsRight();
    expect((await kept()).length).toBeGreaterThan(0);
  });

  it('stay right when many trips move at once, racing agencies included', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => request()));
    // both agencies accept every trip at once (one wins each), while the facility cancels some and the control center others
    await Promise.all([
      ...ids.slice(0, 8).flatMap((id) => [w.ems, w.emsFar].map((who) => w.call('PUT', `/api/trips/${id}/status`, who, { status: 'ACCEPTED' }))),
      ...ids.slice(8, 10).map((id) => w.call('PUT', `/api/trips/${id}/status`, w.nurse, { status: 'CANCELLED' })),
      ...ids.slice(10).map((id) => w.call('PUT', `/api/trips/${id}/status`, w.admin, { status: 'CANCELLED' })),
    ]);
    const [accepted] = await rawRows<{ n: number }>(
      w.t.db,
      sql`select count(*)::int as n from trips where status = 'ACCEPTED' and id::text = any(string_to_array(${ids.join(',')}, ','))`,
    );
    expect(accepted!.n).toBe(8);
    await expectCountsRight();
  });
});
