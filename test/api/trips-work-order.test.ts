// GET /api/trips?sort=work and Available Trips by schedule: a list cut at its page size never leaves out work still to do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripListAnswer } from '@/domain/trips/trip-answers';
import { agencyResponses } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, HOUR, insertTrip, insertTrips, signedInMember, type TripSpec } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const MY_TRIPS = 'status=ACCEPTED,IN_PROGRESS,COMPLETED';
const list = async (who: Headers, query: string) => {
  const res = await t.app.inject({ url: `/api/trips?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripListAnswer;
};
const ids = (answer: TripListAnswer) => answer.data.map((r) => r.id);
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

async function agencyWithDispatcher() {
  const agency = await createAgency(t.db);
  return { agency, ems: (await signedInMember(t.app, t.db, agency.id)).auth };
}

describe('My Trips in the work order', () => {
  it('an agency with 600 completed trips still sees its older accepted trip first, and the totals count all', async () => {
    const { agency, ems } = await agencyWithDispatcher();
    // booked days ahead, accepted before the 600 trips the agency has completed since
    const booked = await insertTrip(t.db, { status: 'ACCEPTED', agencyId: agency.id, created: at(-700), scheduled: at(72) });
    const history: TripSpec[] = Array.from({ length: 600 }, (_, i) => ({
      status: 'COMPLETED',
      agencyId: agency.id,
      created: at(-600 + i),
      scheduled: at(-599 + i),
    }));
    const completed = await insertTrips(t.db, history);

    for (const limit of [500, 100]) {
      const mine = await list(ems, `${MY_TRIPS}&sort=work&limit=${limit}`);
      expect(mine.total).toBe(601);
      expect(mine.data).toHaveLength(limit);
      expect(mine.data[0]).toMatchObject({ id: booked.id, status: 'ACCEPTED' });
      // then the completed ones, newest first
      expect(mine.data[1]!.id).toBe(completed.at(-1)!.id);
    }
    // without sort=work the list answers as before: newest first, so the cut drops the accepted trip
    const before = await list(ems, `${MY_TRIPS}&limit=500`);
    expect(before.total).toBe(601);
    expect(ids(before)).not.toContain(booked.id);
    expect(before.data[0]!.id).toBe(completed.at(-1)!.id);
  });

  it('orders trips under way, then accepted by scheduled time, then completed newest first, and pages along that order', async () => {
    const { agency, ems } = await agencyWithDispatcher();
    const mine = (spec: Omit<TripSpec, 'agencyId'>) => insertTrip(t.db, { ...spec, agencyId: agency.id });
    const started = await mine({ status: 'IN_PROGRESS', created: at(-10), scheduled: at(-1) });
    const acceptedLater = await mine({ status: 'ACCEPTED', created: at(-30), scheduled: at(48) });
    const acceptedSoon = await mine({ status: 'ACCEPTED', created: at(-2), scheduled: at(3) });
    const doneOld = await mine({ status: 'COMPLETED', created: at(-50), scheduled: at(-49) });
    const doneNew = await mine({ status: 'COMPLETED', created: at(-5), scheduled: at(-4) });
    // not this agency's, and not in My Trips
    await insertTrip(t.db, { status: 'IN_PROGRESS', agencyId: (await createAgency(t.db)).id });
    await mine({ status: 'CANCELLED', created: at(-1) });

    const order = [started, acceptedSoon, acceptedLater, doneNew, doneOld].map((r) => r.id);
    const all = await list(ems, `${MY_TRIPS}&sort=work`);
    expect(ids(all)).toEqual(order);
    expect(all.total).toBe(5);
    for (let offset = 0; offset < 6; offset++) {
      const page = await list(ems, `${MY_TRIPS}&sort=work&limit=2&offset=${offset}`);
      expect(ids(page), `offset ${offset}`).toEqual(order.slice(offset, offset + 2));
      expect(page.total).toBe(5);
    }
  });

  it('without a status filter puts the open offers after the accepted trips and the finished ones last', async () => {
    const { agency, ems } = await agencyWithDispatcher();
    const offered = await insertTrip(t.db, { status: 'PENDING', created: at(-1), scheduled: at(5) });
    const declined = await insertTrip(t.db, { status: 'PENDING', created: at(-1), scheduled: at(1) });
    await t.db.insert(agencyResponses).values([
      { tripId: offered.id, agencyId: agency.id },
      { tripId: declined.id, agencyId: agency.id, response: 'DECLINED' },
    ]);
    const accepted = await insertTrip(t.db, { status: 'ACCEPTED', agencyId: agency.id, created: at(-3), scheduled: at(30) });
    const cancelled = await insertTrip(t.db, { status: 'CANCELLED', agencyId: agency.id, created: at(-2) });
    const done = await insertTrip(t.db, { status: 'COMPLETED', agencyId: agency.id, created: at(-4) });

    const all = await list(ems, 'sort=work');
    expect(ids(all)).toEqual([accepted.id, offered.id, cancelled.id, done.id]);
    expect(all.total).toBe(4);
  });

  it('is one more sort of the list, for every role within its scope; the export keeps its column sorts', async () => {
    const admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    await insertTrip(t.db, { status: 'IN_PROGRESS', agencyId: (await createAgency(t.db)).id, created: at(-900) });
    const everything = await list(admin, 'limit=1');
    const byWork = await list(admin, 'sort=work&limit=500');
    expect(byWork.total).toBe(everything.total);
    expect(byWork.data[0]!.status).toBe('IN_PROGRESS');
    expect(await list(nurse.auth, 'sort=work')).toEqual({ success: true, data: [], total: 0 });

    const res = await t.app.inject({ url: '/api/trips/export?sort=work', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('sort must be one of createdAt, tripNumber, scheduledTime');
  });
});

describe('Available Trips by scheduled time', () => {
  it('lists the soonest offers first even past the page size, with the total of all', async () => {
    const { agency, ems } = await agencyWithDispatcher();
    // the soonest trip was requested first, so a newest-first cut of 100 would drop it
    const offers = await insertTrips(
      t.db,
      Array.from({ length: 150 }, (_, i): TripSpec => ({ status: 'PENDING', created: at(-200 + i), scheduled: at(1 + i) })),
    );
    await t.db.insert(agencyResponses).values(offers.map((o) => ({ tripId: o.id, agencyId: agency.id })));
    const soonest = offers.map((o) => o.id).slice(0, 100);

    const available = await list(ems, 'status=PENDING&sort=scheduledTime&order=asc');
    expect(available.total).toBe(150);
    expect(ids(available)).toEqual(soonest);
    expect(ids(await list(ems, 'status=PENDING&sort=work'))).toEqual(soonest);
    expect(ids(await list(ems, 'status=PENDING'))).not.toContain(soonest[0]);
  });
});
