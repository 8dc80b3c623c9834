// SQL forms of the definitions in src/domain/analytics/figures.ts, shared by every analytics query.
import { sql, type SQL } from 'drizzle-orm';
import { roundTo } from '@/domain/analytics/figures';

/** Minutes from one instant to another, as a float (date_part answers float8; extract's numeric is much slower). */
export const minutesSql = (from: SQL, to: SQL) => sql`(date_part('epoch', ${to} - ${from}) / 60)`;

/** The median of some values (the mean of the middle two for an even count). */
export const medianSql = (value: SQL) => sql`percentile_cont(0.5) within group (order by ${value})`;

/** Money summed to the cent, as a number; a trip without a fee counts $0. */
export const dollarsSql = (value: SQL) => sql`round(coalesce(sum(${value}), 0)::numeric, 2)::float8`;

/** An instant inside the half-open window. */
export const inWindowSql = (column: SQL, w: { from: Date; to: Date }) => sql`(${column} >= ${w.from} and ${column} < ${w.to})`;

/** A number the driver may hand back as text (numeric) or null, rounded; null stays null. */
export const rounded = (v: number | string | null | undefined, places: number) =>
  v === null || v === undefined ? null : roundTo(Number(v), places);
