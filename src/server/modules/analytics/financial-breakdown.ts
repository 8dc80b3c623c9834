// GET /api/tcc/financial/breakdown: the window's completed trips and their revenue, grouped one of five ways. The
// rows carry revenue to the cent and the total is their sum, so the breakdowns add up exactly whichever is read.
import { sql, type SQL } from 'drizzle-orm';
import { roundTo, type Window } from '@/domain/analytics/figures';
import { FINANCIAL_REPORT_TEXTS, type Breakdown } from '@/domain/analytics/financial';
import { type BreakdownRow, type FinancialBreakdown } from '@/domain/analytics/financial-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { csvOfLines } from '@/server/http/csv-file';
import { windowed } from './analytics-window';
import { inWindowSql } from './figure-sql';

/**
 * Each breakdown: its group key over the trips, the label shown (read once per group, after grouping) and the order
 * of its rows.
 */
const GROUPS = (timeZone: string): Record<Breakdown, { key: SQL; label: SQL; join?: SQL; order: SQL }> => {
  const local = (unit: 'week' | 'month') => sql`to_char(date_trunc(${unit}, t.completion_timestamp at time zone ${timeZone}), 'YYYY-MM-DD')`;
  return {
    agency: { key: sql`t.assigned_agency_id`, label: sql`coalesce(a.name, ${FINANCIAL_REPORT_TEXTS.noAgency})`, join: sql`left join agencies a on a.id = g.key`, order: sql`revenue desc, label` },
    facility: { key: sql`t.hospital_id`, label: sql`coalesce(h.name, ${FINANCIAL_REPORT_TEXTS.noHospital})`, join: sql`left join hospitals h on h.id = g.key`, order: sql`revenue desc, label` },
    level: { key: sql`t.transport_level`, label: sql`g.key`, order: sql`revenue desc, label` },
    week: { key: local('week'), label: sql`g.key`, order: sql`key` },
    month: { key: local('month'), label: sql`g.key`, order: sql`key` },
  };
};

interface Row {
  key: string | null;
  label: string;
  completedTrips: number;
  revenue: number | string;
  loadedMiles: number | string;
}

export async function financialBreakdown(db: Db, by: Breakdown, w: Window, timeZone: string): Promise<FinancialBreakdown> {
  const g = GROUPS(timeZone)[by];
  const rows = await rawRows<Row>(
    db,
    sql`with g as (
          select ${g.key} as key, count(*)::int as "completedTrips",
                 round(coalesce(sum(t.revenue), 0)::numeric, 2)::float8 as revenue,
                 round(coalesce(sum(t.loaded_miles), 0)::numeric, 1)::float8 as "loadedMiles"
          from trips t
          where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)}
          group by 1
        )
        select g.key::text as key, ${g.label} as label, g."completedTrips", g.revenue, g."loadedMiles"
        from g ${g.join ?? sql``}
        order by ${g.order}`,
  );
  const out: BreakdownRow[] = rows.map((r) => ({
    key: r.key,
    label: by === 'week' ? FINANCIAL_REPORT_TEXTS.weekOf(r.label) : by === 'month' ? r.label.slice(0, 7) : r.label,
    completedTrips: Number(r.completedTrips),
    revenue: Number(r.revenue),
    loadedMiles: Number(r.loadedMiles),
  }));
  // summed in cents and tenths, so the total is exactly the sum of the rows shown
  const cents = out.reduce((s, r) => s + Math.round(r.revenue * 100), 0);
  const tenths = out.reduce((s, r) => s + Math.round(r.loadedMiles * 10), 0);
  return {
    by,
    ...windowed(w),
    timeZone,
    rows: out,
    total: { completedTrips: out.reduce((s, r) => s + r.completedTrips, 0), revenue: cents / 100, loadedMiles: roundTo(tenths / 10, 1) },
  };
}

/** The breakdown as CSV: a header, a line per row, and the Total line. */
export function breakdownCsv(b: FinancialBreakdown): NodeJS.ReadableStream {
  const COLUMNS = FINANCIAL_REPORT_TEXTS.columns;
  const header = [FINANCIAL_REPORT_TEXTS.by[b.by], COLUMNS.completedTrips, COLUMNS.revenue, COLUMNS.loadedMiles];
  const lines = [
    header,
    ...b.rows.map((r) => [r.label, r.completedTrips, r.revenue.toFixed(2), r.loadedMiles.toFixed(1)]),
    [FINANCIAL_REPORT_TEXTS.total, b.total.completedTrips, b.total.revenue.toFixed(2), b.total.loadedMiles.toFixed(1)],
  ];
  return csvOfLines(lines);
}
