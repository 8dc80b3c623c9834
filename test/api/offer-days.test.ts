import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '@/server/db/raw-query';
import { agencies, agencyResponses, trips } from '@/server/db/schema';
import { createAgency, insertTrip } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// The offers counted per agency and UTC day (agency_offer_days) must always equal a fresh count of agency_responses,
// whatever writes them: offers made one by one or in bulk, moved to another agency or time, removed with their trip
// or their agency.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function kept() {
  return rawRows<{ day: string; agencyId: string; offers: number }>(
    t.db,
    sql`select day::text as day, agency_id as "agencyId", offers from agency_offer_days where offers <> 0 order by 1, 2`,
  );
}
async function recounted() {
  return rawRows<{ day: string; agencyId: string; offers: number }>(
    t.db,
    sql`select (created_at at time zone 'UTC')::date::text as day, agency_id as "agencyId", count(*)::int as offers
        from agency_responses group by 1, 2 order by 1, 2`,
  );
}

describe('offers per agency and day', () => {
  it('follow every insert, move and removal of an offer', async () => {
    const [a, b, c] = [await createAgency(t.db), await createAgency(t.db), await createAgency(t.db)];
    const [t1, t2, t3] = [await insertTrip(t.db, { status: 'PENDING' }), await insertTrip(t.db, { status: 'PENDING' }), await insertTrip(t.db, { status: 'PENDING' })];
    // in bulk, across midnight UTC
    await t.db.insert(agencyResponses).values([
      { tripId: t1.id, agencyId: a.id, createdAt: at('2026-11-01T23:59:59.999Z') },
      { tripId: t1.id, agencyId: b.id, createdAt: at('2026-11-02T00:00:00Z') },
      { tripId: t2.id, agencyId: a.id, createdAt: at('2026-11-02T10:00:00Z') },
      { tripId: t2.id, agencyId: c.id, createdAt: at('2026-11-02T10:00:00Z') },
    ]);
    await t.db.insert(agencyResponses).values({ tripId: t3.id, agencyId: a.id, createdAt: at('2026-11-02T11:00:00Z') });
    expect(await kept()).toEqual(await recounted());

    // answering changes no count; moving an offer to another agency or day moves it
    await t.db.update(agencyResponses).set({ response: 'DECLINED', respondedAt: at('2026-11-02T12:00:00Z') }).where(eq(agencyResponses.tripId, t2.id));
    await t.db.update(agencyResponses).set({ agencyId: b.id }).where(eq(agencyResponses.tripId, t3.id));
    await t.db.update(agencyResponses).set({ createdAt: at('2026-11-05T08:00:00Z') }).where(eq(agencyResponses.agencyId, c.id));
    expect(await kept()).toEqual(await recounted());

    // removed with their trip, and with their agency
    await t.db.delete(trips).where(eq(trips.id, t1.id));
    await t.db.delete(agencies).where(eq(agencies.id, c.id));
    expect(await kept()).toEqual(await recounted());
    expect((await kept()).length).toBeGreaterThan(0);
  });
});
