import { sql } from 'drizzle-orm';
import type { UnitAnalytics } from '../../../domain/unit-forms';
import type { Db } from '../../db/connect';
import { rawRows } from '../../db/raw-query';
import { units, unitStatusHistory as h } from '../../db/schema';
import { scopeCondition } from './unit-queries';
import type { UnitScope } from './unit-scope';

/** The unit tiles and the fleet's utilisation, in one query over the units in scope. */
export async function unitAnalytics(db: Db, scope: UnitScope): Promise<UnitAnalytics> {
  const [row] = await rawRows<UnitAnalytics>(
    db,
    sql`with scoped as (
          select ${units.id} as id, ${units.currentStatus} as current_status from ${units}
          where ${scopeCondition(scope) ?? sql`true`}
        ),
        -- each history row holds its status until the unit's next change (or now)
        timeline as (
          select ${h.toStatus} as to_status,
                 ${h.changedAt} as starts,
                 coalesce(lead(${h.changedAt}) over (partition by ${h.unitId} order by ${h.changedAt}, ${h.id}), now()) as ends
          from ${h} join scoped on scoped.id = ${h.unitId}
        ),
        window24h as (
          select to_status,
                 extract(epoch from least(ends, now()) - greatest(starts, now() - interval '24 hours')) as seconds
          from timeline
          where ends > now() - interval '24 hours'
        )
        select
          (select count(*)::int from scoped) as "totalUnits",
          (select count(*) filter (where current_status = 'AVAILABLE')::int from scoped) as "availableUnits",
          (select count(*) filter (where current_status = 'COMMITTED')::int from scoped) as "committedUnits",
          (select count(*) filter (where current_status = 'OUT_OF_SERVICE')::int from scoped) as "outOfServiceUnits",
          -- efficiency = seconds COMMITTED / seconds on duty (AVAILABLE + COMMITTED), all units, last 24 h; 0 without data
          (select coalesce(round((sum(seconds) filter (where to_status = 'COMMITTED')
                   / nullif(sum(seconds) filter (where to_status in ('AVAILABLE', 'COMMITTED')), 0))::numeric, 3), 0)::float8
           from window24h where seconds > 0) as efficiency`,
  );
  return { ...row!, efficiency: Number(row!.efficiency) };
}
