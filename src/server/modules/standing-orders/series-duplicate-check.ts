// The series' duplicate rule (src/domain/standing-orders/series-duplicates.ts) when a series is saved, under a lock on
// the facility's patient, so two identical series sent at once cannot both pass.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { duplicateSeriesOf, seriesDuplicateMessage, type OpenSeries } from '@/domain/standing-orders/series-duplicates';
import { ruleOfRow, type StandingOrderRule } from '@/domain/standing-orders/standing-order-rule';
import type { Tx } from '@/server/db/connect';
import { standingOrders } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';

interface SeriesTrip {
  patientId: string;
  toFacilityId?: string | undefined;
  toLocation: string;
}

const keyOf = (trip: SeriesTrip) => ({ patientId: trip.patientId, destinationFacilityId: trip.toFacilityId ?? null, toLocation: trip.toLocation });

/** Throws 409 naming the facility's running series the wanted one repeats (`except` the one being edited). */
export async function refuseDuplicateSeries(tx: Tx, hospitalId: string, wanted: { trip: SeriesTrip; rule: StandingOrderRule }, except?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`series-patient:${hospitalId}:${wanted.trip.patientId.trim().toLowerCase()}`}))`);
  const rows = await tx
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.hospitalId, hospitalId), isNull(standingOrders.endedAt), except ? ne(standingOrders.id, except) : undefined));
  const open: OpenSeries[] = rows.map((r) => ({ id: r.id, ...keyOf(r.trip as unknown as SeriesTrip), rule: ruleOfRow(r) }));
  const match = duplicateSeriesOf({ ...keyOf(wanted.trip), rule: wanted.rule }, open);
  if (!match) return;
  const { id, patientId, toLocation, rule } = match;
  throw new HttpError(409, seriesDuplicateMessage(match), {}, {
    duplicateOf: { id, patientId, toLocation, time: rule.time, daysOfWeek: rule.daysOfWeek, everyDays: rule.everyDays, startDate: rule.startDate, endDate: rule.endDate },
  });
}
