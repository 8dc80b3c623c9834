// GET /api/units/available: the active units whose status is AVAILABLE, each where it will start from; those whose
// credentials have expired are set apart as unavailable, with the reason.
import { sql } from 'drizzle-orm';
import { unitCredentialRefusal, type CredentialExpiry } from '@/domain/credentials/credential-rules';
import { nextWallClock } from '@/domain/units/available-units';
import type { AvailableUnit, UnavailableUnit } from '@/domain/units/unit-answers';
import { highestLevelCarried } from '@/domain/units/vehicle-fit';
import type { UnitCapability, UnitType } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { unitFirstExpiryOf } from '../credentials';
import type { UnitScope } from './unit-scope';

interface Row {
  id: string;
  unit_number: string;
  agency_id: string;
  agency_name: string;
  type: UnitType;
  capabilities: UnitCapability[];
  custom_capabilities: string[];
  shift_start: string | null;
  shift_end: string | null;
  drop_lat: number | null;
  drop_lng: number | null;
  base_lat: number | null;
  base_lng: number | null;
  first_expiry: CredentialExpiry | null;
}

const pointOf = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

/**
 * `committed`: COMMITTED units to list beside the available ones (a plan keeps the trips they were accepted for on them).
 * `today`: the control center's date, which the units' credentials are judged on.
 */
export async function availableUnits(
  db: Db,
  scope: UnitScope,
  opts: { now: Date; timeZone: string; today: string; committed?: readonly string[] },
): Promise<{ available: AvailableUnit[]; unavailable: UnavailableUnit[] }> {
  const committed = opts.committed?.length
    ? sql` or (u.current_status = 'COMMITTED' and u.id in (${sql.join(opts.committed.map((id) => sql`${id}::uuid`), sql`, `)}))`
    : sql``;
  // the last drop-off is one probe of the units' drop-off index per unit
  const rows = await rawRows<Row>(
    db,
    sql`select u.id, u.unit_number, u.agency_id, a.name as agency_name, u.type, u.capabilities, u.custom_capabilities, u.shift_start, u.shift_end,
               d.to_latitude as drop_lat, d.to_longitude as drop_lng, a.latitude as base_lat, a.longitude as base_lng,
               ${unitFirstExpiryOf(sql.raw('u.id'))} as first_expiry
        from units u
        join agencies a on a.id = u.agency_id
        left join lateral (
          select t.to_latitude, t.to_longitude from trips t
          where t.assigned_unit_id = u.id and t.status = 'COMPLETED'
          order by t.completion_timestamp desc limit 1
        ) d on true
        where u.is_active and (u.current_status = 'AVAILABLE'${committed})
          ${scope.agencyId ? sql`and u.agency_id = ${scope.agencyId}` : sql``}
        order by a.name, u.unit_number`,
  );
  const available: AvailableUnit[] = [];
  const unavailable: UnavailableUnit[] = [];
  for (const r of rows) {
    const reason = unitCredentialRefusal({ unitNumber: r.unit_number, firstExpiry: r.first_expiry }, opts.today);
    if (reason) unavailable.push({ id: r.id, unitNumber: r.unit_number, agencyId: r.agency_id, agencyName: r.agency_name, reason });
    else available.push(toAvailable(r, opts));
  }
  return { available, unavailable };
}

function toAvailable(r: Row, opts: { now: Date; timeZone: string }): AvailableUnit {
  const lastDropOff = pointOf(r.drop_lat, r.drop_lng);
  const base = pointOf(r.base_lat, r.base_lng);
  return {
      id: r.id,
      unitNumber: r.unit_number,
      agencyId: r.agency_id,
      agencyName: r.agency_name,
      type: r.type,
      capabilities: r.capabilities,
      customCapabilities: r.custom_capabilities,
      levelOfCare: highestLevelCarried({ type: r.type, capabilities: r.capabilities, customCapabilities: r.custom_capabilities }),
      position: lastDropOff ?? base,
      positionSource: lastDropOff ? 'lastDropOff' : base ? 'agencyBase' : null,
      shiftStart: r.shift_start,
      shiftEnd: r.shift_end,
      shiftEndsAt: nextWallClock(opts.now, r.shift_end, opts.timeZone)?.toISOString() ?? null,
  };
}
