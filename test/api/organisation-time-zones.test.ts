// Each organisation reads times in its own zone: the one its settings choose, else its state's, else the center's.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hospitals, notifications, outbox, users } from '@/server/db/schema';
import { useTripWorld, wizardBody, type TripWorld } from './trip-fixtures';

const w = useTripWorld();
// the center's zone is New York's (trip-fixtures); the facilities are in Pennsylvania, the agencies have no state
const verified = async (who: TripWorld['nurse']) => (await w.call('GET', '/api/auth/verify', who)).json().user as { timeZone: string };

/** A request of the nurse's offered to Allegheny ALS (w.ems), scheduled 1 December 2026 at 14:30 UTC. */
async function requestTrip(patientId: string) {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { patientId, scheduledTime: '2026-12-01T14:30:00.000Z', selectedAgencies: [w.a.alsNear.id] }));
  expect(res.statusCode, res.body).toBe(201);
}

const latestBell = async (userId: string) =>
  (await w.t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(1))[0]!;

describe("an organisation's time zone", () => {
  it('is its state zone until it chooses one, and the center zone when it has no state', async () => {
    expect((await verified(w.nurse)).timeZone).toBe('America/New_York');
    expect((await verified(w.ems)).timeZone).toBe('America/New_York');
    expect((await verified(w.admin)).timeZone).toBe('America/New_York');
    await w.t.db.update(hospitals).set({ state: 'AZ' }).where(eq(hospitals.id, w.hospitalB.hospital.id));
    expect((await verified(w.nurseB)).timeZone).toBe('America/Phoenix');
  });

  it("is chosen in the facility's and the agency's settings, answered with the session user, and cleared back to the state's", async () => {
    const hospital = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { timeZone: 'America/Chicago' });
    expect(hospital.statusCode, hospital.body).toBe(200);
    expect(hospital.json()).toMatchObject({ data: { timeZone: 'America/Chicago' }, user: { timeZone: 'America/Chicago' } });
    expect((await verified(w.nurse)).timeZone).toBe('America/Chicago');

    const agency = await w.call('PUT', '/api/auth/ems/agency/update', w.ems, {
      agencyName: w.a.alsNear.name,
      contactName: 'Dispatch',
      email: 'dispatch@allegheny-als.test',
      timeZone: 'America/Los_Angeles',
    });
    expect(agency.statusCode, agency.body).toBe(200);
    expect(agency.json()).toMatchObject({ data: { timeZone: 'America/Los_Angeles' }, user: { timeZone: 'America/Los_Angeles' } });
    expect((await w.call('GET', '/api/auth/ems/agency', w.ems)).json().data.timeZone).toBe('America/Los_Angeles');

    const cleared = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { timeZone: null });
    expect(cleared.json()).toMatchObject({ data: { timeZone: null }, user: { timeZone: 'America/New_York' } });
  });

  it('refuses a zone outside the choices with 400 and keeps the stored one', async () => {
    const res = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { timeZone: 'Mars/Olympus_Mons', phone: '' });
    expect(res.statusCode).toBe(400);
    const [row] = await w.t.db.select().from(hospitals).where(eq(hospitals.id, w.hospitalA.hospital.id));
    expect(row!.timeZone).toBeNull();
  });

  it("writes an alert's times in each reader's zone: the bell and the e-mail of an agency on Pacific time say PST", async () => {
    await w.call('PUT', '/api/auth/ems/agency/update', w.ems, {
      agencyName: w.a.alsNear.name,
      contactName: 'Dispatch',
      email: 'dispatch@allegheny-als.test',
      timeZone: 'America/Los_Angeles',
    });
    await requestTrip('PTZ00001');
    const bell = await latestBell(w.userIds.ems);
    expect(bell.message).toContain('scheduled Dec 1, 2026, 6:30 AM PST');
    const [dispatcher] = await w.t.db.select().from(users).where(eq(users.id, w.userIds.ems));
    const [mail] = await w.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'EMAIL'), eq(outbox.to, dispatcher!.email)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain('Scheduled: Dec 1, 2026, 6:30 AM PST');

    await w.call('PUT', '/api/auth/ems/agency/update', w.ems, {
      agencyName: w.a.alsNear.name,
      contactName: 'Dispatch',
      email: 'dispatch@allegheny-als.test',
      timeZone: null,
    });
    await requestTrip('PTZ00002');
    expect((await latestBell(w.userIds.ems)).message).toContain('scheduled Dec 1, 2026, 9:30 AM EST');
  });

  it('tells a move in plain words, never a status code', async () => {
    await requestTrip('PTZ00003');
    const trips = (await w.call('GET', '/api/trips?status=PENDING&limit=50', w.ems)).json().data as { id: string; patientId: string }[];
    const trip = trips.find((t) => t.patientId === 'PTZ00003')!;
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'ACCEPTED' })).statusCode).toBe(200);
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    const told = await latestBell(w.userIds.nurse);
    expect(told.message).toMatch(/is now in progress \(Allegheny ALS\)\.$/);
    expect(told.message).not.toMatch(/[A-Z]+_[A-Z]+/);
  });
});
