// Deadhead miles as src/domain/analytics/figures.ts defines them, recorded on each trip as it is completed: the
// revenue figures then add up one stored number per trip instead of looking up every unit's previous drop-off.
import { sql, type SQL } from 'drizzle-orm';
import { SAME_SHIFT_HOURS } from '@/domain/analytics/figures';
import { EARTH_RADIUS_MILES } from '@/domain/places/geo';
import { ROAD_FACTOR } from '@/domain/planning/pricing';
import type { Db } from '@/server/db/connect';

/** Road miles between two points: the great-circle (haversine) distance × the road factor, as the pricing module measures. */
const roadMilesSql = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL) =>
  sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
        power(sin(radians(${lat2} - ${lat1}) / 2), 2)
        + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))
      * ${ROAD_FACTOR}::float8)`;

/**
 * The deadhead miles of the trips row `t` (a table name or alias): road miles from the same unit's latest drop-off at
 * or before the pickup within the shift (drop-offs at the same instant: the later id), else from its agency's base,
 * to the pickup. Null when the pickup, its point or the starting point is unknown: it adds nothing, never zero.
 */
export const deadheadMilesSql = (t: string): SQL => {
  const trip = sql.raw(t);
  return sql`(select ${roadMilesSql(sql`s.lat`, sql`s.lng`, sql`${trip}.from_latitude`, sql`${trip}.from_longitude`)}
      from (
        select coalesce(prev.to_latitude, a.latitude) as lat, coalesce(prev.to_longitude, a.longitude) as lng
        from (select 1) as one
        left join agencies a on a.id = ${trip}.assigned_agency_id
        left join lateral (
          select p.to_latitude, p.to_longitude from trips p
          where ${trip}.assigned_unit_id is not null and p.assigned_unit_id = ${trip}.assigned_unit_id and p.id <> ${trip}.id
            and p.status = 'COMPLETED' and p.completion_timestamp <= ${trip}.pickup_timestamp
            and p.completion_timestamp > ${trip}.pickup_timestamp - make_interval(hours => ${SAME_SHIFT_HOURS})
            and p.to_latitude is not null and p.to_longitude is not null
          order by p.completion_timestamp desc, p.id desc
          limit 1
        ) prev on true
      ) s
      where ${trip}.pickup_timestamp is not null)`;
};

/** Records the deadhead of every completed trip that has none: trips written in bulk (the demo region, imports, tests). */
export async function recordDeadheadMiles(db: Db): Promise<void> {
  await db.execute(sql`update trips set deadhead_miles = ${deadheadMilesSql('trips')} where status = 'COMPLETED' and deadhead_miles is null`);
}
