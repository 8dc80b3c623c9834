// The open offers (open_offers, behind an agency's Available Trips) must always be the offers not declined on trips
// still PENDING, whatever writes them: requests, declines, accepts, withdrawals, racing agencies, rows changed,
// added or removed directly. And each agency's Available Trips must be exactly those trips.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { namedTextsOf } from '@/server/db/named-statements';
import { rawRows } from '@/server/db/raw-query';
import { agencyResponses, trips } from '@/server/db/schema';
import { moveTrip, requestOfferedToBoth, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();

type Offer = { agencyId: string; tripId: string };
const kept = () =>
  rawRows<Offer>(w.t.db, sql`select agency_id as "agencyId", trip_id as "tripId" from open_offers order by 1, 2`);
const fresh = () =>
  rawRows<Offer>(
    w.t.db,
    sql`select r.agency_id as "agencyId", r.trip_id as "tripId" from agency_responses as r join trips as t on t.id = r.trip_id
        where t.status = 'PENDING' and r.response <> 'DECLINED' order by 1, 2`,
  );
async function expectOffersRight() {
  expect(await kept()).toEqual(await fresh());
}

const request = (who?: Headers) => requestOfferedToBoth(w, who);
const move = (who: Headers, id: string, status: string) => moveTrip(w, who, id, status);
/** Every trip an agency's Available Trips list, paged by 2 soonest first, against the open offers in the table. */
async function expectAvailableRight(who: Headers, agencyId: string) {
  const listed: string[] = [];
  const totals = new Set<number>();
  const pageAt = async (offset: number) => {
    const res = await w.call('GET', `/api/trips?status=PENDING&sort=scheduledTime&order=asc&limit=2&offset=${offset}`, who);
    expect(res.statusCode, res.body).toBe(200);
    totals.add(res.json().total);
    return res.json().data as TripListItem[];
  };
  for (let offset = 0; ; offset += 2) {
    const page = await pageAt(offset);
    listed.push(...page.map((t) => t.id));
    if (page.length < 2) break;
  }
  const expected = (await fresh()).filter((o) => o.agencyId === agencyId).map((o) => o.tripId);
  expect([...listed].sort()).toEqual([...expected].sort());
  // a page past the end has no row to carry the count: it is counted all the same
  expect(await pageAt(expected.length + 4)).toEqual([]);
  expect([...totals]).toEqual([expected.length]);
  const all = await w.call('GET', '/api/trips?status=PENDING', who);
  expect(all.json().total).toBe(expected.length);
  expect((all.json().data as TripListItem[]).map((t) => t.id).sort()).toEqual([...expected].sort());
  // narrowed by more than the status, the list is built for its filters: the same trips (all requested today), and a
  // page past the end counted all the same
  const recent = await w.call('GET', '/api/trips?status=PENDING&dateRange=24h&sort=createdAt&order=desc', who);
  expect(recent.json().total).toBe(expected.length);
  expect((recent.json().data as TripListItem[]).map((t) => t.id)).toEqual((all.json().data as TripListItem[]).map((t) => t.id));
  const past = await w.call('GET', `/api/trips?status=PENDING&dateRange=24h&offset=${expected.length + 4}`, who);
  expect(past.json()).toMatchObject({ data: [], total: expected.length });
}

describe('open offers', () => {
  it('follow requests, declines, accepts, withdrawals and direct changes; Available Trips lists them exactly', async () => {
    const [t1, t2, t3, t4, t5, t6] = [await request(), await request(), await request(), await request(), await request(), await request()];
    await expectOffersRight();
    expect((await kept()).length).toBe(12);

    await move(w.ems, t1, 'ACCEPTED'); // taken: closed for both agencies
    await move(w.ems, t2, 'CANCELLED'); // declined by the near agency: still open for the far one
    await move(w.nurse, t3, 'CANCELLED'); // withdrawn by the facility
    await move(w.admin, t4, 'CANCELLED'); // and by the control center
    await expectOffersRight();
    await expectAvailableRight(w.ems, w.a.alsNear.id);
    await expectAvailableRight(w.emsFar, w.a.alsFar.id);

    // changed directly: a decline taken back, an offer to a third agency, one removed, a trip put back to PENDING
    await w.t.db
      .update(agencyResponses)
      .set({ response: 'OFFERED' })
      .where(and(eq(agencyResponses.tripId, t2), eq(agencyResponses.agencyId, w.a.alsNear.id)));
    await w.t.db.insert(agencyResponses).values({ tripId: t5, agencyId: w.a.blsMid.id });
    await w.t.db.delete(agencyResponses).where(and(eq(agencyResponses.tripId, t6), eq(agencyResponses.agencyId, w.a.alsFar.id)));
    await w.t.db.update(trips).set({ status: 'PENDING' }).where(eq(trips.id, t4));
    await w.t.db.update(trips).set({ notes: 'checked' }).where(inArray(trips.id, [t5, t6]));
    await expectOffersRight();
    await expectAvailableRight(w.ems, w.a.alsNear.id);
    await expectAvailableRight(w.emsFar, w.a.alsFar.id);
    expect((await kept()).length).toBeGreaterThan(0);
  });

  it('stay right when agencies race for many trips at once', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => request()));
    await Promise.all([
      ...ids.slice(0, 6).flatMap((id) => [w.ems, w.emsFar].map((who) => w.call('PUT', `/api/trips/${id}/status`, who, { status: 'ACCEPTED' }))),
      ...ids.slice(6, 8).map((id) => w.call('PUT', `/api/trips/${id}/status`, w.emsFar, { status: 'CANCELLED' })),
      ...ids.slice(8).map((id) => w.call('PUT', `/api/trips/${id}/status`, w.nurse, { status: 'CANCELLED' })),
    ]);
    await expectOffersRight();
    await expectAvailableRight(w.ems, w.a.alsNear.id);
    await expectAvailableRight(w.emsFar, w.a.alsFar.id);
  });

  it('Available Trips is prepared once per order, planned once, unless a filter such as a search pattern must be planned for', async () => {
    await request();
    // the texts kept named of the one statement that lists, sorts and counts an agency's open offers
    const windowed = () => [...namedTextsOf(w.t.db).keys()].filter((text) => text.includes('count(*) over ()'));
    const listed = await w.call('GET', '/api/trips?status=PENDING&sort=tripNumber&order=asc', w.ems);
    expect(listed.json().total).toBeGreaterThan(0);
    expect(windowed().filter((text) => text.includes('order by "trips"."trip_number" asc'))).toHaveLength(1);
    const searched = await w.call('GET', '/api/trips?status=PENDING&search=TRP', w.ems);
    expect(searched.json().total).toBe(listed.json().total);
    expect(windowed().filter((text) => text.includes('ilike'))).toEqual([]);
  });
});
