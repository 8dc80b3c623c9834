// Undo of an Accept (a slip of the hand on a busy list) and the reasons an agency gives for a decline.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES } from '@/domain/trips/decline-reasons';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { UNDO_MESSAGES } from '@/domain/trips/trip-transitions';
import { trips } from '@/server/db/schema';
import { asMoved, moveTrip, requestOfferedToBoth, storedOffers, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
const move = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/status`, who, body);
const details = async (who: Headers, id: string) => (await w.call('GET', `/api/trips/${id}`, who)).json().data as TripDetails;
const available = async (who: Headers) => ((await w.call('GET', '/api/trips?status=PENDING', who)).json().data as TripListItem[]).map((t) => t.id);

describe('undo of an acceptance', () => {
  it('returns the trip to PENDING, nobody’s, and offers it again to every agency that had not declined it', async () => {
    const id = await requestOfferedToBoth(w);
    await moveTrip(w, w.ems, id, 'ACCEPTED');
    expect(await available(w.emsFar)).not.toContain(id);
    const res = await move(w.ems, id, { status: 'PENDING' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as TripDetails;
    expect(answer).toEqual(asMoved(await details(w.ems, id)));
    expect(answer).toMatchObject({ status: 'PENDING', assignedAgencyId: null, acceptedTimestamp: null });
    expect(answer.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'ACCEPTED'],
      ['ACCEPTED', 'PENDING'],
    ]);
    expect(answer.history[2]!.note).toBe('Acceptance undone by Allegheny ALS: offered again');
    expect((await storedOffers(w.t.db, id)).map((o) => o.response)).toEqual(['OFFERED', 'OFFERED']);
    expect(await available(w.emsFar)).toContain(id);
    expect(await available(w.ems)).toContain(id);
    // and it can be taken again, by either
    await moveTrip(w, w.emsFar, id, 'ACCEPTED');
  });

  it('is refused after the undo window, to another agency, and from any status but ACCEPTED; nothing changes', async () => {
    const id = await requestOfferedToBoth(w);
    await moveTrip(w, w.ems, id, 'ACCEPTED');
    const refusedTo = async (who: Headers, status: number, error: string) => {
      const before = await tripCounts(w.t.db);
      const res = await move(who, id, { status: 'PENDING' });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toBe(error);
      expect(await tripCounts(w.t.db)).toEqual(before);
    };
    await refusedTo(w.emsFar, 404, 'Trip not found');
    await refusedTo(w.nurse, 409, 'Only the agency that accepted a trip can undo it, within seconds of accepting');
    await w.t.db.update(trips).set({ acceptedTimestamp: sql`now() - interval '16 seconds'` }).where(eq(trips.id, id));
    await refusedTo(w.ems, 409, UNDO_MESSAGES.tooLate);
    await refusedTo(w.emsFar, 404, 'Trip not found');
    await w.t.db.update(trips).set({ acceptedTimestamp: sql`now()` }).where(eq(trips.id, id));
    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    await refusedTo(w.ems, 409, 'This trip has already started');
  });

  it('races a facility cancel: the cancel always ends the trip, the undo counts only if it came first, history stays one chain', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await requestOfferedToBoth(w);
      await moveTrip(w, w.ems, id, 'ACCEPTED');
      const [undo, cancel] = await Promise.all([move(w.ems, id, { status: 'PENDING' }), move(w.nurse, id, { status: 'CANCELLED' })]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409]).toContain(undo.statusCode);
      const after = await details(w.nurse, id);
      expect(after.status).toBe('CANCELLED');
      const chain = after.history.map((h) => h.toStatus);
      expect(chain).toEqual(undo.statusCode === 200 ? ['PENDING', 'ACCEPTED', 'PENDING', 'CANCELLED'] : ['PENDING', 'ACCEPTED', 'CANCELLED']);
      after.history.slice(1).forEach((h, k) => expect(h.fromStatus).toBe(after.history[k]!.toStatus));
      expect(await available(w.emsFar)).not.toContain(id);
    }
  });
});

describe('the reason for a decline', () => {
  it('is recorded with the agency’s answer and in the timeline, and the control center reads it', async () => {
    const id = await requestOfferedToBoth(w);
    const res = await move(w.ems, id, { status: 'CANCELLED', declineReason: 'NO_UNIT' });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await details(w.admin, id);
    expect(seen.offeredAgencies.find((o) => o.name === 'Allegheny ALS')).toMatchObject({ response: 'DECLINED', declineReason: 'No unit available' });
    expect(seen.history.at(-1)!.note).toBe('Declined by Allegheny ALS: No unit available');
    const last = await move(w.emsFar, id, { status: 'CANCELLED', declineReason: 'OTHER', reason: 'Bridge closed' });
    expect(last.statusCode, last.body).toBe(200);
    const ended = await details(w.admin, id);
    expect(ended.status).toBe('CANCELLED');
    expect(ended.offeredAgencies.find((o) => o.name === 'Erie ALS')).toMatchObject({ declineReason: 'Bridge closed' });
    expect(ended.history.at(-1)!.note).toBe('Declined by Erie ALS: Bridge closed (the last agency it was offered to)');
  });

  it('stays optional for clients that send the status alone; refused where it does not belong, changing nothing', async () => {
    const id = await requestOfferedToBoth(w);
    const refused = async (who: Headers, body: object, error: string) => {
      const before = await tripCounts(w.t.db);
      const res = await move(who, id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(error);
      expect(await tripCounts(w.t.db)).toEqual(before);
    };
    await refused(w.ems, { status: 'CANCELLED', declineReason: 'OTHER' }, DECLINE_MESSAGES.otherNeedsText);
    await refused(w.ems, { status: 'ACCEPTED', declineReason: 'DISTANCE' }, DECLINE_MESSAGES.onlyOnDecline);
    await refused(w.nurse, { status: 'CANCELLED', declineReason: 'DISTANCE' }, DECLINE_MESSAGES.onlyOnDecline);
    const res = await move(w.ems, id, { status: 'CANCELLED' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await details(w.admin, id)).offeredAgencies.find((o) => o.name === 'Allegheny ALS')).toMatchObject({ response: 'DECLINED', declineReason: null });
  });
});
