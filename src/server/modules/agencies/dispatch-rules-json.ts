// Where an agency's dispatch rules are stored: beside its optimization constraints, in its optimization settings row's
// JSON (the one per-agency settings record stored as JSON). Only this file and dispatch-rules.ts know it.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { optimizationSettings as table } from '../../db/schema';

const KEY = 'requireUnitOnAccept';
const key = sql.raw(`'${KEY}'`);

/** Whether the agency requires a unit on accept, as a boolean expression to read inside another statement. */
export const requiresUnitSql = (agencyId: SQLWrapper | string): SQL<boolean> =>
  sql<boolean>`coalesce((select (o.constraints ->> ${key})::boolean from optimization_settings as o where o.agency_id = ${agencyId}), false)`;

/** The JSON that sets the rule, to merge into the stored constraints. */
export const dispatchRulesPatch = (requireUnitOnAccept: boolean) => sql`jsonb_build_object(${key}, ${requireUnitOnAccept}::boolean)`;

/** The optimization constraints without the dispatch rules stored beside them. */
export function withoutDispatchRules<C extends object>(constraints: C): C {
  const { [KEY]: _rules, ...rest } = constraints as C & { [KEY]?: unknown };
  return rest as C;
}

/** On an optimization settings save, the stored dispatch rules are kept: the row's JSON is rewritten whole. */
export const keepingDispatchRules = (saved: SQL) =>
  sql`${saved} || jsonb_strip_nulls(jsonb_build_object(${key}, ${table.constraints} -> ${key}))`;
