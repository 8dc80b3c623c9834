import { sql } from 'drizzle-orm';
import type { UnitAnalytics } from '@/domain/units/unit-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { units, unitStatusHistory as h } from '@/server/db/schema';
import { scopeCondition } from './unit-queries';
import type { UnitScope } from './unit-scope';

/** The unit tiles (one count per status, so they add up to the total) and the fleet's utilisation, in one query. */
export async function unitAnalytics(db: Db, scope: UnitScope): Promise<UnitAnalytics> {
  const [row] = await rawRows<UnitAnalytics>(
    db,
    sql`with scoped as (
          select ${units.id} as id, ${units.currentStatus} as current_status from ${units}
          where ${scopeCondition(scope) ?? sql`true`}
        ),
        -- each history row holds its status until the unit's next change (ended_at) or now: the rows still open or
        -- ended within the last 24 hours
        window24h as (
          select ${h.toStatus} as to_status,
                 date_part('epoch', coalesce(${h.endedAt}, now()) - greatest(${h.changedAt}, now() - interval '24 hours')) as seconds
          from ${h} join scoped on scoped.id = ${h.unitId}
          where ${h.endedAt} > now() - interval '24 hours' or ${h.endedAt} is null
        )
        select
          (select count(*)::int from scoped) as "totalUnits",
          (select count(*) filter (where current_status = 'AVAILABLE')::int from scoped) as "availableUnits",
          (select count(*) filter (where current_status = 'COMMITTED')::int from scoped) as "committedUnits",
          (select count(*) filter (where current_status = 'OUT_OF_SERVICE')::int from scoped) as "outOfServiceUnits",
          (select count(*) filter (where current_status = 'MAINTENANCE')::int from scoped) as "maintenanceUnits",
          (select count(*) filter (where current_status = 'OFF_DUTY')::int from scoped) as "offDutyUnits",
          -- efficiency = seconds COMMITTED / seconds on duty (AVAILABLE + COMMITTED), all units, last 24 h; 0 without data
          (select coalesce(round((sum(seconds) filter (where to_status = 'COMMITTED')
                   / nullif(sum(seconds) filter (where to_status in ('AVAILABLE', 'COMMITTED')), 0))::numeric, 3), 0)::float8
           from window24h where seconds > 0) as efficiency`,
  );
  return { ...row!, efficiency: Number(row!.efficiency) };
}
