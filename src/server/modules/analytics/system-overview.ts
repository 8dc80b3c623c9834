import { sql } from 'drizzle-orm';
import type { SystemOverview } from '@/domain/analytics/overview-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';

/** The overview tiles: every total and its active part, in one query over the four tables. */
export async function systemOverview(db: Db): Promise<SystemOverview> {
  const [row] = await rawRows<SystemOverview>(
    db,
    sql`select
          count(*) filter (where kind = 'hospital')::int as "totalHospitals",
          count(*) filter (where kind = 'hospital' and active)::int as "activeHospitals",
          count(*) filter (where kind = 'agency')::int as "totalAgencies",
          count(*) filter (where kind = 'agency' and active)::int as "activeAgencies",
          count(*) filter (where kind = 'facility')::int as "totalFacilities",
          count(*) filter (where kind = 'facility' and active)::int as "activeFacilities",
          count(*) filter (where kind = 'unit')::int as "totalUnits",
          count(*) filter (where kind = 'unit' and active)::int as "activeUnits"
        from (
          select 'hospital' as kind, is_active as active from hospitals
          union all select 'agency', is_active from agencies
          union all select 'facility', is_active from facilities
          union all select 'unit', is_active from units
        ) rows`,
  );
  return row!;
}
