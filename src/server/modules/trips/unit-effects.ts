// What a status move does to the unit carrying the trip, as parts of the move's own statement: a unit named on accept
// is committed to the trip, and the unit of a trip that leaves ACCEPTED/IN_PROGRESS is free again unless another trip
// still holds it. Each status change is written to unit_status_history, whose trigger keeps the spans.
import { sql, type SQL } from 'drizzle-orm';
import type { TripStatus, UnitStatus } from '@/domain/common/enums';
import { holdsUnit, NAMEABLE_STATUSES, UNIT_HOLDING_STATUSES } from '@/domain/units/unit-assignment';

/** none: no unit involved; hold: the accept names a unit; release: the trip lets its unit go. */
export type UnitEffect = 'none' | 'hold' | 'release';

export function unitEffectOf(to: TripStatus, heldUnitId: string | null, namedUnitId: string | undefined): UnitEffect {
  if (namedUnitId !== undefined) return 'hold';
  return heldUnitId !== null && !holdsUnit(to) ? 'release' : 'none';
}

const part = (k: number) => sql.raw(`w${k}`);
const list = (statuses: readonly string[]) => sql.raw(statuses.map((s) => `'${s}'`).join(', '));

/** The unit's status change from `from` to `to` for each unit updated by part `k`, at the move's time. */
const unitHistoryOf = (k: number, from: UnitStatus, to: UnitStatus, now: SQL) =>
  sql`insert into unit_status_history (unit_id, from_status, to_status, created_at) select id, ${list([from])}, ${list([to])}, ${now}::timestamptz from ${part(k)}`;

/**
 * The parts of the move's statement for its unit effect, named from w`first` on, and the condition the statement's
 * end checks (else the whole move is undone as changed meanwhile): the named unit, locked, must still be able to go.
 * `p` gives the move's placeholders: the trip, its agency, the unit named, the unit held, the time.
 */
export function unitParts(effect: UnitEffect, first: number, p: Record<'tripId' | 'agency' | 'unit' | 'heldUnit' | 'now', SQL>): { parts: SQL[]; canGo: SQL | null } {
  const freed = sql`current_status = 'AVAILABLE', last_status_update = ${p.now}::timestamptz, updated_at = ${p.now}::timestamptz`;
  if (effect === 'hold') {
    const locked = first;
    return {
      parts: [
        sql`select id, is_active, current_status from units where id = ${p.unit} and agency_id = ${p.agency} for update`,
        sql`update units set current_status = 'COMMITTED', last_status_update = ${p.now}::timestamptz, updated_at = ${p.now}::timestamptz
          where id = (select id from ${part(locked)} where is_active and current_status = 'AVAILABLE') returning id`,
        unitHistoryOf(first + 1, 'AVAILABLE', 'COMMITTED', p.now),
      ],
      canGo: sql`exists (select 1 from ${part(locked)} where is_active and current_status in (${list(NAMEABLE_STATUSES)}))`,
    };
  }
  if (effect === 'release') {
    return {
      parts: [
        sql`update units set ${freed} where id = ${p.heldUnit} and current_status = 'COMMITTED' and not exists (
          select 1 from trips as t where t.assigned_unit_id = ${p.heldUnit} and t.status in (${list(UNIT_HOLDING_STATUSES)}) and t.id <> ${p.tripId}) returning id`,
        unitHistoryOf(first, 'COMMITTED', 'AVAILABLE', p.now),
      ],
      canGo: null,
    };
  }
  return { parts: [], canGo: null };
}
