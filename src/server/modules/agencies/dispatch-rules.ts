// An agency's dispatch rules (whether an accept must name a unit): read and saved from its EMS Settings tab.
import { sql } from 'drizzle-orm';
import { DISPATCH_RULES_DEFAULTS, type AgencyDispatchRules } from '../../../domain/unit-assignment';
import type { Db } from '../../db/connect';
import { optimizationSettings as table } from '../../db/schema';
import { rawRows } from '../../db/raw-query';
import { readOptimizationSettings } from '../optimize/optimization-settings';
import { dispatchRulesPatch, requiresUnitSql } from './dispatch-rules-json';

export async function readDispatchRules(db: Db, agencyId: string): Promise<AgencyDispatchRules> {
  const [row] = await rawRows<{ required: boolean }>(db, sql`select ${requiresUnitSql(agencyId)} as required`);
  return { ...DISPATCH_RULES_DEFAULTS, requireUnitOnAccept: row?.required ?? false };
}

/**
 * Saves the rules in the agency's row; an agency without one gets the optimization settings in force as its own, as
 * its first save on the Route Optimization screen would.
 */
export async function saveDispatchRules(db: Db, agencyId: string, userId: string, rules: AgencyDispatchRules): Promise<AgencyDispatchRules> {
  const patch = dispatchRulesPatch(rules.requireUnitOnAccept);
  await db.transaction(async (tx) => {
    const current = await readOptimizationSettings(tx, agencyId);
    await tx
      .insert(table)
      .values({ agencyId, ...current, constraints: sql`${JSON.stringify(current.constraints)}::jsonb || ${patch}`, updatedById: userId })
      .onConflictDoUpdate({ target: table.agencyId, set: { constraints: sql`${table.constraints} || ${patch}`, updatedById: userId, updatedAt: new Date() } });
  });
  return readDispatchRules(db, agencyId);
}
