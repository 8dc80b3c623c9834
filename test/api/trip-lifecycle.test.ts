import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
// The whole lifecycle through PUT /api/trips/{id}/status, per role: accept, start, complete, decline, and every refusal.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TripStatus } from '@/domain/common/enums';
import { greatCircleMiles } from '@/domain/places/geo';
import { ROAD_FACTOR } from '@/domain/planning/pricing';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { transitionRefusal } from '@/domain/trips/trip-transitions';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { rawRows } from '@/server/db/raw-query';
import { agencyResponses, tripHistory, trips, units } from '@/server/db/schema';
import { asMoved, notificationTitles, signedInStaff, storedOffers, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

/** A BLS request of hospital A offered to these agencies (radius 200 so that Erie ALS, 150 miles away, can be asked). */
const newTrip = async (agencyIds: string[] = [w.a.alsNear.id, w.a.alsFar.id]) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: agencyIds, notificationRadius: 200 }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as TripDetails;
};
const put = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/status`, who, body);
const row = async (id: string) => (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const history = (id: string) => w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, id)).orderBy(tripHistory.createdAt, tripHistory.id);
const details = async (who: Headers, id: string) => (await w.call('GET', `/api/trips/${id}`, who)).json().data as TripDetails;
/** What a status call answers: the details a read right after shows, but for the steps and the estimate. */
const movedView = async (who: Headers, id: string) => asMoved(await details(who, id));
const listIds = async (who: Headers, query = '') =>
  ((await w.call('GET', `/api/trips${query}`, who)).json().data as TripListItem[]).map((t) => t.id);

/** A move answers 200 with the trip as a read right after it shows it (its offers and timeline included). */
async function expectMoved(who: Headers, id: string, body: object, status: TripStatus) {
  const res = await put(who, id, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe(status);
  expect(res.json().data).toEqual(await movedView(who, id));
  return res.json().data as TripDetails;
}

/** A refused move answers this status and text, and neither the trip, its history nor any table changes. */
async function expectRefused(who: Headers, id: string, body: object, status: number, error: string) {
  const before = { counts: await tripCounts(w.t.db), trip: await row(id), offers: await storedOffers(w.t.db, id) };
  const res = await put(who, id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect({ counts: await tripCounts(w.t.db), trip: await row(id), offers: await storedOffers(w.t.db, id) }).toEqual(before);
}

describe('an agency carries a transport from request to completion', () => {
  it('accepts, starts and completes with server times, the reported times kept aside, and the timeline naming each actor', async () => {
    const trip = await newTrip();
    const clientTime = '2020-01-01T08:00:00.000Z';
    const before = Date.now();
    const accepted = await expectMoved(w.ems, trip.id, { status: 'ACCEPTED', assignedAgencyId: w.userIds.ems, acceptedTimestamp: clientTime }, 'ACCEPTED');
    expect(accepted).toMatchObject({ assignedAgencyId: w.a.alsNear.id, assignedAgency: { id: w.a.alsNear.id, name: 'Allegheny ALS' }, version: 2 });
    expect(Date.parse(accepted.acceptedTimestamp!)).toBeGreaterThanOrEqual(before);
    expect((await row(trip.id)).reportedAcceptedAt?.toISOString()).toBe(clientTime);
    expect(accepted.offeredAgencies).toEqual([expect.objectContaining({ id: w.a.alsNear.id, response: 'ACCEPTED' })]);

    const started = await expectMoved(w.ems, trip.id, { status: 'IN_PROGRESS', pickupTimestamp: clientTime }, 'IN_PROGRESS');
    expect(started.pickupTimestamp).not.toBeNull();
    expect(started.actualStartTime).toBe(started.pickupTimestamp);
    expect((await row(trip.id)).reportedPickupAt?.toISOString()).toBe(clientTime);

    expect((await row(trip.id)).deadheadMiles).toBeNull();
    const done = await expectMoved(w.ems, trip.id, { status: 'COMPLETED', completionTimestamp: clientTime }, 'COMPLETED');
    expect(Date.parse(done.completionTimestamp!)).toBeGreaterThanOrEqual(Date.parse(started.pickupTimestamp!));
    expect(done.version).toBe(4);
    // delivered: the miles driven empty are recorded, here from the agency's base (no unit named) to the pickup
    const stored = await row(trip.id);
    const base = { lat: w.a.alsNear.latitude!, lng: w.a.alsNear.longitude! };
    expect(stored.deadheadMiles).toBeCloseTo(greatCircleMiles(base, { lat: stored.fromLatitude!, lng: stored.fromLongitude! }) * ROAD_FACTOR, 6);
    expect(stored.deadheadMiles).toBeGreaterThan(0);
    expect(done.history.map((h) => [h.fromStatus, h.toStatus, h.actorRole, h.actorOrganisation])).toEqual([
      [null, 'PENDING', 'HEALTHCARE', 'General Hospital'],
      ['PENDING', 'ACCEPTED', 'EMS', 'Allegheny ALS'],
      ['ACCEPTED', 'IN_PROGRESS', 'EMS', 'Allegheny ALS'],
      ['IN_PROGRESS', 'COMPLETED', 'EMS', 'Allegheny ALS'],
    ]);
  });

  it('shows the facility each status and tells it of each move', async () => {
    const trip = await newTrip();
    for (const [body, status] of [
      [{ status: 'ACCEPTED' }, 'ACCEPTED'],
      [{ status: 'IN_PROGRESS' }, 'IN_PROGRESS'],
      [{ status: 'COMPLETED' }, 'COMPLETED'],
    ] as const) {
      await expectMoved(w.ems, trip.id, body, status);
      expect((await details(w.nurse, trip.id)).status).toBe(status);
      const [notice] = await notificationTitles(w.t.db, w.userIds.nurse);
      expect(notice!.message).toBe(`${trip.tripNumber} (General Hospital to Riverside Rehab) is now ${TRIP_STATUS_LABELS[status].toLowerCase()} (Allegheny ALS).`);
    }
  });

  it('takes an assignedAgencyId naming the agency itself as the accepting agency', async () => {
    const trip = await newTrip();
    const accepted = await expectMoved(w.ems, trip.id, { status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id }, 'ACCEPTED');
    expect(accepted.assignedAgencyId).toBe(w.a.alsNear.id);
    expect(await row(trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id });
  });

  it('takes the trip off the lists of the other agencies it was offered to once one accepts', async () => {
    const trip = await newTrip();
    expect(await listIds(w.emsFar, '?status=PENDING')).toContain(trip.id);
    await expectMoved(w.ems, trip.id, { status: 'ACCEPTED' }, 'ACCEPTED');
    expect(await listIds(w.emsFar)).not.toContain(trip.id);
    expect((await w.call('GET', `/api/trips/${trip.id}`, w.emsFar)).statusCode).toBe(404);
    expect(await listIds(w.ems, '?status=ACCEPTED,IN_PROGRESS,COMPLETED')).toContain(trip.id);
    expect((await notificationTitles(w.t.db, w.userIds.emsFar))[0]!.message).toContain(`${trip.tripNumber}`);
  });
});

describe('an agency names the unit that will carry the trip as it accepts', () => {
  it('records its own unit, and refuses another agency’s unit or a unit named on any other move', async () => {
    const [own] = await w.t.db.insert(units).values({ agencyId: w.a.alsNear.id, unitNumber: `AL-${Date.now()}`, capabilities: ['ALS'] }).returning();
    const [foreign] = await w.t.db.insert(units).values({ agencyId: w.a.alsFar.id, unitNumber: `ER-${Date.now()}` }).returning();
    const trip = await newTrip();
    await expectRefused(w.ems, trip.id, { status: 'ACCEPTED', assignedUnitId: foreign!.id }, 403, TRIP_ERRORS.unitNotYours);
    await expectRefused(w.ems, trip.id, { status: 'ACCEPTED', assignedUnitId: 'not-a-unit' }, 403, TRIP_ERRORS.unitNotYours);
    await expectRefused(w.nurse, trip.id, { status: 'CANCELLED', assignedUnitId: own!.id }, 400, TRIP_ERRORS.unitOnlyOnAccept);
    await expectMoved(w.ems, trip.id, { status: 'ACCEPTED', assignedUnitId: own!.id }, 'ACCEPTED');
    expect(await row(trip.id)).toMatchObject({ assignedAgencyId: w.a.alsNear.id, assignedUnitId: own!.id });
    await expectRefused(w.ems, trip.id, { status: 'IN_PROGRESS', assignedUnitId: own!.id }, 400, TRIP_ERRORS.unitOnlyOnAccept);
  });
});

describe('refusals change nothing', () => {
  it('refuses an EMS account linked to no agency with 403', async () => {
    const trip = await newTrip();
    const loose = await signedInStaff(w.t.app, w.t.db, 'EMS', {});
    await expectRefused(loose.auth, trip.id, { status: 'ACCEPTED' }, 403, TRIP_ERRORS.noAgencyAccount);
  });

  it('refuses an agency a trip that was never offered to it with 403', async () => {
    const trip = await newTrip([w.a.alsNear.id]);
    await expectRefused(w.emsFar, trip.id, { status: 'ACCEPTED' }, 404, TRIP_ERRORS.notFound);
  });

  it('refuses a body naming another agency or another user with 403, even for an agency the trip was offered to', async () => {
    const trip = await newTrip();
    for (const other of [w.a.alsFar.id, w.userIds.emsFar, w.userIds.nurse]) {
      await expectRefused(w.ems, trip.id, { status: 'ACCEPTED', assignedAgencyId: other }, 403, TRIP_ERRORS.otherAgency);
    }
  });

  it("answers a second agency's accept with 409 and refuses it starting the other agency's trip with 403", async () => {
    const trip = await newTrip();
    await expectMoved(w.emsFar, trip.id, { status: 'ACCEPTED' }, 'ACCEPTED');
    await expectRefused(w.ems, trip.id, { status: 'ACCEPTED' }, 409, TRIP_ERRORS.alreadyAccepted);
    await expectRefused(w.ems, trip.id, { status: 'IN_PROGRESS' }, 404, TRIP_ERRORS.notFound);
    await expectMoved(w.emsFar, trip.id, { status: 'IN_PROGRESS' }, 'IN_PROGRESS');
    await expectRefused(w.ems, trip.id, { status: 'COMPLETED' }, 404, TRIP_ERRORS.notFound);
  });

  it.each([
    ['PENDING', 'IN_PROGRESS', []],
    ['PENDING', 'COMPLETED', []],
    ['PENDING', 'PENDING', []],
    ['ACCEPTED', 'ACCEPTED', ['ACCEPTED']],
    ['ACCEPTED', 'COMPLETED', ['ACCEPTED']],
    ['ACCEPTED', 'CANCELLED', ['ACCEPTED']],
    ['IN_PROGRESS', 'CANCELLED', ['ACCEPTED', 'IN_PROGRESS']],
    ['IN_PROGRESS', 'ACCEPTED', ['ACCEPTED', 'IN_PROGRESS']],
    ['COMPLETED', 'CANCELLED', ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED']],
    ['COMPLETED', 'IN_PROGRESS', ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED']],
  ] as const)('refuses the assigned agency %s → %s with 409 saying where the trip is', async (from, to, path) => {
    const trip = await newTrip();
    for (const step of path) await expectMoved(w.ems, trip.id, { status: step }, step);
    await expectRefused(w.ems, trip.id, { status: to }, 409, transitionRefusal(from, to, 'agency'));
  });

  it('refuses any change to a cancelled trip with 409', async () => {
    const trip = await newTrip();
    await expectMoved(w.nurse, trip.id, { status: 'CANCELLED' }, 'CANCELLED');
    for (const [who, status] of [
      [w.ems, 'ACCEPTED'],
      [w.ems, 'CANCELLED'],
      [w.nurse, 'CANCELLED'],
      [w.admin, 'PENDING'],
    ] as const) {
      await expectRefused(who, trip.id, { status }, 409, 'This trip has been cancelled');
    }
  });

  it('leaves accepting, starting and completing to agencies: the facility and the control center get 409', async () => {
    const trip = await newTrip();
    await expectRefused(w.nurse, trip.id, { status: 'ACCEPTED' }, 409, 'Only an EMS agency can accept a trip');
    await expectRefused(w.admin, trip.id, { status: 'ACCEPTED' }, 409, 'Only an EMS agency can accept a trip');
    await expectMoved(w.ems, trip.id, { status: 'ACCEPTED' }, 'ACCEPTED');
    await expectRefused(w.nurse, trip.id, { status: 'IN_PROGRESS' }, 409, 'Only the agency carrying a trip can start or complete it');
    await expectRefused(w.admin, trip.id, { status: 'IN_PROGRESS' }, 409, 'Only the agency carrying a trip can start or complete it');
  });

  it('refuses an unknown status with 400, unknown and malformed ids with 404', async () => {
    const trip = await newTrip();
    await expectRefused(w.ems, trip.id, { status: 'DONE' }, 400, 'status must be one of PENDING, ACCEPTED, IN_PROGRESS, COMPLETED, CANCELLED');
    await expectRefused(w.ems, trip.id, { status: 'ACCEPTED', acceptedTimestamp: 'yesterday' }, 400, 'acceptedTimestamp: must be an ISO 8601 date and time, such as 2026-11-21T14:30:00Z');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await put(w.ems, id, { status: 'ACCEPTED' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.notFound });
    }
  });
});

describe('a decline means "not us"', () => {
  it('closes only the declining agency\'s offer: the trip stays PENDING for the others and leaves the decliner\'s list', async () => {
    const trip = await newTrip();
    const res = await put(w.ems, trip.id, { status: 'CANCELLED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    expect(await row(trip.id)).toMatchObject({ status: 'PENDING', version: 2, cancelledTimestamp: null });
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.response)).toEqual(['DECLINED', 'OFFERED']);
    expect((await history(trip.id)).map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'PENDING', 'Transport request created'],
      ['PENDING', 'PENDING', 'Declined by Allegheny ALS'],
    ]);
    expect(await listIds(w.ems, '?status=PENDING')).not.toContain(trip.id);
    expect((await w.call('GET', `/api/trips/${trip.id}`, w.ems)).statusCode).toBe(404);
    expect(await listIds(w.emsFar, '?status=PENDING')).toContain(trip.id);
    // the decline is final for that agency
    await expectRefused(w.ems, trip.id, { status: 'ACCEPTED' }, 409, TRIP_ERRORS.declinedByYou);
    await expectRefused(w.ems, trip.id, { status: 'CANCELLED' }, 409, TRIP_ERRORS.declinedByYou);
    await expectMoved(w.emsFar, trip.id, { status: 'ACCEPTED' }, 'ACCEPTED');
  });

  it('cancels the trip when the last offered agency declines, and tells the facility and the control center', async () => {
    const trip = await newTrip();
    await put(w.emsFar, trip.id, { status: 'CANCELLED' });
    const res = await put(w.ems, trip.id, { status: 'CANCELLED' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await details(w.nurse, trip.id);
    expect(after).toMatchObject({ status: 'CANCELLED', cancellationReason: TRIP_ERRORS.everyAgencyDeclined, version: 3 });
    expect(after.history.at(-1)).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CANCELLED', actorOrganisation: 'Allegheny ALS' });
    for (const who of [w.userIds.nurse, w.userIds.admin]) {
      expect((await notificationTitles(w.t.db, who))[0]).toMatchObject({ title: 'Transport request declined by every agency' });
    }
  });

  it('cancels exactly once when the last two agencies decline at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const trip = await newTrip();
      const answers = await Promise.all([put(w.ems, trip.id, { status: 'CANCELLED' }), put(w.emsFar, trip.id, { status: 'CANCELLED' })]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await row(trip.id)).status).toBe('CANCELLED');
      expect((await history(trip.id)).filter((h) => h.toStatus === 'CANCELLED')).toHaveLength(1);
    }
  });
});

describe('twenty agencies accept the same trip at once', () => {
  it('gives it to exactly one, answers the others 409 and one it was never offered to 403, and records one acceptance (five rounds)', async () => {
    const { insertAgency, signedInStaff } = await import('./trip-fixtures');
    const crews = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const agency = await insertAgency(w.t.db, `Race EMS ${i}`, 3 + i / 10, { serviceType: 'BLS' });
        return { agency, auth: (await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: agency.id })).auth };
      }),
    );
    // the last in line was never offered the trip: behind the winner's move it still learns nothing of the trip
    const [stranger, ...offered] = crews;
    for (let round = 0; round < 5; round++) {
      const trip = await newTrip(offered.map((c) => c.agency.id));
      const answers = await Promise.all([...offered, stranger!].map((c) => put(c.auth, trip.id, { status: 'ACCEPTED' })));
      const strangers = answers.pop()!;
      expect(strangers.statusCode).toBe(404);
      expect(strangers.json()).toEqual({ success: false, error: TRIP_ERRORS.notFound });
      const won = answers.filter((a) => a.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((a) => a.statusCode !== 200)) {
        expect(lost.statusCode).toBe(409);
        expect(lost.json()).toEqual({ success: false, error: TRIP_ERRORS.alreadyAccepted });
      }
      const winner = won[0]!.json().data as TripDetails;
      expect(winner).toEqual(await movedView(crews.find((c) => c.agency.id === winner.assignedAgencyId)!.auth, trip.id));
      expect(await row(trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: winner.assignedAgencyId, version: 2 });
      const accepted = await w.t.db
        .select()
        .from(agencyResponses)
        .where(and(eq(agencyResponses.tripId, trip.id), eq(agencyResponses.response, 'ACCEPTED')));
      expect(accepted.map((a) => a.agencyId)).toEqual([winner.assignedAgencyId]);
      expect((await history(trip.id)).filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
    }
  });
});

describe('a move overtaken by another change between its read and its write (PostgreSQL: another connection holds the row)', () => {
  const waitingOnRow = async () => {
    const [waiting] = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`);
    return waiting!.n > 0;
  };
  /** The accept of Allegheny ALS, sent while `change` holds the trip's row and answered once the change commits. */
  async function acceptOvertakenBy(tripId: string, change: (tx: Parameters<Parameters<typeof w.t.db.transaction>[0]>[0]) => Promise<unknown>) {
    let answer: ReturnType<typeof put> | undefined;
    await w.t.db.transaction(async (tx) => {
      await change(tx);
      answer = put(w.ems, tripId, { status: 'ACCEPTED' });
      // the move has read the trip as it was and waits to write it
      for (let polls = 0; !(await waitingOnRow()); polls++) if (polls > 5_000) throw new Error('the move never reached the row');
    });
    return answer!;
  }

  it('is judged again on the trip as it now is, and recorded once', async (ctx) => {
    if (w.t.database.kind !== 'postgres') ctx.skip();
    const trip = await newTrip();
    const res = await acceptOvertakenBy(trip.id, (tx) => tx.update(trips).set({ version: sql`${trips.version} + 1` }).where(eq(trips.id, trip.id)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(await movedView(w.ems, trip.id));
    expect(await row(trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id, version: 3 });
    expect((await history(trip.id)).map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED']);
    expect((await notificationTitles(w.t.db, w.userIds.nurse)).filter((n) => n.message.includes(trip.tripNumber))).toHaveLength(1);
  });

  it('is refused when the other change took the trip, and writes nothing', async (ctx) => {
    if (w.t.database.kind !== 'postgres') ctx.skip();
    const trip = await newTrip();
    const res = await acceptOvertakenBy(trip.id, async (tx) => {
      const now = new Date();
      await tx.update(agencyResponses).set({ response: 'ACCEPTED', respondedAt: now }).where(and(eq(agencyResponses.tripId, trip.id), eq(agencyResponses.agencyId, w.a.alsFar.id)));
      await tx
        .update(trips)
        .set({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id, acceptedTimestamp: now, version: sql`${trips.version} + 1` })
        .where(eq(trips.id, trip.id));
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.alreadyAccepted });
    expect(await row(trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id, version: 2 });
    expect((await storedOffers(w.t.db, trip.id)).filter((o) => o.response === 'ACCEPTED')).toHaveLength(1);
    expect(await history(trip.id)).toHaveLength(1);
    expect((await notificationTitles(w.t.db, w.userIds.nurse)).filter((n) => n.message.includes(trip.tripNumber))).toHaveLength(0);
  });
});

describe('the database itself refuses a corrupt assignment', () => {
  it('holds at most one acceptance per trip and no taken trip without an agency, whatever writes the row', async () => {
    const trip = await newTrip();
    await expectMoved(w.ems, trip.id, { status: 'ACCEPTED' }, 'ACCEPTED');
    const second = w.t.db
      .update(agencyResponses)
      .set({ response: 'ACCEPTED' })
      .where(and(eq(agencyResponses.tripId, trip.id), eq(agencyResponses.agencyId, w.a.alsFar.id)));
    await expect(second).rejects.toThrow();
    await expect(w.t.db.update(trips).set({ assignedAgencyId: null }).where(eq(trips.id, trip.id))).rejects.toThrow();
    expect(await row(trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id });
  });
});
