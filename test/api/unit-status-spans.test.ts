import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitStatus } from '@/domain/common/enums';
import { rawRows } from '@/server/db/raw-query';
import { unitStatusHistory } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, insertUnit } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// Each unit status change records when the unit next changed (ended_at), kept by a trigger whatever writes the rows:
// it must always equal the next change in (time, id) order, which is how the spans were read before it existed.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute));

/** Each row's ended_at beside the next change's start, as lead() over the unit's history computes it. */
async function linksOf(unitId: string) {
  return rawRows<{ toStatus: string; endedAt: Date | null; next: Date | null }>(
    t.db,
    sql`select to_status as "toStatus", ended_at as "endedAt", lead(created_at) over (order by created_at, id) as next
        from unit_status_history where unit_id = ${unitId} order by created_at, id`,
  );
}
const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

async function write(unitId: string, changes: [UnitStatus, Date][]) {
  for (const [toStatus, changedAt] of changes) await t.db.insert(unitStatusHistory).values({ unitId, toStatus, changedAt });
}

describe('unit status spans', () => {
  it('changes written in order, back-dated, in one statement or at the same instant all end where the next begins', async () => {
    const agency = await createAgency(t.db);
    const unit = await insertUnit(t.db, agency.id);
    await write(unit.id, [
      ['AVAILABLE', at(0)],
      ['COMMITTED', at(30)],
      ['AVAILABLE', at(90)],
    ]);
    // a change recorded late, between two others, and one at the same instant as an existing one
    await write(unit.id, [
      ['MAINTENANCE', at(60)],
      ['OUT_OF_SERVICE', at(30)],
    ]);
    // several in one statement, the trigger running row by row
    await t.db.insert(unitStatusHistory).values([
      { unitId: unit.id, toStatus: 'COMMITTED', changedAt: at(120) },
      { unitId: unit.id, toStatus: 'OFF_DUTY', changedAt: at(10) },
    ]);
    const links = await linksOf(unit.id);
    expect(links).toHaveLength(7);
    for (const l of links) expect(time(l.endedAt), l.toStatus).toBe(time(l.next));
    expect(links.filter((l) => l.endedAt === null)).toHaveLength(1);
  });

  it("units' histories never touch one another", async () => {
    const agency = await createAgency(t.db);
    const [a, b] = [await insertUnit(t.db, agency.id), await insertUnit(t.db, agency.id)];
    await write(a.id, [['AVAILABLE', at(0)]]);
    await write(b.id, [['COMMITTED', at(5)]]);
    expect((await linksOf(a.id))[0]!.endedAt).toBeNull();
    expect((await linksOf(b.id))[0]!.endedAt).toBeNull();
  });

  it('status changes sent at once through the API leave one unbroken chain with one open span', async () => {
    const admin = await signedIn(t.app, t.db, 'ADMIN');
    const agency = await createAgency(t.db);
    const unit = await insertUnit(t.db, agency.id);
    const statuses: UnitStatus[] = ['COMMITTED', 'AVAILABLE', 'MAINTENANCE', 'AVAILABLE', 'COMMITTED', 'OFF_DUTY', 'AVAILABLE', 'COMMITTED'];
    const answers = await Promise.all(
      statuses.map((currentStatus) =>
        t.app.inject({ method: 'PUT', url: `/api/units/${unit.id}`, headers: admin.auth, payload: { currentStatus } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(statuses.map(() => 200));
    const links = await linksOf(unit.id);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(time(l.endedAt), l.toStatus).toBe(time(l.next));
    const rows = await t.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unitId, unit.id)).orderBy(asc(unitStatusHistory.id));
    expect(rows.filter((r) => r.endedAt === null)).toHaveLength(1);
  });
});
