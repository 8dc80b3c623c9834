import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { tripNumberDay } from '@/server/modules/trips/trip-numbers';
import { useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const request = (who: Headers) => w.t.app.inject({ method: 'POST', url: '/api/trips/enhanced', headers: who, payload: wizardBody(w) });
const today = () => `TRP-${tripNumberDay(new Date())}-`;

describe('trip numbers', () => {
  it('continue after the trips a day already has when its counter starts', async () => {
    const first = (await request(w.nurse)).json().data as TripDetails;
    // as if numbered before the counter existed: the day's highest number is 0500 and no counter row is kept
    await w.t.db.update(trips).set({ tripNumber: `${today()}0500` }).where(eq(trips.id, first.id));
    await w.t.db.execute(sql`delete from trip_number_counters`);

    const next = await request(w.nurseB);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.tripNumber).toBe(`${today()}0501`);
  });

  it('never refuse a request: 32 created at once by two facilities all get distinct consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => request(i % 2 ? w.nurse : w.nurseB)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(32).fill(201));
    const numbers = answers.map((a) => (a.json().data as TripDetails).tripNumber).sort();
    expect(new Set(numbers).size).toBe(32);
    const last = (n: string) => Number(n.slice(today().length));
    expect(last(numbers.at(-1)!) - last(numbers[0]!)).toBe(31);
  });
});
