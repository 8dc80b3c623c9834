import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@/domain/common/idempotency';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { idempotencyKeys } from '@/server/db/schema';
import { tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const withKey = (who: Headers, key: string): Headers => ({ ...who, 'idempotency-key': key });
// a request of its own patient; a repeat sends the very same body, as a double click does
const requestBody = (over: Record<string, unknown> = {}) => wizardBody(w, { selectedAgencies: [w.a.alsNear.id], ...over });
const create = (who: Headers, body: object = requestBody()) => w.call('POST', '/api/trips/enhanced', who, body);
const move = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/status`, who, body);
const newTrip = async () => (await create(w.nurse)).json().data as TripDetails;

describe('Idempotency-Key on creates and moves', () => {
  it('answers a repeated create with the first answer and creates one trip', async () => {
    const key = randomUUID();
    const body = requestBody();
    const first = await create(withKey(w.nurse, key), body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await tripCounts(w.t.db);
    const again = await create(withKey(w.nurse, key), body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('answers a repeat sent while the first is still running with the first answer, acting once', async () => {
    const key = randomUUID();
    const body = requestBody();
    const before = await tripCounts(w.t.db);
    const answers = await Promise.all([1, 2, 3].map(() => create(withKey(w.nurse, key), body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await tripCounts(w.t.db)).trips).toBe(before.trips! + 1);
  });

  it('replays a status change: a double click on Accept, then on Start, each moves the trip once', async () => {
    const trip = await newTrip();
    const key = randomUUID();
    const accept = { status: 'ACCEPTED', acceptedTimestamp: new Date().toISOString() };
    const [a, b] = await Promise.all([move(withKey(w.ems, key), trip.id, accept), move(withKey(w.ems, key), trip.id, accept)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    const startKey = randomUUID();
    const start = await move(withKey(w.ems, startKey), trip.id, { status: 'IN_PROGRESS' });
    const before = await tripCounts(w.t.db);
    const startAgain = await move(withKey(w.ems, startKey), trip.id, { status: 'IN_PROGRESS' });
    expect(startAgain.statusCode).toBe(200);
    expect(startAgain.body).toBe(start.body);
    expect(await tripCounts(w.t.db)).toEqual(before);
    const details = (await w.call('GET', `/api/trips/${trip.id}`, w.ems)).json().data as TripDetails;
    expect(details.history.map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED', 'IN_PROGRESS']);
  });

  it('keeps a refusal as the answer: the repeat is refused the same way', async () => {
    const trip = await newTrip();
    const key = randomUUID();
    const refused = await move(withKey(w.ems, key), trip.id, { status: 'COMPLETED' });
    expect(refused.statusCode).toBe(409);
    const again = await move(withKey(w.ems, key), trip.id, { status: 'COMPLETED' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const key = randomUUID();
    const body = requestBody();
    await create(withKey(w.nurse, key), body);
    const before = await tripCounts(w.t.db);
    const other = await create(withKey(w.nurse, key), { ...body, patientId: 'PZZ99ZZ99' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, error: IDEMPOTENCY_MESSAGES.otherRequest });
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('keeps keys per caller: another user with the same key acts on its own', async () => {
    const key = randomUUID();
    const mine = await create(withKey(w.nurse, key));
    const theirs = await create(withKey(w.nurseB, key), requestBody({ fromLocation: 'St. Clair Hospital' }));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((theirs.json().data as TripDetails).id).not.toBe((mine.json().data as TripDetails).id);
  });

  it('acts again once the first answer is older than 24 hours', async () => {
    const key = randomUUID();
    const first = await create(withKey(w.nurse, key));
    await w.t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    // another request under the expired key: a key still held would refuse it with 422
    const later = await create(withKey(w.nurse, key));
    expect(later.statusCode, later.body).toBe(201);
    expect((later.json().data as TripDetails).id).not.toBe((first.json().data as TripDetails).id);
  });

  it.each(['', 'x'.repeat(256), 'two words'])('refuses a malformed key %j with 400 and creates nothing', async (key) => {
    const before = await tripCounts(w.t.db);
    const res = await create(withKey(w.nurse, key));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: IDEMPOTENCY_MESSAGES.badKey });
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('works without a key as before: two creates make two trips', async () => {
    const before = await tripCounts(w.t.db);
    await create(w.nurse);
    await create(w.nurse);
    expect((await tripCounts(w.t.db)).trips).toBe(before.trips! + 2);
  });
});
